import type { IconData } from '#shared/icons';
import { IconSvg } from './IconSvg';

/**
 * An icon a page draws from data it carries (the calculators'), in a sized box: without data the box
 * stays empty and the layout still. Icons named by content are NamedIcon's.
 */
export function ContentIcon({ icon, size = 28 }: { icon: IconData | undefined; size?: number }) {
  return (
    <span className="content-icon" style={{ width: size, height: size }} aria-hidden="true">
      {icon ? <IconSvg icon={icon} size={size} /> : null}
    </span>
  );
}
