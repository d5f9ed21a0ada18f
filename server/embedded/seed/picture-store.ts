import type Database from 'libsql';
import { paletteNames } from '../pictures/palettes';
import { renderPicture } from '../pictures/picture';
import type { SeedPicture } from './types';

export interface PictureSize {
  width: number;
  height: number;
}

/** Sizes by role: cards are 16:10, the hero and landing banners are wider. */
export const pictureSizes = {
  hero: { width: 1200, height: 640 },
  post: { width: 800, height: 500 },
  project: { width: 800, height: 560 },
  banner: { width: 1200, height: 500 },
} satisfies Record<string, PictureSize>;

/** Renders a content picture into the `media` table and returns its file name. */
export type PictureStore = (file: string, picture: SeedPicture, size: PictureSize, fallbackAlt: string) => string;

export function createPictureStore(db: Database.Database): PictureStore {
  const insert = db.prepare('INSERT INTO media (file, content_type, alt, width, height, body) VALUES (?, ?, ?, ?, ?, ?)');
  // Palettes are handed out in turn, so pictures seeded next to each other differ in colour.
  let turn = 0;
  return (file, picture, size, fallbackAlt) => {
    const palette = picture.palette ?? paletteNames[turn++ % paletteNames.length]!;
    const body = renderPicture({ scene: picture.scene, palette, caption: picture.caption, ...size });
    insert.run(file, 'image/svg+xml', picture.alt ?? fallbackAlt, size.width, size.height, body);
    return file;
  };
}
