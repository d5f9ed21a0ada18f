import { describe, expect, it } from 'vitest';
import { rawQueryOf } from '#shared/contract/raw-query';

describe('rawQueryOf', () => {
  it('keeps one value as text and a repeated key as a list, in the order sent', () => {
    expect(rawQueryOf(new URLSearchParams('q=a&poles=1P&poles=3P'))).toEqual({ q: 'a', poles: ['1P', '3P'] });
  });

  it('drops __proto__: a repeated one would make the object a list by its prototype', () => {
    const query = rawQueryOf(new URLSearchParams('__proto__=a&__proto__=b&page=2'));
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(query).toEqual({ page: '2' });
    expect((query as { length?: unknown }).length).toBeUndefined();
  });

  it('keeps other prototype names as ordinary parameters', () => {
    expect(rawQueryOf(new URLSearchParams('constructor=x&toString=y'))).toEqual({ constructor: 'x', toString: 'y' });
  });
});
