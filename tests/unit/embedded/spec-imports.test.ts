/**
 * The embedded API's bulk add (docs/behaviour.md, "Bulk add"), row by row against the demo
 * catalogue, with cases chosen by hand: each tolerance of the matching, other makers' articles, a
 * designation with several products, quantities past the unit's bounds, the 500 lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specImportSchema, type SpecImport } from '#shared/contract/spec-imports';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(() => {
  api = openTestApi();
});
afterAll(() => api.dispose());

async function importInto(
  rows: { line: number; text: string; quantity?: number | string }[],
): Promise<{ result: SpecImport; guestId: string }> {
  const guest = (await api.get('/api/specs/guest', { method: 'POST' })).json as { id: string };
  const answer = await api.get(`/api/specs/guest/${guest.id}/imports`, {
    method: 'POST',
    body: JSON.stringify({ rows }),
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status, answer.text).toBe(201);
  return { result: specImportSchema.parse(answer.json), guestId: guest.id };
}
const matchOf = async (text: string) => (await importInto([{ line: 1, text }])).result.rows[0]!;

describe('matching an article', () => {
  it.each([
    ['A9F79110', 'as written'],
    ['a9f79110', 'case'],
    ['A9F 791 10', 'spaces'],
    ['MVA20 1 016 C', 'spaces in place of hyphens'],
    ['MVA20.1.016.C', 'dots'],
    ['MVA20/1/016/C', 'slashes'],
    ['MVA20-1-16-C', 'a leading zero left out'],
    ['MVA20-01-016-C', 'a leading zero added'],
    ['МVА20-1-016-С', 'Cyrillic М, А, С'],
    ['MVA2O-1-O16-C', 'the letter O for the digit 0'],
    ['ЬМФ20-1-016-С', 'typed with the Russian layout on'],
  ])('%s (%s)', async (text) => {
    const row = await matchOf(text);
    expect(row.status).toBe('matched');
    expect(['A9F79110', 'MVA20-1-016-C']).toContain(row.product?.article);
  });

  it('finds a Russian designation typed with the Latin layout on', async () => {
    const row = await matchOf('DF47-29 3H 25F');
    expect(row.status).toBe('ambiguous');
    expect(row.candidates.map((c) => c.article).sort()).toEqual(['MVA20-3-025-C', 'MVA20-3-025-D']);
  });

  it("finds another maker's article through the cross-references, and says which", async () => {
    // Schneider's A9F79132 (1P C32 6 kA) is in the catalogue only as the products standing for it.
    const row = await matchOf('A9F79132');
    expect(['matched', 'ambiguous']).toContain(row.status);
    if (row.status === 'matched') expect(row.crossReference).toEqual({ brand: 'Schneider Electric', article: 'A9F79132' });
    else expect(row.candidates.length).toBeGreaterThan(1);
  });

  it('offers a choice when a designation fits several products, and suggestions when nothing does', async () => {
    const ambiguous = await matchOf('ВА47-29 3Р 25А');
    expect(ambiguous).toMatchObject({ status: 'ambiguous', message: 'Подходит несколько товаров: выберите нужный' });
    const typo = await matchOf('A9F79111');
    expect(typo.status).toBe('unmatched');
    expect(typo.candidates.map((c) => c.article)).toEqual(expect.arrayContaining(['A9F79110', 'A9F79116']));
    expect(typo.candidates.length).toBeLessThanOrEqual(3);
    const broad = await matchOf('автомат');
    expect(broad).toMatchObject({ status: 'unmatched', message: 'Под эту строку подходит слишком много товаров: уточните артикул' });
    expect(broad.candidates).toHaveLength(3);
    expect(await matchOf('фывапролд')).toMatchObject({ status: 'unmatched', candidates: [], message: 'Товар не найден' });
  });
});

describe('quantities and limits', () => {
  it('refuses a quantity that is not a number or past the bounds of the unit; sums repeats', async () => {
    const { result, guestId } = await importInto([
      { line: 1, text: 'A9F79110', quantity: 'много' },
      { line: 2, text: 'A9F79110', quantity: 1.5 },
      { line: 3, text: 'A9F79110', quantity: '2' },
      { line: 4, text: 'a9f79110', quantity: 3 },
      { line: 5, text: 'A9F79110', quantity: 99_999 },
      { line: 6, text: 'x'.repeat(201) },
      { line: 7, text: '   ' },
    ]);
    expect(result.rows.map((row) => [row.status, row.message])).toEqual([
      ['refused', 'Поле Количество должно быть числом'],
      ['refused', 'Поле Количество должно быть целым числом от 1 шт до 99\u00a0999 шт'],
      ['matched', null],
      ['matched', null],
      ['refused', 'Поле Количество должно быть целым числом от 1 шт до 99\u00a0999 шт'],
      ['refused', 'Строка длиннее 200 символов: оставьте в ней артикул и количество'],
      ['refused', 'Поле Артикул обязательно для заполнения'],
    ]);
    const spec = (await api.get(`/api/specs/guest/${guestId}`)).json as { lines: { quantity: number }[] };
    expect(spec.lines.map((line) => line.quantity)).toEqual([5]);
  });

  it('refuses rows past the 500 lines of a specification', async () => {
    const products = (api.api.db.prepare("SELECT article FROM products WHERE unit = 'шт' ORDER BY id").all() as { article: string }[]).map(
      (p) => p.article,
    );
    const guest = (await api.get('/api/specs/guest', { method: 'POST' })).json as { id: string };
    const { id } = api.api.db.prepare('SELECT id FROM specs WHERE guest_id = ?').get(guest.id) as { id: number };
    const insert = api.api.db.prepare(
      'INSERT INTO spec_lines (spec_id, product_id, position, quantity, note, saved_price_kopecks, saved_availability, added_at) ' +
        `VALUES (?, ?, ?, 1, '', 100, '{"status":"unavailable"}', 0)`,
    );
    for (let i = 0; i < 499; i++) insert.run(id, `gone-${i}`, i + 1);
    const answer = await api.get(`/api/specs/guest/${guest.id}/imports`, {
      method: 'POST',
      body: JSON.stringify({
        rows: [
          { line: 1, text: products[0] },
          { line: 2, text: products[1] },
        ],
      }),
      headers: { 'content-type': 'application/json' },
    });
    const rows = specImportSchema.parse(answer.json).rows;
    expect(rows.map((row) => [row.status, row.message])).toEqual([
      ['matched', null],
      ['refused', 'В спецификации не может быть больше 500 строк'],
    ]);
  });
});
