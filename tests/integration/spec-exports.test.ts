/**
 * The specification's downloads through the BFF (docs/behaviour.md, "Documents"): XLSX, PDF and the
 * documents pack of the current specification and of a signed-in user's named one, read back; the
 * headers of a download; another user's number, an empty or missing specification, the export limit
 * (429 with Retry-After), a browser's link answered with a notice, never a 500.
 */
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRules } from '#server/access/rate-limit';
import { listingName } from '#server/documents/documents-pack';
import { specSchema } from '#shared/contract/specs';
import { type AccountSite, createAccountSite, signedInMember, Visitor } from '../support/account-site';

let site: AccountSite;
let products: { id: string; name: string; article: string; unit: string }[];

beforeAll(() => {
  site = createAccountSite();
  products = site.embedded.db.prepare('SELECT id, name, article, unit FROM products ORDER BY id LIMIT 3').all() as typeof products;
});
afterAll(() => site.close());

/** The answer's body as bytes, whatever its type. */
const binary = (test: Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

async function withLines(visitor: Visitor, base = '/api/specs/current') {
  for (const [i, product] of products.entries()) {
    const added = await visitor.postJson(`${base}/lines`, {
      productId: product.id,
      quantity: i + 1,
      note: i === 0 ? '=HYPERLINK("x")' : '',
    });
    expect(added.status).toBe(200);
  }
}

async function sheetTexts(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f\s]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe("the current specification's documents", () => {
  it('downloads as XLSX with the lines, the company and a safe attachment name', async () => {
    const guest = new Visitor(site);
    await withLines(guest);
    const answer = await binary(guest.get('/api/specs/current/export.xlsx'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const disposition = String(answer.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="specification-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(/^Спецификация \d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetTexts(answer.body as Buffer);
    expect(rows[0]).toEqual(['ООО «ЭлектроЩит Про»']);
    const header = rows.findIndex((row) => row[0] === '№');
    expect(rows[header + 1]!.slice(0, 6)).toEqual([1, products[0]!.article, products[0]!.name, expect.any(String), products[0]!.unit, 1]);
    expect(rows[header + 1]![8]).toBe(`'=HYPERLINK("x")`);
    expect(rows.slice(header + 1, header + 4).map((row) => row[0])).toEqual([1, 2, 3]);
    expect(rows[header + 4]).toContain('Итого:');
    expect(rows[header + 5]).toContain('в т.ч. НДС 22 %:');
  });

  it('downloads as PDF with copyable Cyrillic', async () => {
    const guest = new Visitor(site);
    await withLines(guest);
    const answer = await binary(guest.get('/api/specs/current/export.pdf'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="specification-[\d-]+\.pdf"; filename\*=UTF-8''/);
    const text = await pdfText(answer.body as Buffer);
    expect(text).toContain('Спецификация «Спецификация»');
    expect(text).toContain(products[1]!.name.replace(/\s+/g, ' ').slice(0, 20));
    expect(text).toContain('Страница 1 из 1');
  });

  it("packs every line's certificate and datasheet with a listing", async () => {
    const guest = new Visitor(site);
    await withLines(guest);
    const answer = await binary(guest.get('/api/specs/current/documents.zip'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="documents-[\d-]+\.zip"; filename\*=UTF-8''/);
    const files = unzipSync(new Uint8Array(answer.body as Buffer));
    const packed = Object.keys(files).filter((name) => name !== listingName);
    expect(packed).toHaveLength(products.length * 2);
    for (const [i, product] of products.entries()) {
      const folder = `00${i + 1}-`;
      expect(
        packed
          .filter((name) => name.startsWith(folder))
          .map((name) => name.split('/')[1])
          .sort(),
      ).toEqual(['certificate.svg', 'datasheet.svg']);
      expect(strFromU8(files[listingName]!)).toContain(`${i + 1}. ${product.article} — `);
    }
    expect(strFromU8(files[packed[0]!]!)).toMatch(/^<svg|<\?xml/);
  });

  it('no specification or an empty one: a Russian message — JSON for callers, a notice for a browser', async () => {
    const guest = new Visitor(site);
    const none = await guest.get('/api/specs/current/export.xlsx').set('Accept', 'application/json');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ status: 404, error: 'not_found', data: 'Спецификация не найдена' });

    await guest.postJson('/api/specs/current/lines', { productId: products[0]!.id, quantity: 1 });
    await guest.deleteJson(`/api/specs/current/lines/${products[0]!.id}`);
    const empty = await guest.get('/api/specs/current/export.pdf').set('Accept', 'application/json');
    expect(empty.status).toBe(409);
    expect(empty.body.data).toBe('В спецификации нет товаров: добавьте товары, чтобы скачать документ');

    const browser = await guest.get('/api/specs/current/documents.zip').set('Accept', 'text/html,application/xhtml+xml').redirects(0);
    expect(browser.status).toBe(303);
    expect(browser.headers.location).toBe('/spec');
    expect(String(browser.headers['set-cookie'])).toMatch(/flash=/);
  });
});

describe("a signed-in user's named specification", () => {
  it("downloads its own; another user's number is 404 JSON, never its data", async () => {
    const owner = await signedInMember(site);
    const spec = specSchema.parse((await owner.visitor.postJson('/api/specs', { name: 'Щит/ВРУ "1"' })).body);
    await withLines(owner.visitor, `/api/specs/${spec.id}`);
    const own = await binary(owner.visitor.get(`/api/specs/${spec.id}/export.xlsx`));
    expect(own.status).toBe(200);
    // The Russian name without the characters a file name cannot hold.
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(own.headers['content-disposition'] as string)![1]!)).toMatch(
      /^Спецификация «Щит ВРУ 1» \d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    expect((await sheetTexts(own.body as Buffer)).some((row) => row[0] === 'Спецификация «Щит/ВРУ "1"»')).toBe(true);

    const { visitor } = await signedInMember(site);
    for (const kind of ['export.xlsx', 'export.pdf', 'documents.zip']) {
      const answer = await visitor.get(`/api/specs/${spec.id}/${kind}`).set('Accept', 'application/json');
      expect(answer.status, kind).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body.data).toBe('Спецификация не найдена');
      expect(answer.text).not.toContain('Щит');
    }
    const signedOut = await new Visitor(site).get(`/api/specs/${spec.id}/export.pdf`).set('Accept', 'application/json');
    expect(signedOut.status).toBe(401);
  });
});

describe('bad input and the limit', () => {
  it('odd addresses under /api/specs are 404 JSON, never a 500', async () => {
    const guest = new Visitor(site);
    for (const path of [
      '/api/specs/current/export.docx',
      '/api/specs/0/export.xlsx',
      '/api/specs/abc/export.pdf',
      '/api/specs/12345678901/export.pdf',
      '/api/specs/current/export.xlsx/extra',
      '/api/specs/current/export.xlsx%00',
    ]) {
      const answer = await guest.get(path).set('Accept', 'application/json');
      expect(answer.status, path).toBe(404);
      expect(answer.body.status, path).toBe(404);
    }
    const junkCookie = await guest
      .get('/api/specs/current/export.xlsx')
      .set('Cookie', 'spec=../../x; sid=garbage')
      .set('Accept', 'application/json');
    expect(junkCookie.status).toBe(404);
  });

  const { max, windowMs } = limitRules.exportsPerIp;
  it(`allows ${max} downloads per address in ${windowMs / 60_000} minutes, then 429 with Retry-After`, async () => {
    const guest = new Visitor(site);
    for (let i = 0; i < max; i++) {
      expect((await guest.get('/api/specs/current/export.xlsx').set('Accept', 'application/json')).status).toBe(404);
    }
    const over = await guest.get('/api/specs/current/export.pdf').set('Accept', 'application/json');
    expect(over.status).toBe(429);
    expect(over.body.data).toMatch(/^Слишком много выгрузок\. Попробуйте ещё раз через \d+ мин\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not refused.
    expect((await new Visitor(site).get('/api/specs/current/export.pdf').set('Accept', 'application/json')).status).toBe(404);
  });
});
