import type { IconData } from '#shared/icons';
import { IconSvg } from './IconSvg';

/**
 * An icon named by content, drawn from its data (client/data/icons.ts): in the server's HTML
 * already, so nothing appears late. Without data the sized box stays empty and the layout still.
 */
export function ContentIcon({ icon, size = 28 }: { icon: IconData | undefined; size?: number }) {
  return (
    <span className="content-icon" style={{ width: size, height: size }} aria-hidden="true">
      {icon ? <IconSvg icon={icon} size={size} /> : null}
    </span>
  );
}
