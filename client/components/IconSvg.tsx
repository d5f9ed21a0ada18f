/** An icon's SVG body and its box, as the icon set gives them. */
export interface IconData {
  body: string;
  width: number;
  height: number;
}

/**
 * Draws an icon from its data: the shell's icons (UiIcon) and a page's own (the designer's);
 * decorative unless it has a label. The bodies are the icon set's own markup, never content.
 */
export function IconSvg({ icon, size = 20, label }: { icon: IconData; size?: number; label?: string }) {
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
