import { createHash } from 'node:crypto';
import type Database from 'libsql';
import { formatSpecValue } from '../../catalog/spec-values';
import { renderProductDocument, renderProductPicture } from '../../pictures/products';
import { brands } from '../catalog/brands';
import { sections } from '../catalog/sections';
import { catalogPictureSizes, productColumns, productRow } from '../insert-catalog';
import { seedDemoData } from '../index';
import { generateSeries, generatedNumIdStart, demoProductCount } from './generate';

export interface LargeCatalogueOptions {
  /** Products in the whole catalogue, the demo's included. */
  products: number;
  /** The generator's seed: the same seed and size give the same catalogue. */
  seed: number;
  /** Called after each committed batch, with the products generated so far. */
  progress?: (done: number) => void;
}

/** Rows per transaction: large enough that commits cost nothing, small enough to keep the WAL short. */
const batchSize = 5000;

const documentTitles = { datasheet: 'Техническое описание', certificate: 'Сертификат соответствия' } as const;

/** Generated media files start with this, so a re-run finds and replaces them. */
const mediaPrefix = 'large-';

/**
 * Fills a data directory's database with a catalogue of `products` products: the demo content
 * first (as on a first start), then generated series (./generate.ts) up to the size, replacing
 * any generated before. A maker's products in a section share one datasheet and one certificate
 * (a range catalogue and its certificate, as makers publish them), and products that look alike
 * share their picture: the media stay a few megabytes at any size.
 */
export function insertLargeCatalogue(db: Database.Database, options: LargeCatalogueOptions): { generated: number; series: number } {
  if (!Number.isInteger(options.products) || options.products < demoProductCount) {
    throw new RangeError(`products must be a whole number of at least ${demoProductCount} (the demo catalogue)`);
  }
  seedDemoData(db);
  db.transaction(() => {
    db.prepare('DELETE FROM products WHERE num_id >= ?').run(generatedNumIdStart);
    db.prepare(`DELETE FROM media WHERE file LIKE '${mediaPrefix}%'`).run();
  }).immediate();

  const media = db.prepare(`INSERT INTO media (file, content_type, alt, width, height, body) VALUES (?, 'image/svg+xml', ?, ?, ?, ?)`);
  const row = db.prepare(`INSERT INTO products (${productColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));
  const definitions = new Map(sections.map((s) => [s.id, s.specs]));
  const sectionNames = new Map(sections.map((s) => [s.id, s.name]));
  const pictures = new Map<string, string>();
  const documentSets = new Map<string, { kind: 'datasheet' | 'certificate'; title: string; file: string }[]>();

  let generated = 0;
  let seriesCount = 0;
  let pending: (() => void)[] = [];
  const flush = () => {
    db.transaction(() => {
      for (const write of pending) write();
    }).immediate();
    pending = [];
    options.progress?.(generated);
  };

  for (const series of generateSeries(options.products - demoProductCount, options.seed)) {
    seriesCount += 1;
    const first = series.products[0]!;
    const shown = (definitions.get(series.sectionId) ?? [])
      .filter((d) => first.specs[d.key] !== undefined)
      .map((d) => ({ label: d.label, value: formatSpecValue(first.specs[d.key]!, d.unit) }));
    const documentsKey = `${series.sectionId}-${series.brandId}`;
    let documents = documentSets.get(documentsKey);
    if (!documents) {
      const brand = brandNames.get(series.brandId) ?? series.brandId;
      const range = `${sectionNames.get(series.sectionId) ?? series.noun} ${brand}`;
      documents = (['datasheet', 'certificate'] as const).map((kind) => {
        const file = `${mediaPrefix}${documentsKey}-${kind}.svg`;
        const title = `${documentTitles[kind]}: ${range}`;
        const input = {
          kind,
          productName: range,
          article: series.code,
          brand,
          series: series.series,
          specs: shown,
          issuedOn: first.updatedAt,
        };
        const body = renderProductDocument(input, catalogPictureSizes.document);
        pending.push(() => media.run(file, title, catalogPictureSizes.document.width, catalogPictureSizes.document.height, body));
        return { kind, title: documentTitles[kind], file };
      });
      documentSets.set(documentsKey, documents);
    }
    for (const p of series.products) {
      const pictureKey = JSON.stringify([
        series.sectionId,
        p.picture.kind,
        p.picture.poles,
        p.picture.marking,
        p.picture.cores,
        p.picture.color,
      ]);
      let picture = pictures.get(pictureKey);
      if (!picture) {
        picture = `${mediaPrefix}${createHash('sha1').update(pictureKey).digest('hex').slice(0, 12)}.svg`;
        pictures.set(pictureKey, picture);
        const [file, alt] = [picture, series.noun];
        const body = renderProductPicture(p.picture, catalogPictureSizes.product, alt);
        pending.push(() => media.run(file, alt, catalogPictureSizes.product.width, catalogPictureSizes.product.height, body));
      }
      const values = productRow(p, [picture, documents[0]!.file], documents);
      pending.push(() => row.run(...values));
      generated += 1;
    }
    if (pending.length >= batchSize) flush();
  }
  flush();
  return { generated, series: seriesCount };
}
