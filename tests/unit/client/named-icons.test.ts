import { describe, expect, it } from 'vitest';
import { IconSheet, namedIconId } from '#client/components/icon-sheet';
import { iconByName } from '#server/icons/icon-sets';

describe('icons named by content in the icon sheet', () => {
  it('are named after the icon', () => {
    expect(namedIconId('mdi:flash')).toBe('i-mdi_flash');
    expect(namedIconId('mdi:shield-check-outline')).toBe('i-mdi_shield-check-outline');
    for (const name of ['nonsense', 'mdi:', 'MDI:flash', 'mdi:flash"><script>', '__proto__:x'])
      expect(namedIconId(name), name).toBeUndefined();
  });

  it('are drawn once each, from the server’s icon sets, and an unknown one not at all', () => {
    const asked: string[] = [];
    const sheet = new IconSheet((name) => {
      asked.push(name);
      return iconByName(name);
    });
    sheet.addNamed('mdi:flash');
    sheet.addNamed('mdi:flash');
    sheet.addNamed('mdi:no-such-icon');
    sheet.addNamed('nonsense');
    const markup = sheet.markup();
    expect(markup.match(/<symbol /g)).toHaveLength(1);
    expect(markup).toContain(`<symbol id="i-mdi_flash" viewBox="0 0 24 24">${iconByName('mdi:flash')!.body}</symbol>`);
    expect(asked).toEqual(['mdi:flash', 'mdi:no-such-icon']);
  });
});
