import type Database from 'libsql';
import type { Image } from '#shared/contract';

interface MediaRow {
  file: string;
  alt: string;
  width: number;
  height: number;
}

export type ImageReader = (file: string) => Image;

export function mediaPath(file: string): string {
  return `/api/media/${file}`;
}

/**
 * Content rows keep only the media file name; the picture's size and alt text live with the
 * picture, so the same file always answers with the same `Image`.
 */
export function createImageReader(db: Database.Database): ImageReader {
  const select = db.prepare('SELECT file, alt, width, height FROM media WHERE file = ?');
  return (file) => {
    const row = select.get(file) as MediaRow | undefined;
    // A foreign key guards this; reaching it means the data file was edited by hand.
    if (!row) throw new Error(`media file ${file} is referenced but missing`);
    return { src: mediaPath(row.file), alt: row.alt, width: row.width, height: row.height };
  };
}
