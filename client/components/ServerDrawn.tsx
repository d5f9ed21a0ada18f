import { useContext, type MouseEvent, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { jsonLdText } from './JsonLd';
import { drawnAttribute, serverDrawing } from './server-drawing';

/**
 * A part of the page that has nothing to do once drawn, which the browser keeps as the server drew
 * it when the page data carries no data for it (docs/decisions/028-cards-drawn-once.md): a product
 * card's picture, name, article, characteristics, price and stock. With `draw` (the server always,
 * the browser for data it read itself) it is drawn from data. Without it, the browser sets the
 * server's HTML of the part (`serverDrawing`): React neither compares nor hydrates what is inside an
 * element it sets by `dangerouslySetInnerHTML`, so hydration leaves it as it is, and a later mount
 * (going back to the page) draws the same. Its links still open their pages in the app: a click on
 * one is followed here, as `Link` follows its own (the router from the same internal context,
 * docs/internals.md).
 */
export function ServerDrawn({ name, draw }: { name: string; draw: (() => ReactNode) | undefined }) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const attributes = { [drawnAttribute]: name };
  if (draw) return <div {...attributes}>{draw()}</div>;
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // As `Link` follows a plain left click; the server's links here are absolute paths. One the page opens
    // elsewhere (a product's document, `target="_blank"`) is the browser's to open.
    const modified = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (!router || !link || event.defaultPrevented || modified || link.hasAttribute('target')) return;
    const to = link.getAttribute('href')!;
    event.preventDefault();
    void router.navigate(to, { replace: window.location.pathname + window.location.search + window.location.hash === to });
  };
  return (
    // A delegated listener for the links inside, which are focusable and fire a click from the keyboard too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div {...attributes} onClick={followLink} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serverDrawing(name) }} />
  );
}

/**
 * Structured data made from the data of parts drawn once (a list's offers, from its cards), as
 * `JsonLd` writes it: where the browser lacks that data (`data` undefined), it keeps the server's
 * block as it is.
 */
export function ServerDrawnJsonLd({ name, data }: { name: string; data: (() => object) | undefined }) {
  return (
    <script
      type="application/ld+json"
      {...{ [drawnAttribute]: name }}
      suppressHydrationWarning={!data}
      dangerouslySetInnerHTML={{ __html: data ? jsonLdText(data()) : serverDrawing(name) }}
    />
  );
}
