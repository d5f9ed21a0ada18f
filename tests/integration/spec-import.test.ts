/**
 * Bulk add through the BFF (docs/behaviour.md, "Bulk add"): a pasted list as JSON and as a form
 * posted without JavaScript, an uploaded .xlsx (built with ExcelJS) and .csv, and every refusal —
 * a file that is no spreadsheet, one too big, 2,001 rows, a zip bomb, external links, formulas —
 * in Russian, never a 500. An import is its owner's alone: another visitor's id is a 404.
 */
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRules } from '#server/access/rate-limit';
import { specImportSchema, type SpecImport } from '#shared/contract/spec-imports';
import { specSchema } from '#shared/contract/specs';
import { type AccountSite, createAccountSite, parseLocation, signedInMember, siteOrigin, Visitor } from '../support/account-site';

let site: AccountSite;
beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const endpoint = '/api/specs/current/imports';
const importOf = (body: unknown): SpecImport => specImportSchema.parse(body);
const rowOf = (result: SpecImport, line: number) => result.rows.find((row) => row.line === line)!;

/** A multipart post as a browser sends the form (no redirects followed); `json` as the page's script sends it. */
function postFile(visitor: Visitor, file: { name: string; bytes: Uint8Array | Buffer }, options: { json?: boolean; text?: string } = {}) {
  let test = visitor.agent
    .post(endpoint)
    .set('Host', 'site.test')
    .set('Origin', siteOrigin)
    .set('X-Forwarded-For', visitor.ip)
    .redirects(0);
  if (options.json) test = test.set('Accept', 'application/json');
  if (options.text !== undefined) test = test.field('text', options.text);
  return test.attach('file', Buffer.from(file.bytes), file.name);
}

