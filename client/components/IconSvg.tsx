import { useLayoutEffect } from 'react';
import type { IconData } from '#shared/icons';
import { useSite } from '#client/data/deps-context';
import { defineIconSymbol, iconSymbolId } from './icon-sheet';

export type { IconData };

/**
 * Draws an icon from its data: the shell's icons (UiIcon) and a page's own (the designer's, the
 * calculators' through ContentIcon); decorative unless it has a label. Icons named by content are
 * drawn by name (NamedIcon). The drawing is a symbol of the
 * page's icon sheet (./icon-sheet.ts): on the server the render's sheet collects it, in the browser
 * it is added to the sheet if the page has not got it yet.
 */
export function IconSvg({ icon, size = 20, label }: { icon: IconData; size?: number; label?: string }) {
  const id = iconSymbolId(icon);
  useSite().iconSheet?.add(id, icon);
  useLayoutEffect(() => defineIconSymbol(id, icon), [id, icon]);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} {...a11y}>
      <use href={`#${id}`} />
    </svg>
  );
}
