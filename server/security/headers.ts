import type { MiddlewareHandler } from 'hono';
import { readHeader, writeHeader } from '../ops/plain-headers';

export interface SecurityHeaderOptions {
  /** Hashes (`'sha256-…'`) of the only inline scripts pages may run (found once, at start). */
  scriptHashes: Promise<readonly string[]>;
  /** HSTS is sent only when the site's public origin is https. */
  https: boolean;
  /** METRIKA_ID is set: the policy also allows what the Yandex Metrika counter needs. */
  metrika?: boolean;
}

/**
 * What the Yandex Metrika counter loads and talks to, from Yandex's list for a site with a CSP
 * (docs/operations.md, "Analytics"): its script (tag.js, and yastatic.net for parts it loads
 * later), hits as images and requests, Webvisor's socket, and the blob: and mc.yandex.ru frames and
 * workers Yandex lists for Webvisor. Frames and workers had 'self' from default-src before; they keep it.
 */
export const metrikaSources: ReadonlyArray<readonly [directive: string, sources: readonly string[]]> = [
  ['script-src', ['https://mc.yandex.ru', 'https://yastatic.net']],
  ['img-src', ['https://mc.yandex.ru']],
  ['connect-src', ['https://mc.yandex.ru', 'wss://mc.yandex.ru']],
  ['child-src', ["'self'", 'blob:', 'https://mc.yandex.ru']],
  ['frame-src', ["'self'", 'blob:', 'https://mc.yandex.ru']],
];

/**
 * The headers every answer carries (docs/decisions/002-strict-csp-without-nonces.md). Scripts: this
 * origin's files and the inline scripts named by hash, nothing else — no 'unsafe-inline', no eval,
 * no nonce, so the same public HTML is valid for every visitor. Styles allow inline: the dialog
 * and toast libraries set style attributes and insert their own style elements.
 * Computed once; an answer that set its own policy (passed-through media) keeps it. Not
 * `hono/secure-headers`: decision 002 says why.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const policyOf = (hashes: readonly string[]) => {
    const directives: Array<[string, string[]]> = [
      ['default-src', ["'self'"]],
      ['script-src', ["'self'", ...hashes]],
      ['style-src', ["'self'", "'unsafe-inline'"]],
      ['img-src', ["'self'", 'data:']],
      ['font-src', ["'self'"]],
      ['connect-src', ["'self'"]],
      ['form-action', ["'self'"]],
      ['frame-ancestors', ["'none'"]],
      ['object-src', ["'none'"]],
      ['base-uri', ["'none'"]],
    ];
    if (options.metrika) {
      for (const [name, sources] of metrikaSources) {
        const present = directives.find(([directive]) => directive === name);
        if (present) present[1].push(...sources);
        // A directive of its own goes after connect-src, with the other fetch directives.
        else
          directives.splice(
            directives.findIndex(([directive]) => directive === 'form-action'),
            0,
            [name, [...sources]],
          );
      }
    }
    return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
  };
  const fixed = fixedSecurityHeaders(options.https);
  let policy: string | undefined;
  const ready = options.scriptHashes.then((hashes) => (policy = policyOf(hashes)));
  return async (c, next) => {
    const csp = policy ?? (await ready);
    await next();
    if (readHeader(c.res, 'content-security-policy') === null) writeHeader(c, 'content-security-policy', csp);
    for (const [name, value] of fixed) writeHeader(c, name, value);
  };
}

/** The headers every answer carries whatever its policy: the app's, and those made before the app (Node's own refusals). */
export function fixedSecurityHeaders(https: boolean): Array<[string, string]> {
  const fixed: Array<[string, string]> = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['cross-origin-opener-policy', 'same-origin'],
  ];
  if (https) fixed.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  return fixed;
}

/**
 * The headers of an answer made outside the app (server/site-server.ts, server/security/client-errors.ts):
 * a page without scripts, styles or pictures, so its policy allows nothing at all.
 */
export function bareAnswerHeaders(https: boolean): Array<[string, string]> {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
    ...fixedSecurityHeaders(https),
  ];
}
