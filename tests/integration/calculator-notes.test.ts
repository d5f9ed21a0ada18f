/**
 * The calculation note of a calculator's result through the BFF (docs/calculators.md, "Calculation
 * note"): a PDF read back as text — the company, the inputs, the result, «Как считали» with the
 * substituted formula and the table row, the references, the result's address; every calculator's
 * note; a bad query 400 and an unknown calculator 404, never a 500; the export limit's 429.
 */
import { PDFParse } from 'pdf-parse';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRules } from '#server/access/rate-limit';
import { calculatorIds, calculators } from '#shared/calculators';
import { type AccountSite, createAccountSite, siteOrigin, Visitor } from '../support/account-site';

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

/** The text a reader copying out of the PDF gets, with every kind of space as one space. */
async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f\s]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
const spaced = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ');

describe('the cable-section calculation note', () => {
  // 5 kW, single-phase 230 V, cos φ 0,95, copper laid openly, 20 m — by hand:
  // I = P / (U · cos φ) = 5000 / (230 · 0,95) = 22,883 A → «22,9 А»;
  // ПУЭ табл. 1.3.4, copper, open: 1,5 mm² carries 23 A ≥ 22,9 A → 1,5 mm²;
  // R = ρ · L / S = 0,0175 · 20 / 1,5 = 0,2333 Ω;
  // ΔU = 2 · I · ρ · L · cos φ / S = 2 · 22,883 · 0,0175 · 20 · 0,95 / 1,5 = 10,14 V; ΔU% = 10,14 / 230 · 100 = 4,41 %.
  const query = 'mode=power&power=5&phases=1&cosphi=0.95&material=copper&laying=open&length=20';

  it('downloads as a PDF with the inputs, the table row, the substituted formula, the references and the address', async () => {
    const answer = await binary(new Visitor(site).get(`/api/calculators/cable-section/note.pdf?${query}`));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^attachment; filename="calculation-cable-section-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''/,
    );
    // The harness has no PUBLIC_ORIGIN: the address inside comes from the Host, so no shared cache keeps it.
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(answer.body as Buffer);
    expect(text).toContain('ООО «ЭлектроЩит Про»');
    expect(text).toContain('Расчётная записка');
    expect(text).toMatch(/Дата: \d{1,2} [а-я]+ \d{4}/);
    // Inputs.
    expect(text).toContain('Мощность нагрузки 5 кВт');
    expect(text).toContain('Длина линии 20 м');
    // Result and «Как считали».
    expect(text).toContain('Сечение жилы 1,5 мм²');
    expect(text).toContain('Как считали');
    expect(text).toContain('I = P / (U · cos φ) = 5 000 / (230 · 0,95) = 22,9 А');
    expect(text).toContain('ПУЭ, 7-е изд., табл. 1.3.4');
    expect(text).toContain('1,5 мм² — 23 А');
    expect(text).toContain('4,41 %');
    expect(text).toContain('Допущения и границы применимости');
    expect(text).toContain('Список источников');
    expect(text).toContain('ГОСТ Р 50571.5.52-2011');
    // The address, as text however it wraps (and as the QR code, which no text reader sees).
    expect(text.replace(/ /g, '')).toContain(`${siteOrigin}/calculators/cable-section?${query}`);
  });

  it('may be kept by a shared cache only when the address inside comes from PUBLIC_ORIGIN, not the Host', async () => {
    const configured = createAccountSite({ env: { PUBLIC_ORIGIN: 'https://shop.example' } });
    try {
      const answer = await binary(new Visitor(configured).get(`/api/calculators/cable-section/note.pdf?${query}`));
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      const text = await pdfText(answer.body as Buffer);
      expect(text.replace(/ /g, '')).toContain(`https://shop.example/calculators/cable-section?${query}`);
      expect(text).not.toContain(siteOrigin);
    } finally {
      configured.close();
    }
  });

  it('is 400 with the Russian message for a bad query, 404 for an unknown calculator, never a 500', async () => {
    const visitor = new Visitor(site);
    const bad = await visitor.get('/api/calculators/cable-section/note.pdf?mode=power&power=-1').set('Accept', 'application/json');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 400, error: 'bad_request', data: 'Поле Мощность нагрузки должно быть больше 0' });
    const notNumber = await visitor.get('/api/calculators/voltage-drop/note.pdf?length=1e3');
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.data).toBe('Поле Длина линии должно быть числом');
    const empty = await visitor.get('/api/calculators/grounding/note.pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.data).toMatch(/^Нет исходных данных/);
    const unknown = await visitor.get('/api/calculators/nope/note.pdf?power=5');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, error: 'not_found', data: 'Калькулятор не найден' });
  });
});

describe("every calculator's note", () => {
  for (const id of calculatorIds) {
    it(`${id}: downloads with its result at the fresh form's address`, async () => {
      const calculator = calculators[id];
      const query = calculator.valuesToQuery(calculator.defaults);
      const evaluation = calculator.evaluate(query);
      expect(evaluation.state).toBe('computed');
      if (evaluation.state !== 'computed') return;
      const answer = await binary(new Visitor(site).get(`/api/calculators/${id}/note.pdf?${query.toString()}`));
      expect(answer.status).toBe(200);
      const text = await pdfText(answer.body as Buffer);
      const result = evaluation.result as { inputs: { label: string; text: string }[]; explanation: { steps: { result: string }[] } };
      for (const input of result.inputs) expect(text).toContain(spaced(input.text));
      // Every step's result as the page's «Как считали» shows it.
      for (const step of result.explanation.steps) expect(text).toContain(spaced(step.result));
    });
  }
});

describe('the export limit', () => {
  const { max, windowMs } = limitRules.exportsPerIp;
  it(`counts notes with the other downloads: ${max} in ${windowMs / 60_000} minutes, then 429 with Retry-After`, async () => {
    const visitor = new Visitor(site);
    const query = 'mode=current&current=10';
    // The limiter counts before anything is built; exhaust it with the specification's cheap 404s.
    for (let i = 0; i < max; i++)
      expect((await visitor.get('/api/specs/current/export.pdf').set('Accept', 'application/json')).status).toBe(404);
    const over = await visitor.get(`/api/calculators/cable-section/note.pdf?${query}`);
    expect(over.status).toBe(429);
    expect(over.body.data).toMatch(/^Слишком много выгрузок\. Попробуйте ещё раз через \d+ мин\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await binary(new Visitor(site).get(`/api/calculators/cable-section/note.pdf?${query}`))).status).toBe(200);
  });
});
