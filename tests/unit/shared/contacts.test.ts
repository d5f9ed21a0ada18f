import { describe, expect, it } from 'vitest';
import { phoneLinkValue, safeExternalUrl } from '#shared/contacts';

describe('contacts', () => {
  it('derives the phone link by stripping spaces, hyphens and parentheses', () => {
    expect(phoneLinkValue('+7 (495) 123-45-67')).toBe('+74951234567');
    expect(phoneLinkValue('8 800 555-35-35')).toBe('88005553535');
  });

  it('lets only web links into href', () => {
    expect(safeExternalUrl('https://t.me/company')).toBe('https://t.me/company');
    expect(safeExternalUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeExternalUrl('not a url')).toBeUndefined();
    expect(safeExternalUrl(undefined)).toBeUndefined();
  });
});
