import { uiIconHref, type UiIconName } from './ui-icons';

export type { UiIconName };

/**
 * An icon the code draws by name: a `<use>` of its symbol in the site's icon sprite (./ui-icons.ts).
 * The server and the browser draw the same markup and neither carries the drawing; it shows without
 * JavaScript. Decorative unless it has a label, which is then on the outer `<svg role="img">`.
 */
export function UiIcon({ name, size = 20, label }: { name: UiIconName; size?: number; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} {...a11y}>
      <use href={uiIconHref(name)} />
    </svg>
  );
}
