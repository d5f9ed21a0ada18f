import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpecDocuments } from '#client/features/specs/SpecDocuments';

describe("a specification's download links", () => {
  it.each(['/api/specs/current', '/api/specs/12'])('are plain links under %s, without a download attribute', (api) => {
    const html = renderToStaticMarkup(<SpecDocuments source={{ api }} />);
    const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, text]) => ({ attributes, text }));
    expect(links.map((link) => link.text)).toEqual(['Скачать XLSX', 'Скачать PDF', 'Документы (ZIP)']);
    expect(links.map((link) => /href="([^"]+)"/.exec(link.attributes!)?.[1])).toEqual([
      `${api}/export.xlsx`,
      `${api}/export.pdf`,
      `${api}/documents.zip`,
    ]);
    // A refused download comes back as a page with a notice: it must not be saved as a file.
    for (const link of links) expect(link.attributes).not.toMatch(/\bdownload\b/);
  });
});
