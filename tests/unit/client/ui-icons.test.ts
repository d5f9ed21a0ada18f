import { icons } from '@iconify-json/mdi';
import { describe, expect, it } from 'vitest';
import { uiIcons } from '#client/components/ui-icons';
import { designerIcons } from '#client/features/elpanels/designer/designer-icons';
import { specIcons } from '#client/features/specs/spec-icons';

describe('interface icons', () => {
  it.each(Object.entries({ ...uiIcons, ...designerIcons, ...specIcons }))('%s is the icon set’s own drawing', (name, icon) => {
    const source = icons.icons[name];
    expect(source, `${name} is in @iconify-json/mdi`).toBeDefined();
    expect(icon.body).toBe(source!.body);
    expect(icon.width).toBe(source!.width ?? icons.width ?? 24);
    expect(icon.height).toBe(source!.height ?? icons.height ?? 24);
  });
});
