import type { ReactNode } from 'react';

/**
 * Holds a DIN-rail drawing at a readable size on a phone, scrolling sideways (docs/designer.md,
 * "Diagrams"). A box that scrolls takes focus, so the keyboard scrolls it too (axe's
 * scrollable-region-focusable), as the single-line diagram's box does.
 */
export function RailScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="rail-scroll" role="region" aria-label={`${label}: схема на DIN-рейке`} tabIndex={0}>
      {children}
    </div>
  );
}
