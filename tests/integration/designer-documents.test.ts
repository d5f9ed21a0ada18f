/**
 * A design's documents through the BFF (docs/designer.md, "Documents"): the marking strips as PDF
 * and SVG with every cell as wide as its device's modules, both drawings as PDF and SVG with their
 * text at 7 pt or more, the bill of materials read back; a bad or missing `d` is a 400 in Russian,
 * an address from before lines and phases still opens, and an SVG runs nothing whatever a label says.
 */
import { PDFParse } from 'pdf-parse';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Design } from '#shared/designer/design';
import { decodeMessages, encodeDesign } from '#shared/designer/url-encoding';
import { housePanel } from '#tests/unit/client/elpanels/house-panel';
import { item } from '#tests/unit/shared/designer/catalogue';
import { type AccountSite, createAccountSite, Visitor } from '../support/account-site';

let site: AccountSite;
beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const binary = (test: Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f\s]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const download = async (path: string) => {
  const answer = await binary(new Visitor(site).get(path));
  return { answer, body: answer.body as Buffer };
};
const address = (design: Design) => `d=${encodeDesign(design)}`;

/** An attribute's value in one tag of React's markup. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (svg: string, className: string) => [...svg.matchAll(new RegExp(`<[a-z]+ class="${className}"[^>]*>`, 'g'))].map((m) => m[0]);

/**
 * The house panel (tests/unit/client/elpanels/house-panel.ts) in a 36-module case, three rails of
 * 12 modules, a module 17.5 mm — each cell by hand from the catalogue's widths:
 * rail 1: 3P breaker 3 mod. = 52.5, voltage relay 3 = 52.5, 4P surge protector 4 = 70, 2 free = 17.5 + 17.5;
 * rail 2: 4P RCD 4 = 70, 3P breaker 3 = 52.5, four 1P breakers 1 = 17.5 each, 1 free = 17.5;
 * rail 3: 2P RCD 2 = 35, five 1P breakers 17.5 each, RCBO 1P+N 2 = 35, contactor 1 = 17.5, time relay 1 = 17.5, 1 free;
 * every rail 12 × 17.5 = 210 mm.
 */
const houseCells = [
  [52.5, 52.5, 70, 17.5, 17.5],
  [70, 52.5, 17.5, 17.5, 17.5, 17.5, 17.5],
  [35, 17.5, 17.5, 17.5, 17.5, 17.5, 35, 17.5, 17.5, 17.5],
];

