import type { Seo } from '#shared/contract';

/** Every table with SEO data stores it as these three columns (see migrations). */
export interface SeoColumns {
  seo_title: string;
  seo_description: string;
  seo_h1: string;
}

export function seoOf(row: SeoColumns): Seo {
  return { title: row.seo_title, description: row.seo_description, h1: row.seo_h1 };
}
