import { describe, expect, it } from 'vitest';
import { namedIconHref } from '#shared/icons';

describe('icons named by content', () => {
  it('are the one symbol of the icon’s own file', () => {
    expect(namedIconHref('mdi:flash')).toBe('/api/icons/mdi/flash.svg#i');
    expect(namedIconHref('mdi:shield-check-outline')).toBe('/api/icons/mdi/shield-check-outline.svg#i');
  });

  it('are nothing for what is no icon name, so no content reaches the address', () => {
    for (const name of ['nonsense', 'mdi:', 'MDI:flash', 'mdi:flash"><script>', 'mdi:../x', '__proto__:x', 'mdi:flash/x'])
      expect(namedIconHref(name), name).toBeUndefined();
  });
});
