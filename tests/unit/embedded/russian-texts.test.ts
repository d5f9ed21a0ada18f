/**
 * The demo content is the first Russian a visitor reads, so it is held to an editor's standard:
 * the company name in the case its position needs, typographic quotes and dashes, units set off
 * by a space, no doubled words or spaces, ё used consistently. The checks below read every
 * seeded text out of a fresh database, plus the account mails.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activationMail, minutesPhrase, passwordResetMail } from '#server/embedded/accounts/mails';
import { resetCodeLifetime } from '#server/embedded/accounts/password-reset';
import { openTestApi, type TestApi } from './harness';

let t: TestApi;
let texts: SeededText[];
beforeAll(() => {
  t = openTestApi();
  texts = [...seededTexts(t), ...mailTexts()];
});
afterAll(() => t.dispose());

interface SeededText {
  /** Table, column and row key (or mail subject), for failure messages. */
  where: string;
  /** As stored: markup and all. */
  raw: string;
  /** What a reader sees: tags dropped (each becomes a line break), entities decoded. */
  visible: string;
}

/** Tables whose rows are demo content; accounts, tokens and the outbox hold none. */
const contentTables = [
  'menu_items',
  'contacts',
  'catalog_sections',
  'products',
  'el_panels',
  'calculators',
  'home_page',
  'home_advantages',
  'home_directions',
  'documents',
  'seo_pages',
  'post_types',
  'posts',
  'projects',
  'media',
];

const cyrillic = /\p{Script=Cyrillic}/u;

function visibleText(markup: string): string {
  const altTexts = [...markup.matchAll(/\balt="([^"]*)"/g)].map((match) => match[1]);
  const text = markup
    .replace(/<[^>]*>/g, '\n')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return [text, ...altTexts].join('\n');
}

