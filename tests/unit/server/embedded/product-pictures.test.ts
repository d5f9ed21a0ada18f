import { describe, expect, test } from 'vitest';
import { renderProductDocument, renderProductPicture, type ProductDocumentInput } from '#server/embedded/pictures/products';
import type { ProductKind, ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { escapeMarkup } from '#shared/markup/escape';

/** A typical spec per kind; `satisfies` makes a new kind fail to compile here until it has a sample. */
const samples = {
  mcb: { poles: 3, marking: 'C16' },
  mccb: { poles: 3, marking: '250A' },
  'switch-disconnector': { poles: 2, marking: '63A' },
  rcd: { poles: 2, marking: '40A 30mA' },
  rcbo: { poles: 2, marking: 'C16 30mA' },
  'enclosure-plastic': { poles: 2, color: 'white' },
  'enclosure-metal': { color: 'grey' },
  cabinet: {},
  cable: { cores: 3, marking: '3×2,5' },
  wire: { marking: 'ПуГВ 1×2,5 синий' },
  'meter-single': {},
  'meter-three': {},
  'current-transformer': { marking: '200/5' },
  'contactor-modular': { poles: 2, marking: '25A' },
  contactor: { marking: '25A' },
  relay: { poles: 2 },
  spd: { poles: 3, marking: '40kA' },
  'panel-light': { marking: '36 Вт' },
  floodlight: { marking: '50 Вт' },
  'emergency-light': {},
  socket: { color: 'white' },
  switch: { color: 'black', poles: 2 },
} satisfies Record<ProductKind, Omit<ProductPictureSpec, 'kind'>>;

const kinds = Object.keys(samples) as ProductKind[];
const size = { width: 480, height: 360 };
const spec = (kind: ProductKind): ProductPictureSpec => ({ kind, ...samples[kind] });
const picture = (s: ProductPictureSpec, alt = 'Товар') => renderProductPicture(s, size, alt);

/**
 * A small XML well-formedness check (no parser among the dependencies): one root element, tags
 * nested and closed in order, attributes quoted and not repeated, `<` and `&` only as markup or
 * entities. Returns what is wrong, or null.
 */
function xmlProblem(xml: string): string | null {
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_:][\w.:-]*="[^"<]*")*)\s*(\/?)>/y;
  const bareAmpersand = /&(?!(?:#\d+|#x[\da-fA-F]+|amp|lt|gt|quot|apos);)/;
  const stack: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const between = lt === -1 ? xml.slice(at) : xml.slice(at, lt);
    if (bareAmpersand.test(between)) return `bare & near ${at}`;
    if (stack.length === 0 && between.trim()) return `text outside the root near ${at}`;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const match = tag.exec(xml);
    if (!match) return `malformed markup at ${lt}: ${xml.slice(lt, lt + 60)}`;
    const [, closing, name = '', attributes = '', selfClosing] = match;
    const names = [...attributes.matchAll(/([\w.:-]+)="([^"]*)"/g)].map((m) => {
      if (bareAmpersand.test(m[2] ?? '')) throw new Error(`bare & in ${name}@${m[1]}`);
      return m[1];
    });
    if (new Set(names).size !== names.length) return `repeated attribute in <${name}>`;
    if (closing) {
      if (attributes || selfClosing) return `malformed closing tag </${name}>`;
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`;
    } else {
      if (stack.length === 0 && ++roots > 1) return 'more than one root element';
      if (!selfClosing) stack.push(name);
    }
    at = tag.lastIndex;
  }
  if (stack.length) return `unclosed <${stack.join('> <')}>`;
  return roots === 1 ? null : 'no root element';
}

const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
const count = (svg: string, needle: string) => svg.split(needle).length - 1;
/** The words a reader sees: the `<text>` contents, entities decoded, joined by spaces. */
const visibleText = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .map((m) => (m[1] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))))
    .join(' ');

describe('the well-formedness check', () => {
  test('catches the usual breakages', () => {
    expect(xmlProblem('<svg><g></g></svg>')).toBeNull();
    expect(xmlProblem('<svg><text>a &#60; b</text></svg>')).toBeNull();
    expect(xmlProblem('<svg><g></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><text>a < b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><text>a & b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg aria-label="a"b"></svg>')).not.toBeNull();
    expect(xmlProblem('<svg x="1" x="2"></svg>')).not.toBeNull();
    expect(xmlProblem('<svg></svg><svg></svg>')).not.toBeNull();
  });
});

describe('renderProductPicture', () => {
  test.each(kinds)('%s: a well-formed, self-contained SVG of the stated size', (kind) => {
    const svg = picture(spec(kind));
    expect(xmlProblem(svg)).toBeNull();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"')).toBe(true);
    expect(svg).toContain('role="img"');
    // The rules the media route holds every served picture to: nothing loads from elsewhere.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\/|href|@import|@font-face/i);
    expect([...svg.matchAll(/url\(([^)]*)\)/g)].every((m) => m[1]!.startsWith('#'))).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  test.each(kinds)('%s: ids are unique and every url(#…) points at one of them', (kind) => {
    const svg = picture(spec(kind));
    const list = ids(svg);
    expect(new Set(list).size).toBe(list.length);
    for (const [, ref] of svg.matchAll(/url\(#([^)]*)\)/g)) expect(list).toContain(ref);
  });

  test('two pictures on one page share no id', () => {
    const a = ids(picture({ kind: 'mcb', poles: 1, marking: 'C16' }));
    const b = ids(picture({ kind: 'mcb', poles: 1, marking: 'C25' }));
    const c = ids(picture({ kind: 'mcb', poles: 1, marking: 'C16' }, 'Другой товар'));
    expect(a.length).toBeGreaterThan(0);
    for (const other of [b, c]) expect(a.filter((id) => other.includes(id))).toEqual([]);
  });

  test.each(kinds)('%s: the same input gives the same bytes, under 8 KB', (kind) => {
    const worst = { ...spec(kind), poles: 4, cores: 5, marking: spec(kind).marking ?? 'C16' };
    const alt = 'Автоматический выключатель модульный ВА47-29 4P 63 А характеристика C 4,5 кА';
    const svg = renderProductPicture(worst, size, alt);
    expect(renderProductPicture({ ...worst }, { ...size }, alt)).toBe(svg);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(8 * 1024);
  });

  test('the alt text is escaped into aria-label', () => {
    const alt = 'Щит <script>alert(1)</script> & «ВРУ» "1" \'2\'';
    for (const kind of kinds) {
      const svg = picture(spec(kind), alt);
      expect(xmlProblem(svg)).toBeNull();
      expect(svg).toContain(`aria-label="${escapeMarkup(alt)}"`);
      expect(svg).not.toContain('<script');
    }
  });

  test('markings are escaped too', () => {
    const svg = picture({ kind: 'mcb', poles: 2, marking: '<b>&C16' });
    expect(xmlProblem(svg)).toBeNull();
    expect(visibleText(svg)).toContain('<b>&C16');
  });

  test.each([1, 2, 3, 4])('an mcb of %i poles shows as many levers and top terminals', (poles) => {
    const svg = picture({ kind: 'mcb', poles, marking: 'C16' });
    expect(count(svg, 'class="lever"')).toBe(poles);
    expect(count(svg, 'class="pole"')).toBe(poles);
  });

  test.each([
    ['switch-disconnector', [1, 2, 3, 4]],
    ['spd', [1, 2, 3, 4]],
    ['contactor-modular', [1, 2, 3, 4]],
    ['rcd', [2, 4]],
    ['rcbo', [2, 4]],
    ['mccb', [3, 4]],
  ] as const)('%s shows one top terminal per pole', (kind, poleCounts) => {
    for (const poles of poleCounts) expect(count(picture({ kind, poles }), 'class="pole"'), `${kind} ${poles}`).toBe(poles);
  });

  test('a switch-disconnector has a lever per pole, an RCD a single lever', () => {
    expect(count(picture({ kind: 'switch-disconnector', poles: 3 }), 'class="lever"')).toBe(3);
    expect(count(picture({ kind: 'rcd', poles: 4 }), 'class="lever"')).toBe(1);
  });

  test.each([1, 2, 3, 4, 5])('a cable of %i cores shows as many cores in its cross-section', (cores) => {
    expect(count(picture({ kind: 'cable', cores, marking: `${cores}×2,5` }), 'class="core"')).toBe(cores);
  });

  test('the marking is printed on the device', () => {
    expect(visibleText(picture({ kind: 'mcb', poles: 1, marking: 'C32' }))).toContain('C32');
    expect(visibleText(picture({ kind: 'rcd', poles: 2, marking: '40A 30mA' }))).toMatch(/40A\s30mA/);
    expect(visibleText(picture({ kind: 'mccb', poles: 3, marking: '400A' }))).toContain('400A');
  });

  test('the colour hint changes sockets, switches and enclosures', () => {
    for (const kind of ['socket', 'switch', 'enclosure-plastic', 'enclosure-metal'] as const) {
      const white = picture({ kind, color: 'white' }).replace(/id="[^"]*"|url\(#[^)]*\)/g, '');
      const black = picture({ kind, color: 'black' }).replace(/id="[^"]*"|url\(#[^)]*\)/g, '');
      expect(white, kind).not.toBe(black);
    }
  });

  test('scales to any size', () => {
    for (const s of [
      { width: 240, height: 240 },
      { width: 800, height: 450 },
    ]) {
      for (const kind of kinds) {
        const svg = renderProductPicture(spec(kind), s, 'Товар');
        expect(xmlProblem(svg)).toBeNull();
        expect(svg).toContain(`width="${s.width}" height="${s.height}"`);
      }
    }
  });
});

describe('renderProductDocument', () => {
  const input: Omit<ProductDocumentInput, 'kind'> = {
    productName: 'Автоматический выключатель модульный ВА47-29 3P 25 А характеристика C 4,5 кА серии PROxima для распределительных щитов',
    article: 'mcb4729-3-25C-pro',
    brand: 'EKF',
    series: 'PROxima ВА 47-29',
    issuedOn: '2026-02-14',
    specs: [
      { label: 'Число полюсов', value: '3' },
      { label: 'Номинальный ток', value: '25 А' },
      { label: 'Характеристика срабатывания', value: 'C' },
      { label: 'Отключающая способность', value: '4,5 кА' },
      { label: 'Стандарт', value: 'ГОСТ IEC 60898-1-2020, длинное значение, которое переносится на следующую строку таблицы' },
    ],
  };
  const page = { width: 794, height: 1123 };

  test('a datasheet: heading, brand and series, the article, every characteristic, the demo footer', () => {
    const svg = renderProductDocument({ ...input, kind: 'datasheet' }, page);
    expect(xmlProblem(svg)).toBeNull();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="794" height="1123"')).toBe(true);
    const words = visibleText(svg);
    for (const needle of ['Техническое описание', 'EKF', 'PROxima ВА 47-29', input.article, 'Демонстрационный документ']) {
      expect(words).toContain(needle);
    }
    for (const { label, value } of input.specs) {
      expect(words).toContain(label);
      expect(words).toContain(value);
    }
    // The long name is wrapped over several lines, and none is cut.
    const nameLines = [...svg.matchAll(/<text[^>]*font-size="22"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.join(' ')).toBe(input.productName);
  });

  test('a certificate: EAEU number from the article, the regulations, the dates, the watermark', () => {
    const svg = renderProductDocument({ ...input, kind: 'certificate' }, page);
    expect(xmlProblem(svg)).toBeNull();
    const words = visibleText(svg);
    expect(words).toContain('СЕРТИФИКАТ СООТВЕТСТВИЯ');
    expect(words).toMatch(/№ ЕАЭС RU С-RU\.[А-Я]{2}\d{2}\.В\.\d{5}\/26/);
    expect(words).toContain(input.article);
    expect(words).toContain('соответствует требованиям ТР ТС 004/2011 «О безопасности низковольтного оборудования»');
    expect(words).toContain('ТР ТС 020/2011');
    expect(words).toContain('14.02.2026');
    expect(words).toContain('14.02.2031');
    expect(words).toContain('ДЕМО');
    // The number is the article's: stable across renders, different for another article.
    const number = (svg: string) => /С-RU\.[^<]*/.exec(svg)?.[0];
    expect(number(renderProductDocument({ ...input, kind: 'certificate' }, page))).toBe(number(svg));
    expect(number(renderProductDocument({ ...input, article: 'other-1', kind: 'certificate' }, page))).not.toBe(number(svg));
  });

  test.each(['datasheet', 'certificate'] as const)('%s: very long texts stay on the page', (kind) => {
    const long = {
      ...input,
      kind,
      productName: `${input.productName} `.repeat(4),
      specs: Array.from({ length: 40 }, (_, i) => ({ label: `Характеристика номер ${i + 1}`, value: `Значение ${i + 1}` })),
    };
    const svg = renderProductDocument(long, page);
    expect(xmlProblem(svg)).toBeNull();
    const baselines = [...svg.matchAll(/<text x="[^"]*" y="([^"]*)" font-size="(\d+)"/g)]
      .filter((m) => Number(m[2]) < 100) // the watermark is meant to cross the page
      .map((m) => Number(m[1]));
    expect(Math.max(...baselines)).toBeLessThan(page.height - 50);
    // The name is cut with an ellipsis where it would push the rest off the page; the article stays.
    expect(svg).toContain('…');
    expect(visibleText(svg)).toContain(input.article);
  });

  test('a 29 February issue is valid till 28 February five years on', () => {
    const svg = renderProductDocument({ ...input, issuedOn: '2028-02-29', kind: 'certificate' }, page);
    expect(visibleText(svg)).toContain('28.02.2033');
  });

  test.each(['datasheet', 'certificate'] as const)('%s: markup in any field is escaped', (kind) => {
    const evil = '<script>alert("x")</script> & Co';
    const svg = renderProductDocument(
      { ...input, kind, productName: evil, brand: evil, series: evil, article: `A&B<1>`, specs: [{ label: evil, value: evil }] },
      page,
    );
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).not.toContain('<script');
    expect(visibleText(svg)).toContain('A&B<1>');
  });

  test.each(['datasheet', 'certificate'] as const)('%s: deterministic, ids unique', (kind) => {
    const svg = renderProductDocument({ ...input, kind }, page);
    expect(renderProductDocument({ ...input, kind }, page)).toBe(svg);
    const list = ids(svg);
    expect(new Set(list).size).toBe(list.length);
  });
});
