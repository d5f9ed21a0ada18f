import type Database from 'libsql';
import type { ImageReader } from '../images';
import type { EndpointHandlers } from '../registry-routes';
import { rowQuery } from '../row-query';
import { seoOf, type SeoColumns } from '../seo-columns';

interface SeoPageRow extends SeoColumns {
  name: string;
  title: string;
  description: string;
  html: string;
  image: string | null;
}

export function seoPageHandlers(db: Database.Database, image: ImageReader): Pick<EndpointHandlers, 'seoPages' | 'seoPage'> {
  const selectAll = rowQuery<SeoPageRow>(db, 'SELECT name, title, description FROM seo_pages ORDER BY sort_order');
  const selectOne = rowQuery<SeoPageRow>(db, 'SELECT * FROM seo_pages WHERE name = ?');

  return {
    seoPages: {
      handle: () => selectAll.all().map((row) => ({ name: row.name, title: row.title, description: row.description })),
    },
    seoPage: {
      notFound: 'Страница не найдена',
      handle: ({ params }) => {
        const row = selectOne.get(params.pageName);
        if (!row) return undefined;
        return {
          name: row.name,
          title: row.title,
          description: row.description,
          seo: seoOf(row),
          html: row.html,
          image: row.image === null ? null : image(row.image),
        };
      },
    },
  };
}
