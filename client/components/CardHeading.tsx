import type { ReactNode } from 'react';

/**
 * A card's title level: one below the heading of the block the cards sit in — 2 straight under the
 * page's h1, 3 under a section's h2. Each grid says which, so headings never skip a level
 * (docs/behaviour.md, "Accessibility").
 */
export type CardHeadingLevel = 2 | 3;

export function CardHeading({ level, className, children }: { level: CardHeadingLevel; className?: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={className}>{children}</Heading>;
}
