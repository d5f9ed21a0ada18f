import { uiIcons, type UiIconName } from './ui-icons';

/**
 * A fixed interface icon, drawn from bundled data: rendered on the server, no request, nothing
 * shifts at hydration. The SVG bodies are the icon set's own markup, never content.
 */
export function UiIcon({ name, size = 20, label }: { name: UiIconName; size?: number; label?: string }) {
  const icon = uiIcons[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      {...a11y}
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
