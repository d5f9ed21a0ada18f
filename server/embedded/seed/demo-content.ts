import type Database from 'libsql';
import type { Seo } from '#shared/contract';
import { about } from './about';
import { agreement } from './agreement';
import { articles } from './articles';
import { company } from './company';
import { contacts } from './contacts';
import { home } from './home';
import { mainMenu } from './main-menu';
import { news } from './news';
import { createPictureStore, pictureSizes } from './picture-store';
import { portfolio } from './portfolio';
import { postTypes } from './post-types';
import { privacy } from './privacy';
import { seoPages } from './seo-pages';
import type { SeedPost } from './types';

const documents = [about, privacy, agreement];

/**
 * Every post of every type, oldest first: ids are given in this order, so a post's id grows
 * with its date across types, as on a site that has been publishing for a while.
 */
const allPosts: SeedPost[] = [...news, ...articles].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));

const seoValues = (seo: Seo) => [seo.title, seo.description, seo.h1];

/** Inserts the whole demo site. Runs inside the caller's transaction, once per data directory. */
export function insertDemoContent(db: Database.Database): void {
  const picture = createPictureStore(db);
  const insert = (sql: string, rows: unknown[][]) => {
    const statement = db.prepare(sql);
    for (const row of rows) statement.run(...row);
  };

  insert(
    'INSERT INTO menu_items (name, sort_order, label, seo_title, seo_description, seo_h1) VALUES (?, ?, ?, ?, ?, ?)',
    mainMenu.map((item) => [item.name, item.order, item.label, ...seoValues(item.seo)]),
  );
  insert(
    'INSERT INTO contacts (name, sort_order, data) VALUES (?, ?, ?)',
    contacts.map((contact, index) => [contact.name, index, contact.data]),
  );

  const heroImage = picture('home-hero.svg', home.hero.picture, pictureSizes.hero, home.hero.title);
  insert('INSERT INTO home_page (id, seo_title, seo_description, seo_h1, hero_title, hero_lead, hero_image) VALUES (1, ?, ?, ?, ?, ?, ?)', [
    [...seoValues(home.seo), home.hero.title, home.hero.lead, heroImage],
  ]);
  insert(
    'INSERT INTO home_advantages (sort_order, icon, title, text) VALUES (?, ?, ?, ?)',
    home.advantages.map((a, index) => [index, a.icon, a.title, a.text]),
  );
  insert(
    'INSERT INTO home_directions (key, sort_order, title, text) VALUES (?, ?, ?, ?)',
    home.directions.map((d, index) => [d.key, index, d.title, d.text]),
  );

  for (const document of documents) {
    for (const inline of document.pictures ?? []) picture(inline.file, inline, inline, document.seo.h1);
  }
  insert(
    'INSERT INTO documents (slug, seo_title, seo_description, seo_h1, html, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    documents.map((d) => [d.slug, ...seoValues(d.seo), d.html, d.updatedAt]),
  );

  insert(
    'INSERT INTO seo_pages (name, sort_order, title, description, seo_title, seo_description, seo_h1, html, image) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    seoPages.map((page, index) => [
      page.name,
      index,
      page.title,
      page.description,
      ...seoValues(page.seo),
      page.html.trim(),
      page.picture && picture(`page-${page.name}.svg`, page.picture, pictureSizes.banner, page.title),
    ]),
  );

  insert(
    'INSERT INTO post_types (type, sort_order, title, seo_title, seo_description, seo_h1) VALUES (?, ?, ?, ?, ?, ?)',
    postTypes.map((t, index) => [t.type, index, t.title, ...seoValues(t.seo)]),
  );
  insert(
    'INSERT INTO posts (id, type, title, excerpt, html, image, published_at, seo_title, seo_description, seo_h1) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    allPosts.map((post, index) => {
      const id = index + 1;
      const seo = post.seo ?? { title: `${post.title} — ${company.brand}`, description: post.excerpt, h1: post.title };
      return [
        id,
        post.type,
        post.title,
        post.excerpt,
        post.html.trim(),
        picture(`post-${id}.svg`, post.picture, pictureSizes.post, post.title),
        new Date(post.publishedAt).toISOString(),
        ...seoValues(seo),
      ];
    }),
  );

  insert(
    'INSERT INTO projects (id, sort_order, title, client, city, year, summary, html, image, tags, featured) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    portfolio.map((project, index) => {
      const id = index + 1;
      return [
        id,
        index,
        project.title,
        project.client,
        project.city,
        project.year,
        project.summary,
        project.html.trim(),
        picture(`project-${id}.svg`, project.picture, pictureSizes.project, project.title),
        JSON.stringify(project.tags),
        project.featured ? 1 : 0,
      ];
    }),
  );
}
