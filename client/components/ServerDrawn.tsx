import type { MouseEvent, ReactNode } from 'react';
import { JsonLd } from './JsonLd';
import { useFollowInApp } from './Link';
import { drawnAttribute, serverDrawing } from './server-drawing';

/**
 * A part of the page that has nothing to do once drawn, which the browser keeps as the server drew
 * it when the page data carries no data for it (docs/decisions/028-cards-drawn-once.md): a product
 * card's picture, name, article, characteristics, price and stock. With `draw` (the server always,
 * the browser for data it read itself) it is drawn from data. Without it, the browser sets the
 * server's HTML of the part (`serverDrawing`): React neither compares nor hydrates what is inside an
 * element it sets by `dangerouslySetInnerHTML`, so hydration leaves it as it is, and a later mount
 * (going back to the page) draws the same. Its links still open their pages in the app: a click on
 * one is followed here, as `Link` follows its own.
 */
export function ServerDrawn({ name, draw }: { name: string; draw: (() => ReactNode) | undefined }) {
  const follow = useFollowInApp();
  const attributes = { [drawnAttribute]: name };
  if (draw) return <div {...attributes}>{draw()}</div>;
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && follow) follow(event, link, link.getAttribute('href')!);
  };
  return (
    // A delegated listener for the links inside, which are focusable and fire a click from the keyboard too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div {...attributes} onClick={followLink} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serverDrawing(name) }} />
  );
}

/**
 * Structured data made from the data of parts drawn once (a list's offers, from its cards): where
 * the browser lacks that data (`data` undefined), it keeps the server's block as it is.
 */
export function ServerDrawnJsonLd({ name, data }: { name: string; data: (() => object) | undefined }) {
  if (data) return <JsonLd data={data()} drawn={name} />;
  return (
    <script
      type="application/ld+json"
      {...{ [drawnAttribute]: name }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverDrawing(name) }}
    />
  );
}