describe('the marking strips', () => {
  it('download as an A4 PDF with the legend, the designations, the line names and each rail`s length', async () => {
    const { answer, body } = await download(`/api/designer/labels.pdf?${address(housePanel)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^attachment; filename="panel-labels-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''%D0%9C%D0%B0%D1%80/,
    );
    // Nothing in it comes from the Host: a shared cache may keep it for a while.
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const text = await pdfText(body);
    expect(text).toContain('ООО «ЭлектроЩит Про»');
    expect(text).toContain('Маркировка щита');
    expect(text).toContain('Ширина модуля 17,5 мм');
    expect(text).toContain('L1 — коричневый, L2 — чёрный, L3 — серый, N — голубой');
    expect(text).toContain('Печатайте в масштабе 100 %');
    for (const row of [1, 2, 3]) expect(text).toContain(`Ряд ${row} — 12 модулей, 210 мм`);
    for (const designation of ['QF1', 'KV1', 'FV1', 'QD1', 'QF2', 'QD2', 'QFD1', 'KM1', 'KT1']) expect(text).toContain(designation);
    for (const name of ['Ввод', 'УЗИП', 'Электроплита', 'Котёл', 'Ванная']) expect(text).toContain(name);
  });

  it('as SVG: a strip per rail, every cell exactly its device`s modules × 17.5 mm', async () => {
    const { answer, body } = await download(`/api/designer/labels.svg?${address(housePanel)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const svg = body.toString('utf8');
    // Millimetres as units: the width printed is the viewBox's.
    const root = /<svg[^>]*>/.exec(svg)![0];
    expect(attribute(root, 'width')).toBe('277mm');
    expect(attribute(root, 'viewBox')).toMatch(/^0 0 277 /);
    const strips = svg.split('<g class="marking-strip"').slice(1);
    expect(strips).toHaveLength(3);
    strips.forEach((strip, rail) => {
      const widths = tags(strip, 'marking-cell__box').map((tag) => Number(attribute(tag, 'width')));
      expect(widths).toEqual(houseCells[rail]);
      const cut = tags(strip, 'marking-strip__cut')[0]!;
      expect(Number(attribute(cut, 'width'))).toBe(210);
    });
  });

  it('wrap onto a second page when there are more rails than a page holds', async () => {
    // Eight rails of one 1P breaker: four strips on the first page, six on the others.
    const rails: Design = {
      enclosureId: null,
      rows: Array.from({ length: 8 }, (_, i) => ({ items: [item('iek-mva20-1-016-c', { label: `Линия ${i + 1}` })] })),
    };
    const { body } = await download(`/api/designer/labels.pdf?${address(rails)}`);
    const parser = new PDFParse({ data: new Uint8Array(body) });
    try {
      const pages = (await parser.getText()).pages;
      expect(pages).toHaveLength(2);
      expect(pages[0]!.text).toContain('Линия 4');
      expect(pages[0]!.text).not.toContain('Линия 5');
      expect(pages[1]!.text).toContain('Линия 8');
    } finally {
      await parser.destroy();
    }
  });
});

describe('the drawings', () => {
  for (const [name, expected] of [
    ['single-line', ['Однолинейная схема', 'QF1', 'QD1', 'Ввод 3~ 400 В', 'Электроплита']],
    ['din-rail', ['Схема на DIN-рейке', 'Ряд 1', 'C40', 'УЗО, кухня и плита']],
  ] as const) {
    it(`${name}: a PDF with the drawing's text`, async () => {
      const { answer, body } = await download(`/api/designer/${name}.pdf?${address(housePanel)}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(body);
      for (const words of expected) expect(text).toContain(words);
    });

    it(`${name}: an SVG whose smallest text prints at 7 pt or more at its size`, async () => {
      const { answer, body } = await download(`/api/designer/${name}.svg?${address(housePanel)}`);
      expect(answer.status).toBe(200);
      expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.svg"/);
      const svg = body.toString('utf8');
      const root = /<svg[^>]*>/.exec(svg)![0];
      expect(attribute(root, 'xmlns')).toBe('http://www.w3.org/2000/svg');
      const widthMm = Number(/^([\d.]+)mm$/.exec(attribute(root, 'width')!)![1]);
      const viewBoxWidth = Number(attribute(root, 'viewBox')!.split(' ')[2]);
      // Points a unit: the width in mm × 72 / 25.4, over the units across.
      const scale = (widthMm * 72) / 25.4 / viewBoxWidth;
      const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
      expect(smallest * scale).toBeGreaterThanOrEqual(7);
    });
  }
});

describe('an SVG runs nothing', () => {
  const hostile: Design = {
    enclosureId: 'iek-mkm14-n-12-31-z',
    rows: [{ items: [item('iek-mva20-1-016-c', { label: '<script>alert(1)</script> & Co' })] }],
  };
  for (const name of ['labels', 'single-line', 'din-rail']) {
    it(`${name}.svg: a label is text, never markup; the answer forbids scripts`, async () => {
      const { answer, body } = await download(`/api/designer/${name}.svg?${address(hostile)}`);
      expect(answer.status).toBe(200);
      const svg = body.toString('utf8');
      expect(svg).not.toMatch(/<script/i);
      expect(svg).toContain('&lt;script&gt;');
      expect(svg).toContain('&amp; Co');
      expect(svg).not.toMatch(/\son[a-z]+="/i);
      expect(String(answer.headers['content-security-policy'])).toContain("default-src 'none'");
      expect(String(answer.headers['content-security-policy'])).toContain('sandbox');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    });
  }
});

describe('the bill of materials', () => {
  it('lists every product with its article, quantity, price and sum, and the total', async () => {
    const { answer, body } = await download(`/api/designer/bill-of-materials.pdf?${address(housePanel)}`);
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename="bill-of-materials-\d{4}-\d{2}-\d{2}\.pdf"/);
    // It prints the design's address, which without PUBLIC_ORIGIN comes from the Host.
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(body);
    expect(text).toContain('Состав и смета щита');
    expect(text).toContain('Адрес проекта (по нему откроется этот же щит):');
    expect(text).toContain('ООО «ЭлектроЩит Про»');
    // The catalogue's prices: 1P breakers 16 A ×6 (2 + 1 + 3) at 165 = 990; 10 A ×3 (1 + 2) at 165 = 495.
    expect(text).toContain('MVA20-1-016-C Автоматический выключатель ВА47-29 1P 16 А (C) 4,5 кА IEK 6 165,00 990,00');
    expect(text).toContain('MVA20-1-010-C Автоматический выключатель ВА47-29 1P 10 А (C) 4,5 кА IEK 3 165,00 495,00');
    expect(text).toContain('MKM14-N-36-31-Z');
    // 1980 + 581 + 9890 + 3190 + 2644 + 528 + 990 + 495 + 1290 + 1308 + 760 + 1690 = 25 346.
    expect(text).toContain('Итого: 25 346,00 ₽');
    expect(text.replace(/ /g, '')).toContain(`/elpanels/designer/result?d=${encodeDesign(housePanel)}`);
  });
});

describe('the result page', () => {
  it('offers every document in «Документы»: one GET form that needs no JavaScript, the design in it once', async () => {
    const encoded = encodeDesign(housePanel);
    const html = (await new Visitor(site).get(`/elpanels/designer/result?d=${encoded}`)).text;
    expect(html).toContain('<h2 id="documents-title">Документы</h2>');
    const form = /<form class="design-documents"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    // What a browser sends for a button: its formaction with the form's one field, `d`.
    expect(form).toContain(`<input type="hidden" name="d" value="${encoded}"/>`);
    expect(form).toMatch(/^<form class="design-documents"[^>]* method="get"/);
    expect(form.split(encoded)).toHaveLength(2);
    for (const file of [
      'labels.pdf',
      'labels.svg',
      'single-line.pdf',
      'single-line.svg',
      'din-rail.pdf',
      'din-rail.svg',
      'bill-of-materials.pdf',
    ]) {
      expect(form).toContain(`formAction="/api/designer/${file}"`);
    }
    expect(form).toContain('>Маркировка щита, PDF</button>');
  });
});

describe('the address', () => {
  it('a missing or broken d is a 400 with the Russian message, never a 500', async () => {
    const visitor = new Visitor(site);
    const missing = await visitor.get('/api/designer/labels.pdf');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ status: 400, error: 'bad_request', data: expect.stringMatching(/^Нет проекта щита/) });
    const broken = await visitor.get('/api/designer/single-line.svg?d=v1.garbage');
    expect(broken.status).toBe(400);
    expect(broken.body.data).toBe(decodeMessages.malformed);
    const tampered = encodeDesign(housePanel).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await visitor.get(`/api/designer/bill-of-materials.pdf?d=${tampered}`)).body.data).toBe(decodeMessages.tampered);
    expect((await visitor.get('/api/designer/nothing.pdf?d=x')).status).toBe(404);
    // The devices' contract read under the same prefix is still served.
    expect((await visitor.get('/api/designer/devices')).status).toBe(200);
  });

  it('an address from before lines and phases (version 1) still gives its documents', async () => {
    // The house panel as the designer wrote it before the address's version 2.
    const version1 = [
      'v1.065zqz2.aWVrLW1rbTE0LW4tMzYtMzEtegppZWstbXZhMjAtMy0wNDAtYyB6dWJyLXJuLTYzLTNmIGllay1tb3AyMC00LWMgaWVrLW1kdjE',
      'wLTQtMDQwLTAzMCBpZWstbXZhMjAtMy0wMTYtYyBpZWstbXZhMjAtMS0wMTYtYyBpZWstbXZhMjAtMS0wMTAtYyBpZWstbWR2MTAtMi0wNDAtM',
      'DMwIGllay1hdmR0MzItYzE2LTMwIGVrZi1rbS0yNWEtMm5vIGZpZi1lYTAyLTAwMS0wMDEKMCAxaSDC4u7kCTEgMSDQ5evlIO3g7_D_5uXt6P8',
      'JMiAxINPHyM8KMyAxINPHziwg6vP17f8g6CDv6-jy4Ak0IDEg3evl6vLw7u_r6PLgCTUgMiDK8_Xt_ywg8O7n5fLq6Ak2IDEg0eLl8iwg6vP17',
      'f8JNSAxIMru8rjrCjcgMSDTx84sIOru7O3g8vsJNSAzIMru7O3g8vssIPDu5-Xy6ugJNiAyINHi5fIsIOru7O3g8vsg6CDq7vDo5O7wIOLy7vD',
      'u4-4g_fLg5uAJOCAxIMLg7e3g_wk5IDEgwe7p6-XwLCDt7vft7ukg8uDw6PQJYSAxINDl6-Ug4vDl7OXt6A',
    ].join('');
    const { answer, body } = await download(`/api/designer/labels.svg?d=${version1}`);
    expect(answer.status).toBe(200);
    const widths = tags(body.toString('utf8'), 'marking-cell__box').map((tag) => Number(attribute(tag, 'width')));
    expect(widths).toEqual(houseCells.flat());
  });
});
