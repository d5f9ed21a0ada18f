/**
 * What the demo posts say the site does, against what it does: a post about the calculators lists
 * every calculator the site has, counts them right, and neither a post nor a legal text promises
 * saving what the account cannot hold (saved items are products and panel designs only).
 */
import { describe, expect, test } from 'vitest';
import { calculatorIds } from '#shared/calculators';
import { saveKinds } from '#shared/contract/auth';
import { articles } from '#server/embedded/seed/articles';
import { news } from '#server/embedded/seed/news';
import { agreement } from '#server/embedded/seed/agreement';
import { privacy } from '#server/embedded/seed/privacy';

const posts = [...news, ...articles];
const numberWords: Record<number, string> = { 4: 'четыре', 5: 'пять', 6: 'шесть', 7: 'семь', 8: 'восемь' };
const visible = (post: (typeof posts)[number]) => `${post.title}\n${post.excerpt}\n${post.html.replace(/<[^>]+>/g, ' ')}`;

describe('the post about the calculators section', () => {
  const post = news.find((p) => p.title.includes('калькулятор'));

  test('links every calculator the site has, and counts them as many', () => {
    expect(post, 'the demo news announce the calculators').toBeDefined();
    const linked = [...post!.html.matchAll(/href="\/calculators\/([a-z-]+)"/g)].map((m) => m[1]);
    expect(new Set(linked)).toEqual(new Set(calculatorIds));
    const word = numberWords[calculatorIds.length]!;
    expect(visible(post!)).toMatch(new RegExp(`(^|[^а-яё])${word}\\s+расч`, 'i'));
    for (const [count, other] of Object.entries(numberWords))
      if (Number(count) !== calculatorIds.length) expect(visible(post!), other).not.toMatch(new RegExp(`(^|\\s)${other}\\s+расч`, 'i'));
  });
});

describe('no post promises calculation results saved in the account', () => {
  test('the account saves no calculation', () => {
    expect(saveKinds.some((kind) => /calc/.test(kind))).toBe(false);
  });

  test.each(posts.map((post) => [post.title, post] as const))('%s', (_title, post) => {
    const text = visible(post).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/(результат|расч[её]т)[^.]*сохран[^.]*личн[^.]*кабинет/i);
    expect(text).not.toMatch(/сохран[^.]*(результат|расч[её]т)[^.]*личн[^.]*кабинет/i);
  });
});

describe('the legal texts name only what the account keeps', () => {
  test.each([agreement, privacy].map((doc) => [doc.slug, doc] as const))('%s', (_slug, doc) => {
    const text = doc.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).not.toMatch(/(сохран|хранение)[^.;]*(результат|расч[её]т)/i);
    expect(text).not.toMatch(/кабинет[^.;]*сохран[^.;]*расч[её]т/i);
  });
});
