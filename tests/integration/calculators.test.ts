/**
 * The calculator pages through the whole BFF (docs/behaviour.md, "Calculators"): the server renders
 * the result from the address, so a shared link shows it without JavaScript; values that do not
 * pass show their Russian message beneath the field and no number; the form is a GET form; a
 * hostile address is an answer, never a failure.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { calculators, type CalculatorId } from '#shared/calculators';
import { browserUserAgent, createSiteHarness, type SiteHarness } from '../support/site-harness';

let site: SiteHarness;
beforeAll(() => {
  site = createSiteHarness();
});
afterAll(() => site.close());

const visit = (path: string) => request(site.server).get(path).set('user-agent', browserUserAgent).redirects(0);

/** The page's text as a reader sees it: React's text separators gone, no-break spaces as spaces, entities decoded. */
const readable = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replaceAll('\u00a0', ' ')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The result's summary: the answer, the prompt, or what to fix. */
function summaryOf(html: string): string {
  const text = readable(html);
  const start = text.indexOf('class="calc-result__summary"');
  expect(start, 'the page has a result summary').toBeGreaterThan(0);
  const end = text.indexOf('</section>', start);
  return text
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The fresh form's values sent as a query: every calculator computes from it. */
const freshQuery = (id: CalculatorId) => calculators[id].valuesToQuery(calculators[id].defaults);
const pathOf = (id: CalculatorId, query: URLSearchParams) => `/calculators/${id}?${query.toString()}`;

describe('/calculators', () => {
  test('lists the six calculators, each linking to its page', async () => {
    const answer = await visit('/calculators');
    expect(answer.status).toBe(200);
    for (const id of Object.keys(calculators)) expect(answer.text).toContain(`href="/calculators/${id}"`);
    expect(answer.text.match(/class="calc-card"/g)).toHaveLength(6);
  });
});

describe('a calculator with a computable address shows its result in the server’s HTML', () => {
  const cases: [CalculatorId, string, string[]][] = [
    [
      'cable-section',
      'mode=power&power=5&phases=1&cosphi=0,95&material=copper&laying=open',
      ['Сечение жилы: 1,5 мм²', 'ПУЭ, табл. 1.3.4', 'I = 22,9 А', 'Iдоп = 23 А'],
    ],
    ['voltage-drop', freshQuery('voltage-drop').toString(), ['Падение напряжения: 6,09 В (2,65 %)', '223,9 В']],
    [
      'power-consumption',
      freshQuery('power-consumption').toString(),
      ['Расчётная мощность Pр: 7,35 кВт', '33,6 А', 'автомат — 40 А', '11,5 кВт'],
    ],
    [
      'short-circuit',
      freshQuery('short-circuit').toString(),
      ['Ток однофазного КЗ Ik: 474 А', 'Автомат C16 срабатывает мгновенно', '474 А ≥ 10 · 16 А = 160 А'],
    ],
    ['grounding', freshQuery('grounding').toString(), ['Число электродов: 7', '3,56 Ом']],
    ['electricity-cost', freshQuery('electricity-cost').toString(), ['Стоимость в месяц: 1 131 ₽', '13 572 ₽', '174 кВт·ч']],
  ];

  test.each(cases)('%s', async (id, query, expected) => {
    const answer = await visit(`/calculators/${id}?${query}`);
    expect(answer.status).toBe(200);
    const summary = summaryOf(answer.text);
    for (const text of expected) expect(summary).toContain(text);
    expect(answer.text).not.toMatch(/role="alert"/);
    expect(readable(answer.text)).toContain('<h3 id="calc-how-title" class="calc-result__subtitle">Как считали</h3>');
  });

  /** «Как считали» as a reader sees it: the section's text, tags gone. */
  function howOf(html: string): string {
    const text = readable(html);
    const start = text.indexOf('id="calc-how-title"');
    expect(start, 'the result has «Как считали»').toBeGreaterThan(0);
    return text
      .slice(start, text.indexOf('</section>', start))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  }

  // Worked by hand from the fresh forms' values (docs/calculators.md gives each example).
  const howCases: [CalculatorId, string, string[]][] = [
    [
      'cable-section',
      'mode=power&power=15&phases=3&cosphi=0,95&material=copper&laying=open',
      // I = 15 000 / (1,732 · 400 · 0,95) = 22,79 А → 1,5 мм², 23 А (табл. 1.3.4, медь, открыто).
      [
        'I = P / (√3 · U · cos φ) = 15 000 / (1,732 · 400 · 0,95) = 22,8 А',
        'ПУЭ, 7-е изд., табл. 1.3.4, медь, проложенные открыто, 1,5 мм² — 23 А',
        'Температура воздуха +25 °C',
      ],
    ],
    [
      'voltage-drop',
      freshQuery('voltage-drop').toString(),
      // 5 кВт, 230 В, 0,95: I = 22,9 А; ΔU = 2 · 22,9 · 0,0175 · 20 · 0,95 / 2,5 = 6,09 В; 6,09 / 230 = 2,65 %.
      ['ΔU = 2 · I · ρ · L · cos φ / S = 2 · 22,9 · 0,0175 · 20 · 0,95 / 2,5 = 6,09 В', 'ГОСТ Р 50571.5.52-2011, прил. G, табл. G.52.1'],
    ],
    [
      'power-consumption',
      freshQuery('power-consumption').toString(),
      // Pр = (1,5 · 0,9 + 3 · 0,6 + 7 · 0,6) · 1 = 7,35 кВт; I = 7 350 / (230 · 0,95) = 33,6 А → 40 А (32 А мало).
      ['Pр = Σ (P · n · Кс) · Ко = (1,5 · 1 · 0,9 + 3 · 1 · 0,6 + 7 · 1 · 0,6) · 1 = 7,35 кВт', 'Iн ≥ I: 40 А ≥ 33,6 А', 'Кс = 0,9'],
    ],
    [
      'short-circuit',
      freshQuery('short-circuit').toString(),
      // Zп = 2 · 0,0175 · 30 / 2,5 = 0,42 Ом; Ik = 230 / (0,065 + 0,42) = 474 А.
      ['Ik = Uф / (Zт/3 + Zп) = 230 / (0,065 + 0,42) = 474 А', '400 кВА — 0,065 Ом', 'ГОСТ 28249-93'],
    ],
    [
      'grounding',
      freshQuery('grounding').toString(),
      // n = 7 in a row at a/L = 2: ηв between rows n = 5 (0,81) and n = 10 (0,75) → 0,79.
      ['a / L = 2, n = 5: 0,81; n = 10: 0,75', 'ηв = 0,79', 'R = R1 · Rг / (R1 · ηг + Rг · n · ηв)'],
    ],
    [
      'electricity-cost',
      freshQuery('electricity-cost').toString(),
      // W = 150 · 1 · 24 · 30 / 1000 = 108 кВт·ч; C = 174 · 6,5 = 1 131 ₽.
      ['W = P · n · h · d / 1000 = 150 · 1 · 24 · 30 / 1000 = 108 кВт·ч', 'C = W · T = 174 · 6,5 = 1 131 ₽'],
    ],
  ];

  test.each(howCases)('%s: «Как считали» in the server’s HTML, with the values put in and the table row', async (id, query, expected) => {
    const how = howOf((await visit(`/calculators/${id}?${query}`)).text);
    for (const text of expected) expect(how).toContain(text);
    expect(how).toContain('Допущения и границы применимости');
  });

  test('a drop beyond the supply is refused with its reason, no negative end voltage', async () => {
    const query = 'mode=current&current=2000&phases=1&cosphi=1&material=copper&section=1.5&length=10000&limit=5';
    const answer = await visit(`/calculators/voltage-drop?${query}`);
    expect(answer.status).toBe(200);
    const summary = summaryOf(answer.text);
    expect(summary).toContain('Падение напряжения: не рассчитано');
    expect(summary).toContain('Расчётное падение напряжения не меньше напряжения сети 230 В');
    expect(readable(answer.text)).not.toMatch(/[−-]\s?\d[\d\s]*(,\d+)?\sВ/);
    expect(readable(answer.text)).not.toContain('Напряжение в конце линии');
  });

  test('a design current just above a rating shows the decimal that decides the breaker', async () => {
    const answer = await visit('/calculators/power-consumption?ko=1&phases=1&cosphi=1&name=Печь&power=3,6892&count=1&kc=1');
    expect(summaryOf(answer.text)).toContain('Расчётный ток — 16,1 А, вводной автомат — 20 А');
  });

  test('the cable section names the table and the row it read', async () => {
    const text = readable((await visit('/calculators/cable-section?power=5&laying=open&material=copper&phases=1')).text);
    expect(text).toContain('Строка: 1,5 мм² — 23 А');
    expect(text).toMatch(/<tr class="calc-table__current" aria-current="true"><th scope="row">1,5 мм²<\/th><td>23 А<\/td><\/tr>/);
  });

  test('the canonical address is the plain calculator page', async () => {
    const html = (await visit('/calculators/cable-section?power=7&laying=ground')).text;
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toMatch(/^https?:\/\/[^/]+\/calculators\/cable-section$/);
  });
});

describe('the form', () => {
  test('is a GET form to the page itself with «Рассчитать», numbers typed with the decimal keyboard', async () => {
    const html = (await visit('/calculators/cable-section')).text;
    const form = /<form [^>]*class="calc-form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/calculators/cable-section"');
    expect(html).toMatch(/<button type="submit" class="button">Рассчитать<\/button>/);
    const power = /<input id="calc-power"[^>]*>/.exec(html)?.[0] ?? '';
    expect(power).toContain('type="text"');
    expect(power).toContain('inputMode="decimal"');
    expect(power).toContain('name="power"');
  });

  test('an address without the calculator’s parameters is the fresh form with a prompt and no message', async () => {
    const answer = await visit('/calculators/grounding?utm_source=mail');
    expect(answer.status).toBe(200);
    expect(summaryOf(answer.text)).toContain('Заполните форму и нажмите «Рассчитать»');
    expect(answer.text).not.toMatch(/role="alert"|aria-invalid/);
    expect(answer.text).toMatch(/name="length"[^>]*value="2,5"/);
  });

  test('a list offers blank rows to a browser without JavaScript, beyond the rows it has', async () => {
    const html = (await visit('/calculators/power-consumption')).text;
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
    expect(noscript.match(/name="power"/g)).toHaveLength(3);
    expect(html.match(/name="power"/g)).toHaveLength(6);
  });

  test('a field shown only for another field’s value is in the form, hidden while that value is not chosen', async () => {
    const html = (await visit('/calculators/cable-section?mode=power&power=5')).text;
    expect(html).toMatch(/<div class="field calc-field calc-field--number" hidden="" data-when="mode:current">/);
    expect(html).toMatch(/<div class="field calc-field calc-field--number" data-when="mode:power">/);
  });
});

describe('values that do not pass', () => {
  /** A required number of each calculator; a list's is its first row's. */
  const fields: [CalculatorId, string, string, string][] = [
    ['cable-section', 'power', 'power', 'calc-power'],
    ['voltage-drop', 'length', 'length', 'calc-length'],
    ['power-consumption', 'power', 'power.0', 'calc-power-0'],
    ['short-circuit', 'length', 'length', 'calc-length'],
    ['grounding', 'length', 'length', 'calc-length'],
    ['electricity-cost', 'rate', 'rate', 'calc-rate'],
  ];
  const bad = ['-5', '0', 'abc', '1e400', '1e3', '9'.repeat(400), '1'.repeat(40), ''];

  test.each(fields)('%s: %s gets its Russian message beneath the field and no number anywhere', async (id, field, key, inputId) => {
    for (const value of bad) {
      const query = freshQuery(id);
      const values = query.getAll(field);
      query.delete(field);
      values.forEach((text, index) => query.append(field, index === 0 ? value : text));
      const evaluation = calculators[id].evaluate(query);
      const message = readable(evaluation.errors[key] ?? '');
      expect(message, `${id} ${field}=${value}`).toMatch(/^Поле /);

      const answer = await visit(pathOf(id, query));
      expect(answer.status, value).toBe(200);
      const html = readable(answer.text);
      expect(html, value).toContain(`<div class="field__error" role="alert" id="${inputId}-error">${message}</div>`);
      expect(html, value).toMatch(new RegExp(`<input id="${inputId}"[^>]*aria-invalid="true" aria-describedby="${inputId}-error"`));
      const summary = summaryOf(answer.text);
      expect(summary, value).toContain('Исправьте значения, чтобы получить результат');
      expect(summary, value).toContain(message);
      expect(html, value).not.toContain('class="calc-answer');
      // What the visitor typed comes back in the box; nothing else may be a number that is not one.
      expect(html.replace(/value="[^"]*"/g, ''), value).not.toMatch(/NaN|Infinity/);
    }
  });

  test('a list with every row left blank says so', async () => {
    const answer = await visit('/calculators/electricity-cost?tariff=single&rate=6,5&name=&power=&count=1&hours=&days=30&profile=even');
    expect(answer.status).toBe(200);
    expect(summaryOf(answer.text)).toContain('Поле Электроприборы должно содержать хотя бы одну строку');
  });
});

describe('addresses that are not a calculator', () => {
  test('an unknown calculator is a 404', async () => {
    expect((await visit('/calculators/no-such-calculator')).status).toBe(404);
    expect((await visit('/calculators/toString')).status).toBe(404);
    expect((await visit('/calculators/no-such-calculator?power=5')).status).toBe(404);
  });

  test('hostile queries are answered, never a server error', async () => {
    const fresh = freshQuery('power-consumption').toString();
    const rows = Array.from({ length: 200 }, (_, i) => `name=n${i}&power=1&count=1&kc=1`).join('&');
    for (const path of [
      `/calculators/cable-section?${Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join('&')}&power=5`,
      `/calculators/cable-section?power=${'9'.repeat(8000)}`,
      `/calculators/cable-section?power=${'a'.repeat(8000)}`,
      `/calculators/cable-section?${Array.from({ length: 300 }, () => 'power=1').join('&')}`,
      `/calculators/cable-section?mode=${'x'.repeat(5000)}&phases=%00&material=%FF&laying[]=open`,
      `/calculators/power-consumption?${rows}`,
      `/calculators/power-consumption?${fresh}&name=${encodeURIComponent('<script>alert(1)</script>')}&power=2`,
      `/calculators/grounding?soil=custom&resistivity=${'1'.repeat(2000)}&no_strip=1&no_strip=0`,
      `/calculators/electricity-cost?tariff=two&rate_day=%E2%88%923&rate_night=1%2C5%2C5`,
    ]) {
      const answer = await visit(path);
      expect(answer.status, path.slice(0, 120)).toBe(200);
      expect(readable(answer.text).replace(/value="[^"]*"/g, '')).not.toMatch(/NaN|Infinity/);
      expect(answer.text).not.toContain('<script>alert(1)</script>');
    }
    const tooMany = readable((await visit(`/calculators/power-consumption?${rows}`)).text);
    expect(tooMany).toContain('Поле Нагрузки не может содержать больше 30 строк');
  });
});
