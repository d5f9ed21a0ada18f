import type { ReactNode } from 'react';

export const payloadElementId = '__ssr';

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser, so React 19 can hoist each page's <title> and <meta> into <head>. The page payload
 * rides in a non-executable JSON block (docs/decisions/002-strict-csp-without-nonces.md).
 */
export function Document({ stylesheets, payload, children }: { stylesheets: string[]; payload: string; children: ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14213d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {children}
        <script id={payloadElementId} type="application/json" dangerouslySetInnerHTML={{ __html: payload }} />
      </body>
    </html>
  );
}
