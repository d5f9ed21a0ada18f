import { IconSvg } from './IconSvg';
import { uiIcons, type UiIconName } from './ui-icons';

/**
 * A fixed interface icon, drawn from bundled data: rendered on the server, no request, nothing
 * shifts at hydration. The SVG bodies are the icon set's own markup, never content.
 */
export function UiIcon({ name, size = 20, label }: { name: UiIconName; size?: number; label?: string }) {
  return <IconSvg icon={uiIcons[name]} size={size} label={label} />;
}
