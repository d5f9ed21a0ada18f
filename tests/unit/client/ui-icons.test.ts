import { describe, expect, it } from 'vitest';
import { uiIconNames } from '#client/components/ui-icons';
import { iconData } from '#server/icons/icon-sets';

/**
 * The site's icon sprite, client/components/ui-icons.ts's list drawn from @iconify-json/mdi: one
 * `<symbol>` per name, with the name as its id. After a name is added to the list,
 * `npx vitest run tests/unit/client/ui-icons.test.ts -u` rewrites the file.
 */
function sprite(names: readonly string[]): string {
  const symbols = names.map((name) => {
    const icon = iconData('mdi', name);
    if (!icon) throw new Error(`${name} is not in @iconify-json/mdi`);
    return `<symbol id="${name}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

describe('the interface’s icon sprite', () => {
  it('names each icon once', () => {
    expect(new Set(uiIconNames).size).toBe(uiIconNames.length);
  });

  it('is the icon set’s own drawing of every icon the code names, and nothing else', async () => {
    await expect(sprite(uiIconNames)).toMatchFileSnapshot('../../../client/components/icons.svg');
  });
});
