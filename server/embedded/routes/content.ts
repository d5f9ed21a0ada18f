import type Database from 'libsql';
import type { ContentDocument, Home } from '#shared/contract';
import type { ImageReader } from '../images';
import type { EndpointHandlers } from '../registry-routes';
import { seoOf, type SeoColumns } from '../seo-columns';

interface HomeRow extends SeoColumns {
  hero_title: string;
  hero_lead: string;
  hero_image: string;
}

interface AdvantageRow {
  icon: string;
  title: string;
  text: string;
}

interface DirectionRow {
  key: Home['directions'][number]['key'];
  title: string;
  text: string;
}

interface DocumentRow extends SeoColumns {
  slug: ContentDocument['slug'];
  html: string;
  updated_at: string;
}

export function contentHandlers(db: Database.Database, image: ImageReader): Pick<EndpointHandlers, 'home' | 'document'> {
  const selectHome = db.prepare('SELECT * FROM home_page WHERE id = 1');
  const selectAdvantages = db.prepare('SELECT icon, title, text FROM home_advantages ORDER BY sort_order');
  const selectDirections = db.prepare('SELECT key, title, text FROM home_directions ORDER BY sort_order');
  const selectDocument = db.prepare('SELECT * FROM documents WHERE slug = ?');

  return {
    home: {
      notFound: 'Главная страница не заполнена',
      handle: () => {
        const row = selectHome.get() as HomeRow | undefined;
        if (!row) return undefined;
        return {
          seo: seoOf(row),
          hero: { title: row.hero_title, lead: row.hero_lead, image: image(row.hero_image) },
          advantages: (selectAdvantages.all() as AdvantageRow[]).map((a) => ({ icon: a.icon, title: a.title, text: a.text })),
          directions: (selectDirections.all() as DirectionRow[]).map((d) => ({ key: d.key, title: d.title, text: d.text })),
        };
      },
    },
    document: {
      notFound: 'Документ не найден',
      handle: ({ params }) => {
        const row = selectDocument.get(params.slug) as DocumentRow | undefined;
        if (!row) return undefined;
        return { slug: row.slug, seo: seoOf(row), html: row.html, updatedAt: row.updated_at };
      },
    },
  };
}
