import { describe, expect, it } from 'vitest';
import { partIdOf } from '../../../client/components/ScrollManager';

/** The part of a page a `#…` brings into view (client/components/ScrollManager.tsx). */
describe('the id a hash names', () => {
  it('is the hash decoded', () => {
    expect(partIdOf('#analogues')).toBe('analogues');
    expect(partIdOf('#%D0%B0%D0%BD%D0%B0%D0%BB%D0%BE%D0%B3%D0%B8')).toBe('аналоги');
  });

  it('is the hash as written when it does not decode, instead of an error while navigating', () => {
    expect(partIdOf('#%ZZ')).toBe('%ZZ');
    expect(partIdOf('#docs%E0%A4%A')).toBe('docs%E0%A4%A');
  });
});
