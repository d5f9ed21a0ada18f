import { describe, expect, it } from 'vitest';
import { IconSheet, iconSymbolId, namedIconId } from '#client/components/icon-sheet';
import { uiIcons } from '#client/components/ui-icons';
import { iconByName } from '#server/icons/icon-sets';

describe('icons named by content in the icon sheet', () => {
  it('are named after the icon, apart from the ids drawn from data', () => {
    expect(namedIconId('mdi:flash')).toBe('i-mdi_flash');
    expect(namedIconId('mdi:shield-check-outline')).toBe('i-mdi_shield-check-outline');
    for (const name of ['nonsense', 'mdi:', 'MDI:flash', 'mdi:flash"><script>', '__proto__:x'])
      expect(namedIconId(name), name).toBeUndefined();
    for (const icon of Object.values(uiIcons)) expect(iconSymbolId(icon)).toMatch(/^i-[0-9a-z]+$/);
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
