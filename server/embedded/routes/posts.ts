import type Database from 'libsql';
import type { PostSummary, PostType } from '#shared/contract';
import type { ImageReader } from '../images';
import type { EndpointHandlers } from '../registry-routes';
import { rowQuery } from '../row-query';
import { seoOf, type SeoColumns } from '../seo-columns';

interface PostTypeRow extends SeoColumns {
  type: string;
  title: string;
}

interface PostRow extends SeoColumns {
  id: number;
  type: string;
  title: string;
  excerpt: string;
  html: string;
  image: string;
  published_at: string;
}

export function postHandlers(db: Database.Database, image: ImageReader): Pick<EndpointHandlers, 'postTypes' | 'posts' | 'post'> {
  const selectTypes = rowQuery<PostTypeRow>(db, 'SELECT * FROM post_types ORDER BY sort_order');
  const selectType = rowQuery<PostTypeRow>(db, 'SELECT * FROM post_types WHERE type = ?');
  const countPosts = rowQuery<{ total: number }>(db, 'SELECT count(*) AS total FROM posts WHERE type = ?');
  // The id breaks ties between posts published at the same moment, so pages never overlap.
  const selectPage = rowQuery<PostRow>(db, 'SELECT * FROM posts WHERE type = ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?');
  const selectPost = rowQuery<PostRow>(db, 'SELECT * FROM posts WHERE id = ? AND type = ?');

  const postType = (row: PostTypeRow): PostType => ({ type: row.type, title: row.title, seo: seoOf(row) });
  const summary = (row: PostRow): PostSummary => ({
    id: row.id,
    type: row.type,
    title: row.title,
    excerpt: row.excerpt,
    image: image(row.image),
    publishedAt: row.published_at,
  });

  return {
    postTypes: { handle: () => selectTypes.map(postType).all() },
    posts: {
      notFound: 'Раздел публикаций не найден',
      handle: ({ params, query }) => {
        const typeRow = selectType.get(params.postType);
        if (!typeRow) return undefined;
        const total = countPosts.get(typeRow.type)?.total ?? 0;
        const rows = selectPage.all(typeRow.type, query.perPage, (query.page - 1) * query.perPage);
        // A page past the last one is an empty page, not an error: the BFF decides what to show.
        return {
          type: postType(typeRow),
          items: rows.map(summary),
          page: query.page,
          pageCount: Math.ceil(total / query.perPage),
          total,
        };
      },
    },
    post: {
      notFound: 'Публикация не найдена',
      handle: ({ params }) => {
        // A post asked for under another type's path is missing there, not redirected.
        const row = selectPost.get(Number(params.postID), params.postType);
        if (!row) return undefined;
        return { ...summary(row), seo: seoOf(row), html: row.html };
      },
    },
  };
}
