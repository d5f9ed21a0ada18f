import type { ContentDocument, Home, Seo } from '#shared/contract';
import type { PaletteName } from '../pictures/palettes';
import type { SceneName } from '../pictures/scenes';

/**
 * A picture as content describes it. The seeder renders it into the `media` table and puts its
 * file name on the row, so every `image.src` in an answer points at a stored file.
 */
export interface SeedPicture {
  scene: SceneName;
  /** Short Russian caption drawn on the picture. */
  caption: string;
  /** Alt text; the title of the item it illustrates when omitted. */
  alt?: string;
  /** Chosen by the seeder, in turn, when omitted, so neighbouring cards differ. */
  palette?: PaletteName;
}

export interface SeedHome extends Omit<Home, 'hero'> {
  hero: { title: string; lead: string; picture: SeedPicture };
}

/** A picture that an HTML body shows with `<img>`, so it needs a fixed file name and size. */
export interface SeedInlinePicture extends SeedPicture {
  file: string;
  width: number;
  height: number;
}

export interface SeedDocument extends ContentDocument {
  pictures?: SeedInlinePicture[];
}

export interface SeedPost {
  type: string;
  title: string;
  excerpt: string;
  /** ISO 8601 with the Moscow offset, e.g. '2026-03-12T10:00:00+03:00'; stored in UTC. */
  publishedAt: string;
  picture: SeedPicture;
  html: string;
  /** Derived from the title and excerpt when omitted. */
  seo?: Seo;
}

export interface SeedProject {
  title: string;
  client: string;
  city: string;
  year: number;
  summary: string;
  html: string;
  picture: SeedPicture;
  tags: string[];
  featured: boolean;
}

export interface SeedSeoPage {
  name: string;
  title: string;
  description: string;
  seo: Seo;
  html: string;
  picture: SeedPicture | null;
}