async function xlsx(rows: unknown[][], build?: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Список');
  for (const row of rows) sheet.addRow(row);
  build?.(sheet, workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** How often `text` is shown on a page: its markup without the scripts and JSON blocks (which carry the page's data, not what is seen). */
const shownTimes = (html: string, text: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '').split(text).length - 1;

const paste = [
  'A9F79110 12',
  'MVA20-1-016-C;5',
  'ВА47-29 3Р 25А х 4',
  'ф9а79116', // A9F79116 typed with the Russian layout on
  'фывапролд',
  'A9F79110;много',
].join('\n');

describe('a pasted list', () => {
  it('as JSON: matched lines go in, the rest are listed with why, nothing dropped', async () => {
    const guest = new Visitor(site);
    const answer = await guest.postJson(endpoint, { text: paste });
    expect(answer.status).toBe(201);
    const result = importOf(answer.body);
    expect(result.rows.map((row) => [row.line, row.status])).toEqual([
      [1, 'matched'],
      [2, 'matched'],
      [3, 'ambiguous'],
      [4, 'matched'],
      [5, 'unmatched'],
      [6, 'refused'],
    ]);
    expect(rowOf(result, 1)).toMatchObject({ quantity: 12, product: { article: 'A9F79110' } });
    expect(
      rowOf(result, 3)
        .candidates.map((c) => c.article)
        .sort(),
    ).toEqual(['MVA20-3-025-C', 'MVA20-3-025-D']);
    expect(rowOf(result, 3).quantity).toBe(4);
    expect(rowOf(result, 6).message).toBe('Поле Количество должно быть числом');

    const spec = specSchema.parse((await guest.get('/api/specs/current').set('Accept', 'application/json')).body.spec);
    expect(spec.lines.map((line) => [line.product?.article, line.quantity])).toEqual([
      ['A9F79110', 12],
      ['MVA20-1-016-C', 5],
      ['A9F79116', 1],
    ]);
    expect(result.specId).toBe(spec.id);

    // Read back, then settle the ambiguous row by choosing, the unmatched one by correcting its text.
    const read = await guest.get(`${endpoint}/${result.id}`).set('Accept', 'application/json');
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    const chosen = await guest.postJson(`${endpoint}/${result.id}/rows/3`, { productId: rowOf(result, 3).candidates[0]!.id });
    expect(chosen.status).toBe(200);
    expect(rowOf(importOf(chosen.body), 3)).toMatchObject({ status: 'matched', product: { id: rowOf(result, 3).candidates[0]!.id } });
    const fixed = await guest.postJson(`${endpoint}/${result.id}/rows/5`, { text: 'S201-C10', quantity: 2 });
    expect(rowOf(importOf(fixed.body), 5).status).toBe('ambiguous'); // several products stand for ABB's S201-C10
    const fixedAgain = await guest.postJson(`${endpoint}/${result.id}/rows/5`, { text: 'EZ9F34116' });
    expect(rowOf(importOf(fixedAgain.body), 5)).toMatchObject({ status: 'matched', quantity: 2, product: { article: 'EZ9F34116' } });
    // A product that was not offered, a row already in, a line that is not there.
    const foreign = await guest.postJson(`${endpoint}/${result.id}/rows/6`, { productId: rowOf(result, 1).product!.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toBe('Этого товара нет среди предложенных для строки');
    expect((await guest.postJson(`${endpoint}/${result.id}/rows/1`, { text: 'A9F79116' })).status).toBe(409);
    expect((await guest.postJson(`${endpoint}/${result.id}/rows/99`, { text: 'A9F79116' })).status).toBe(404);
    // A correction left empty is refused and leaves the row as it was.
    const blank = await guest.postJson(`${endpoint}/${result.id}/rows/6`, { text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.data).toBe('Поле Артикул обязательно для заполнения');
    const unchanged = importOf((await guest.get(`${endpoint}/${result.id}`).set('Accept', 'application/json')).body);
    expect(rowOf(unchanged, 6)).toEqual(rowOf(result, 6));

    const after = specSchema.parse((await guest.get('/api/specs/current').set('Accept', 'application/json')).body.spec);
    expect(after.lines).toHaveLength(5);
  });

  it('as a form without JavaScript: a 303 to the outcome page with a notice, and the row settled by a form too', async () => {
    const guest = new Visitor(site);
    const posted = await guest.postForm(endpoint, { text: paste });
    expect(posted.status).toBe(303);
    const { pathname } = parseLocation(posted.headers.location);
    expect(pathname).toMatch(/^\/spec\/import\/[\w-]{32}$/);
    const importId = pathname.split('/').pop()!;
    const read = importOf((await guest.get(`${endpoint}/${importId}`).set('Accept', 'application/json')).body);
    const settled = await guest.postForm(`${endpoint}/${importId}/rows/3`, { productId: rowOf(read, 3).candidates[1]!.id });
    expect(settled.status).toBe(303);
    expect(settled.headers.location).toBe(`/spec/import/${importId}#line-3`);
    const fixed = await guest.postForm(`${endpoint}/${importId}/rows/5`, { text: 'фывапролд-2' });
    expect(fixed.status).toBe(303);
    const empty = await guest.postForm(endpoint, { text: '  \n ' });
    expect(empty.status).toBe(303);
    expect(parseLocation(empty.headers.location).pathname).toBe('/spec/import');
  });

  it('is refused past 2,000 rows, with the limit in the message', async () => {
    const guest = new Visitor(site);
    const text = Array.from({ length: 2001 }, (_, i) => `A9F79110 ${i + 1}`).join('\n');
    const answer = await guest.postJson(endpoint, { text });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe('За один раз можно добавить не больше 2\u00a0000 строк: разделите список на части');
  });
});

describe('an uploaded file', () => {
  it('.xlsx with headers in Russian: the article and quantity columns found wherever they stand', async () => {
    const guest = new Visitor(site);
    const file = await xlsx([
      ['Спецификация щита ЩР-1'],
      ['№', 'Наименование', 'Артикул', 'Кол-во'],
      [1, 'Автомат', 'MVA20-1-016-C', 6],
      [2, 'Автомат', 'A9F 791-10', '2 шт'],
      [3, 'Кабель', 'нет такого', 3],
    ]);
    const answer = await postFile(guest, { name: 'щит.xlsx', bytes: file }, { json: true });
    expect(answer.status).toBe(201);
    const result = importOf(answer.body);
    expect(result.rows.map((row) => [row.line, row.text, row.quantity, row.status])).toEqual([
      [3, 'MVA20-1-016-C', 6, 'matched'],
      [4, 'A9F 791-10', 2, 'matched'],
      [5, 'нет такого', 3, 'unmatched'],
    ]);
  });

  it('.xlsx without headers: columns A and B; formulas read as their saved values', async () => {
    const guest = new Visitor(site);
    const file = await xlsx([['A9F79110', 3]], (sheet) => {
      sheet.getCell('A2').value = 'EZ9F34116';
      sheet.getCell('B2').value = { formula: '2*5', result: 10 } as ExcelJS.CellFormulaValue;
    });
    const result = importOf((await postFile(guest, { name: 'list.xlsx', bytes: file }, { json: true })).body);
    expect(result.rows.map((row) => [row.text, row.quantity, row.status])).toEqual([
      ['A9F79110', 3, 'matched'],
      ['EZ9F34116', 10, 'matched'],
    ]);
  });

  it('.xlsx with a formula and no saved value is refused, never evaluated', async () => {
    const guest = new Visitor(site);
    const file = await xlsx([['A9F79110', 3]], (sheet) => {
      sheet.getCell('B1').value = { formula: 'WEBSERVICE("http://example.com")' } as ExcelJS.CellFormulaValue;
    });
    const answer = await postFile(guest, { name: 'list.xlsx', bytes: file }, { json: true });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe('В файле есть формулы без сохранённых значений: откройте файл в Excel и сохраните его заново');
  });

  it('.csv from Russian Excel: semicolons, Windows-1251, a header', async () => {
    const guest = new Visitor(site);
    const text = 'Артикул;Количество\r\nA9F79110;4\r\nМVА20-1-16-С;1,0\r\n';
    // Windows-1251 by hand (Node has no encoder for it): А–я are 0xC0–0xFF there.
    const cp1251 = Buffer.from(
      [...text].map((char) => (char >= 'А' && char <= 'я' ? char.charCodeAt(0) - 0x410 + 0xc0 : char.charCodeAt(0))),
    );
    const answer = await postFile(guest, { name: 'list.csv', bytes: cp1251 }, { json: true });
    expect(answer.status).toBe(201);
    const result = importOf(answer.body);
    expect(result.rows.map((row) => [row.line, row.quantity, row.status, row.product?.article])).toEqual([
      [2, 4, 'matched', 'A9F79110'],
      [3, 1, 'matched', 'MVA20-1-016-C'],
    ]);
  });

  it('refuses what is not a spreadsheet, with a Russian message, for the script and for the form', async () => {
    const guest = new Visitor(site);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const answer = await postFile(guest, { name: 'photo.png', bytes: png }, { json: true });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe('Файл не похож на таблицу: загрузите .xlsx или .csv со столбцами «Артикул» и «Количество»');
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') });
    expect((await postFile(guest, { name: 'list.xlsx', bytes: docx }, { json: true })).body.data).toBe(answer.body.data);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const malformed = await postFile(guest, { name: 'list.xlsx', bytes: broken }, { json: true });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toMatch(/^Файл (повреждён|не похож на таблицу)/);
    const form = await postFile(guest, { name: 'photo.png', bytes: png });
    expect(form.status).toBe(303);
    expect(parseLocation(form.headers.location).pathname).toBe('/spec/import');
    // The form's page shows the message above the form, drawn by the server, once: not again as the foot notice.
    const back = await guest.get('/spec/import');
    expect(back.text).toMatch(/data-testid="import-error"[^>]*>Файл не похож на таблицу/);
    expect(shownTimes(back.text, 'Файл не похож на таблицу')).toBe(1);
    expect((await guest.get('/spec/import')).text).not.toContain('data-testid="import-error"');
  });

  it('refuses a file over 1 MB with the limit in the message', async () => {
    const guest = new Visitor(site);
    const big = Buffer.alloc(1024 * 1024 + 10, 'A');
    const answer = await postFile(guest, { name: 'big.csv', bytes: big }, { json: true });
    expect(answer.status).toBe(413);
    expect(answer.body.data).toBe('Файл больше 1 МБ: загрузите файл до 1 МБ или вставьте список текстом');
    const huge = Buffer.alloc(3 * 1024 * 1024, 'A');
    const body = await postFile(guest, { name: 'huge.csv', bytes: huge }, { json: true });
    expect(body.status).toBe(413);
    expect(body.body.data).toBe(answer.body.data);
  });

  it('refuses 2,001 rows', async () => {
    const guest = new Visitor(site);
    const file = await xlsx(Array.from({ length: 2001 }, (_, i) => [`A9F79110`, i + 1]));
    const answer = await postFile(guest, { name: 'long.xlsx', bytes: file }, { json: true });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe('В файле больше 2\u00a0000 строк: разделите список на части');
  });

  it('refuses a zip bomb before ExcelJS unpacks it', async () => {
    const guest = new Visitor(site);
    const bomb = zipSync(
      {
        '[Content_Types].xml': strToU8('<Types/>'),
        'xl/workbook.xml': strToU8('<workbook/>'),
        'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024),
      },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await postFile(guest, { name: 'bomb.xlsx', bytes: bomb }, { json: true });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe('Файл распаковывается больше чем в 32 МБ: это не похоже на список артикулов');
  });

  it('refuses a workbook that links other workbooks', async () => {
    const guest = new Visitor(site);
    const file = await xlsx([['A9F79110', 1]]);
    const { unzipSync } = await import('fflate');
    const entries = unzipSync(new Uint8Array(file));
    entries['xl/externalLinks/externalLink1.xml'] = strToU8('<externalLink/>');
    const answer = await postFile(guest, { name: 'linked.xlsx', bytes: zipSync(entries) }, { json: true });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe('Файл ссылается на другие книги Excel: сохраните список без внешних ссылок');
  });
});

describe("a signed-in user's specifications", () => {
  it("the list goes into the numbered specification the form names, never another person's", async () => {
    const { visitor: member } = await signedInMember(site);
    const first = specSchema.parse((await member.postJson('/api/specs', { name: 'Щит 1' })).body);
    const second = specSchema.parse((await member.postJson('/api/specs', { name: 'Щит 2' })).body);
    const posted = await member.postForm(endpoint, { text: 'A9F79110 3', specId: first.id });
    expect(posted.status).toBe(303);
    // Without JavaScript a refusal goes back to the same specification's form.
    const empty = await member.postForm(endpoint, { text: ' ', specId: first.id });
    expect(empty.status).toBe(303);
    expect(empty.headers.location).toBe(`/spec/import?spec=${first.id}`);
    const json = importOf((await member.postJson(endpoint, { text: 'A9F79116', specId: first.id })).body);
    expect(json.specId).toBe(first.id);
    const lines = async (id: string) =>
      specSchema.parse((await member.get(`/api/specs/${id}`).set('Accept', 'application/json')).body).lines.map((l) => l.product?.article);
    expect(await lines(first.id)).toEqual(['A9F79110', 'A9F79116']);
    expect(await lines(second.id)).toEqual([]);

    const { visitor: other } = await signedInMember(site);
    const foreign = await other.postJson(endpoint, { text: 'A9F79110', specId: first.id });
    expect(foreign.status).toBe(404);
    expect(await lines(first.id)).toHaveLength(2);
  });
});

describe('the pages', () => {
  it('the form and the outcome are noindex, private, never cached; the outcome drawn on the server for its owner', async () => {
    const guest = new Visitor(site);
    const form = await guest.get('/spec/import');
    expect(form.status).toBe(200);
    expect(form.headers['cache-control']).toBe('private, no-store');
    expect(form.text).toContain('<meta name="robots" content="noindex"');
    expect(form.text).toMatch(/enctype="multipart\/form-data"/i);
    const posted = await guest.postForm(endpoint, { text: paste });
    const page = await guest.get(parseLocation(posted.headers.location).pathname);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex"');
    expect(page.text).toContain('Добавлено в спецификацию: 3 из 6');
    expect(page.text).toContain('фывапролд');
    expect(page.text).toContain('MVA20-3-025-D');
    const sitemap = await guest.get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/spec/import');
  });
});

describe('whose import it is', () => {
  it("another visitor's import id is a 404 — a guest's, a user's, a made-up one", async () => {
    const owner = new Visitor(site);
    const result = importOf((await owner.postJson(endpoint, { text: 'A9F79110 2' })).body);
    const stranger = new Visitor(site);
    await stranger.postJson(endpoint, { text: 'A9F79116' });
    for (const visitor of [stranger, new Visitor(site)]) {
      const read = await visitor.get(`${endpoint}/${result.id}`).set('Accept', 'application/json');
      expect(read.status).toBe(404);
      expect(read.body.data).toBe('Результат загрузки не найден: он хранится сутки и виден только тому, кто загружал список');
      expect((await visitor.postJson(`${endpoint}/${result.id}/rows/1`, { text: 'A9F79116' })).status).toBe(404);
      expect((await visitor.get(`/spec/import/${result.id}`)).status).toBe(404);
    }
    const { visitor: member } = await signedInMember(site);
    const own = importOf((await member.postJson(endpoint, { text: 'A9F79110 2\nфывапролд' })).body);
    expect((await member.get(`${endpoint}/${own.id}`).set('Accept', 'application/json')).status).toBe(200);
    expect((await owner.get(`${endpoint}/${own.id}`).set('Accept', 'application/json')).status).toBe(404);
    const { visitor: other } = await signedInMember(site);
    expect((await other.get(`${endpoint}/${own.id}`).set('Accept', 'application/json')).status).toBe(404);
    expect((await other.get(`${endpoint}/${'x'.repeat(32)}`).set('Accept', 'application/json')).status).toBe(404);
    expect((await other.get(`${endpoint}/..%2F..%2Fsaves`).set('Accept', 'application/json')).status).toBe(404);
  });
});

describe('the limit per address', () => {
  // Each import reads a file of up to 1 MB and matches up to 2,000 rows: it counts with the documents' downloads.
  const { max, windowMs } = limitRules.exportsPerIp;
  it(`allows ${max} imports and downloads per address in ${windowMs / 60_000} minutes, then 429 with Retry-After`, async () => {
    const guest = new Visitor(site);
    // Downloads and imports share one count: half of it spent on downloads (none to serve: 404).
    for (let i = 0; i < max / 2; i++) {
      expect((await guest.get('/api/specs/current/export.xlsx').set('Accept', 'application/json')).status).toBe(404);
    }
    for (let i = 0; i < max / 2; i++) expect((await guest.postJson(endpoint, { text: 'A9F79110 1' })).status).toBe(201);
    const over = await guest.postJson(endpoint, { text: 'A9F79110 1' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: 429, error: 'too_many_requests' });
    expect(over.body.data).toMatch(/^Слишком много загрузок списков\. Попробуйте ещё раз через \d+ мин\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // A file is refused before it is read.
    const file = await postFile(guest, { name: 'list.csv', bytes: Buffer.from('A9F79110;1') }, { json: true });
    expect(file.status).toBe(429);

    // Without JavaScript: back to the form, the message shown above it once, in Russian.
    const form = await guest.postForm(endpoint, { text: 'A9F79110 1' });
    expect(form.status).toBe(303);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
    expect(parseLocation(form.headers.location).pathname).toBe('/spec/import');
    const back = await guest.get('/spec/import');
    expect(back.text).toMatch(/data-testid="import-error"[^>]*>Слишком много загрузок списков\. Попробуйте ещё раз через \d+ мин\./);
    expect(shownTimes(back.text, 'Слишком много загрузок списков')).toBe(1);

    // Only the specification's current lines went in; another address is not refused.
    const spec = specSchema.parse((await guest.get('/api/specs/current').set('Accept', 'application/json')).body.spec);
    expect(spec.lines.map((line) => [line.product?.article, line.quantity])).toEqual([['A9F79110', max / 2]]);
    expect((await new Visitor(site).postJson(endpoint, { text: 'A9F79110 1' })).status).toBe(201);
  });
});

describe('bad input', () => {
  it('from another site is refused, a form and a file alike', async () => {
    const guest = new Visitor(site);
    const foreign = await guest.agent
      .post(endpoint)
      .set('Host', 'site.test')
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-For', guest.ip)
      .type('form')
      .send('text=A9F79110')
      .redirects(0);
    expect(foreign.status).toBe(403);
    const file = await guest.agent
      .post(endpoint)
      .set('Host', 'site.test')
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-For', guest.ip)
      .attach('file', Buffer.from('A9F79110;1'), 'list.csv')
      .redirects(0);
    expect(file.status).toBe(403);
    expect(guest.cookie('spec')).toBeUndefined();
  });

  it('never gets a 500', async () => {
    const guest = new Visitor(site);
    const bodies: unknown[] = [
      '{',
      [],
      { rows: 'x' },
      { rows: [{ line: 0, text: 'A' }] },
      {
        rows: [
          { line: 1, text: 'A' },
          { line: 1, text: 'B' },
        ],
      },
      { rows: [{ line: 1, text: 5 }] },
      { text: 12 },
      { text: '\u0000\u0001' },
      { text: 'x'.repeat(15000) },
      { rows: [{ line: 1, text: 'A9F79110', quantity: 1e308 }] },
      { rows: [{ line: 1, text: 'A9F79110', quantity: -1 }] },
    ];
    for (const body of bodies) {
      const answer = await guest.postJson(endpoint, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    for (const body of [{}, { productId: '../x' }, { text: 5 }, { productId: 'A'.repeat(200) }]) {
      const answer = await guest.postJson(`${endpoint}/${'A'.repeat(32)}/rows/1`, body);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