/** The words of a JSON column (a product's characteristics, a section's definitions): its string leaves. */
function jsonStrings(value: string): string | null {
  if (!/^[[{]/.test(value)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  const leaves: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') leaves.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(parsed);
  return leaves.join('\n');
}

function seededTexts(api: TestApi): SeededText[] {
  const found: SeededText[] = [];
  for (const table of contentTables) {
    const rows = api.api.db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
    for (const row of rows) {
      const key = String(row.slug ?? row.name ?? row.id ?? row.file ?? row.key ?? row.type ?? '');
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string' || !cyrillic.test(value)) continue;
        // A picture's body is SVG; only its <text> elements and the alt text are words.
        // Tags are a JSON list of words.
        const raw =
          table === 'media' && column === 'body'
            ? [...value.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('\n')
            : column === 'tags'
              ? (JSON.parse(value) as string[]).join('\n')
              : (jsonStrings(value) ?? value);
        found.push({ where: `${table}.${column} [${key}]`, raw, visible: visibleText(raw) });
      }
    }
  }
  return found;
}

function mailTexts(): SeededText[] {
  const mails = [
    activationMail('anna@example.ru', 'Анна', 'https://example.ru', 'code'),
    passwordResetMail('anna@example.ru', 'Анна', 'https://example.ru', '123456'),
  ];
  return mails.flatMap((mail) => [mail.subject, mail.text].map((text) => ({ where: `mail «${mail.subject}»`, raw: text, visible: text })));
}

/** Every match of `pattern` in the visible texts, with a little context, as `where: …match…`. */
function findAll(pattern: RegExp, pick: (text: SeededText) => string = (text) => text.visible): string[] {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  const global = new RegExp(pattern.source, flags);
  const hits: string[] = [];
  for (const text of texts) {
    const value = pick(text);
    for (const match of value.matchAll(global)) {
      const start = Math.max(0, match.index - 25);
      hits.push(`${text.where}: …${value.slice(start, match.index + match[0].length + 25).replace(/\n/g, ' ')}…`);
    }
  }
  return hits;
}

test('the content is all there to check', () => {
  expect(texts.length).toBeGreaterThan(200);
  expect(texts.some((text) => text.where.startsWith('documents.html [privacy]'))).toBe(true);
});

/**
 * The word before «Общество …» decides its case. A template that pastes the nominative
 * «Общество с ограниченной ответственностью …» after «между» or «предпринимаемые» is the
 * error this catches, in whichever case a word calls for.
 */
const caseAfter: Record<string, string> = {
  между: 'Обществом',
  с: 'Обществом',
  со: 'Обществом',
  перед: 'Обществом',
  над: 'Обществом',
  под: 'Обществом',
  предпринимаемые: 'Обществом',
  осуществляемые: 'Обществом',
  принимаемые: 'Обществом',
  заключённый: 'Обществом',
  от: 'Общества',
  у: 'Общества',
  для: 'Общества',
  без: 'Общества',
  до: 'Общества',
  из: 'Общества',
  кроме: 'Общества',
  имени: 'Общества',
  к: 'Обществу',
  ко: 'Обществу',
  благодаря: 'Обществу',
  согласно: 'Обществу',
  о: 'Обществе',
  об: 'Обществе',
  при: 'Обществе',
};

/** What is wrong with the company name's case in one visible text (a line break is a tag boundary). */
function companyNameProblems(visible: string): string[] {
  const problems: string[] = [];
  for (const match of visible.matchAll(/(\p{L}+)[^\S\n]+(Обществ\p{L}*)/gu)) {
    const required = caseAfter[match[1]!.toLowerCase()];
    if (required && match[2] !== required) problems.push(`«${match[0]}» (нужно «${match[1]} ${required}»)`);
    // The nominative names the company where it stands alone: at the start of a paragraph, list
    // item or cell, or after a colon or a dash («Оператор: Общество …»), never after a word.
    else if (!required && match[2] === 'Общество') problems.push(`«${match[0]}» (именительный падеж внутри предложения)`);
  }
  return problems;
}

describe('the company name', () => {
  test('the check catches a nominative name pasted into a sentence', () => {
    expect(companyNameProblems('регулирует отношения между Общество с ограниченной ответственностью «Х»')).toHaveLength(1);
    expect(companyNameProblems('меры, предпринимаемые Общество с ограниченной ответственностью «Х»')).toHaveLength(1);
    expect(companyNameProblems('направить запрос к Общество')).toHaveLength(1);
    expect(companyNameProblems('от имени Обществом')).toHaveLength(1);
    expect(companyNameProblems('между Обществом с ограниченной ответственностью «Х» и пользователем')).toEqual([]);
    expect(companyNameProblems('Оператор: Общество с ограниченной ответственностью «Х», ИНН 1')).toEqual([]);
    expect(companyNameProblems('Полное наименование\nОбщество с ограниченной ответственностью «Х»')).toEqual([]);
  });

  test('stands in the case its position governs in every seeded text', () => {
    const wrong = texts.flatMap((text) => companyNameProblems(text.visible).map((problem) => `${text.where}: ${problem}`));
    expect(wrong).toEqual([]);
  });

  test('known bad phrases never come back', () => {
    for (const phrase of [
      'между Общество',
      'предпринимаемые Общество',
      'с Общество',
      'от Общество',
      'к Общество',
      'между Общества',
      'между Обществу',
    ]) {
      expect(findAll(new RegExp(`(?<!\\p{L})${phrase}(?!\\p{L})`, 'iu')), phrase).toEqual([]);
    }
  });
});

describe('legal documents', () => {
  test.each(['privacy', 'agreement'])('%s: the text carries no «Редакция от» line, the page prints it once from updatedAt', (slug) => {
    const row = t.api.db.prepare('SELECT html, updated_at FROM documents WHERE slug = ?').get(slug) as { html: string; updated_at: string };
    expect(row.html.match(/Редакция от/gi) ?? []).toEqual([]);
    expect(Number.isNaN(Date.parse(row.updated_at))).toBe(false);
  });
});

describe('typography', () => {
  test('no double spaces', () => {
    expect(findAll(/[^\s] {2,}(?=\S)/, (text) => text.raw)).toEqual([]);
  });

  test('no doubled words', () => {
    expect(findAll(/(?<!\p{L})(\p{L}{2,})[ \u00a0]+\1(?!\p{L})/iu)).toEqual([]);
  });

  test('quotes are «ёлочки», never straight ASCII quotes, and they pair up', () => {
    expect(findAll(/["']/)).toEqual([]);
    const unbalanced = texts.filter((text) => (text.visible.match(/«/g) ?? []).length !== (text.visible.match(/»/g) ?? []).length);
    expect(unbalanced.map((text) => text.where)).toEqual([]);
  });

  test('a dash between words is an em dash with spaces, not a hyphen or an en dash', () => {
    expect(findAll(/(^|[^\S\n])(-{1,2}|–)(?=[^\S\n])/m)).toEqual([]);
    expect(findAll(/\p{L}—|—\p{L}/u)).toEqual([]);
  });

  test('no space before punctuation, a space after a comma, … as one character', () => {
    expect(findAll(/[^\S\n][,.;:!?»)](?!\d)/)).toEqual([]);
    expect(findAll(/[«(][^\S\n]/)).toEqual([]);
    expect(findAll(/,(?=\p{L})/u)).toEqual([]);
    expect(findAll(/\.{3}/)).toEqual([]);
  });

  test('a number and its unit are two words: 16 А, 4,5 кА, 2,5 мм², 230 В, 15 кВт', () => {
    expect(findAll(/\d(?:А|кА|мА|В|кВ|Вт|кВт|ВА|Ом|мм|м|км|м²|мм²|ч|с|мин)(?![\p{L}\d])/u)).toEqual([]);
  });

  test('four-digit numbers go without a space, longer ones are grouped: 1600 А, 6000 позиций, 24 000 м²', () => {
    // «ВРУ-1 250 А» is a type and a current, not a number.
    expect(findAll(/(?<![\d\p{L}-])\d[ \u00a0]\d{3}(?!\d)/u)).toEqual([]);
  });

  test('no word mixes Cyrillic and Latin letters (a Latin «A» inside a Russian word, say)', () => {
    // Physical quantities with a Russian index, as engineers write them: Pу, Pр, Iр, Zп.
    const symbols = new Set(['Pу', 'Pр', 'Iр', 'Zп']);
    const mixed: string[] = [];
    for (const text of texts) {
      for (const [word] of text.visible.matchAll(/\p{L}+/gu)) {
        if (/\p{Script=Cyrillic}/u.test(word) && /\p{Script=Latin}/u.test(word) && !symbols.has(word)) mixed.push(`${text.where}: ${word}`);
      }
    }
    expect(mixed).toEqual([]);
  });

  test('ё is used consistently: no word is spelt both with ё and with е', () => {
    // Different words that differ only by ё.
    const pairs = new Set(['все', 'всё']);
    const words = new Set<string>();
    for (const text of texts) for (const [word] of text.visible.toLowerCase().matchAll(/\p{L}+/gu)) words.add(word);
    const both = [...words].filter((word) => word.includes('ё') && !pairs.has(word) && words.has(word.replace(/ё/g, 'е')));
    expect(both).toEqual([]);
  });
});

describe('mails', () => {
  test('the reset mail states the code lifetime in a whole phrase', () => {
    const text = passwordResetMail('anna@example.ru', 'Анна', 'https://example.ru', '123456').text;
    expect(text).toContain(`Код действует ${minutesPhrase(resetCodeLifetime / 60_000)}.`);
  });

  test.each([
    [1, '1 минуту'],
    [2, '2 минуты'],
    [4, '4 минуты'],
    [5, '5 минут'],
    [11, '11 минут'],
    [14, '14 минут'],
    [15, '15 минут'],
    [21, '21 минуту'],
    [22, '22 минуты'],
    [30, '30 минут'],
    [111, '111 минут'],
    [121, '121 минуту'],
  ])('%i → «%s»', (count, phrase) => {
    expect(minutesPhrase(count)).toBe(phrase);
  });
});
