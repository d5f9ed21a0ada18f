import { createHash } from 'node:crypto';
import { createElement, Suspense, use, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * React's streaming renderer reveals late Suspense boundaries with inline scripts: fixed runtime
 * definitions (`$RC=function…`, `$RX=function…`, a `requestAnimationFrame` timer) followed by a
 * call naming the boundary (`$RC("B:1","S:1")`). The calls differ per page, so no hash can allow
 * them, and a nonce would make public HTML differ per visitor (docs/decisions/002-strict-csp-without-nonces.md).
 *
 * So each React script is rewritten on its way out: the definitions stay inline, unchanged (their
 * text is fixed for a React version, so their hashes are known at start), and each call becomes
 * one fixed script that reads the call from its own `data-r` attribute — one more known hash. The
 * shape of React's scripts is an internal we rely on (docs/internals.md).
 */
/**
 * The only functions a call may name: the ones React 19's streaming renderer calls from its scripts
 * (complete a boundary, client-render a failed one, complete a segment, reveal with styles). Any other
 * name in `data-r` — `alert`, `fetch`, something of the page's own — is ignored by the runner: the
 * runner's text is allowed by hash wherever it appears, so it must not be a way to call any global.
 */
export const reactCalls = ['$RC', '$RR', '$RS', '$RX'] as const;

export const callRunner =
  '(function(s){var a=JSON.parse(s.getAttribute("data-r")),f=a[0];' +
  `if(${reactCalls.map((name) => `f==="${name}"`).join('||')})window[f].apply(null,a.slice(1))})(document.currentScript)`;

const scriptOpen = '<script>';
const scriptClose = '</script>';
/** A call at the end of a script: `$RC("B:0","S:0")`; arguments are JSON values (strings, numbers, null, arrays). */
const trailingCall = new RegExp(
  `(?:^|;)(${reactCalls.map((name) => name.replace('$', '\\$')).join('|')})\\(((?:"(?:[^"\\\\]|\\\\.)*"|[^()"])*)\\)$`,
);

export interface SplitScript {
  definitions: string;
  calls: Array<{ fn: string; args: unknown[] }>;
}

/** `$RX=function…;;$RX("B:1")` → definitions `$RX=function…;;` and the call. */
export function splitReactScript(body: string): SplitScript {
  const calls: SplitScript['calls'] = [];
  let rest = body;
  for (;;) {
    const match = trailingCall.exec(rest);
    if (!match) break;
    let args: unknown[];
    try {
      args = JSON.parse(`[${match[2]}]`) as unknown[];
    } catch {
      break;
    }
    const [, fn = ''] = match;
    calls.unshift({ fn, args });
    rest = rest.slice(0, match.index + (rest[match.index] === ';' ? 1 : 0));
  }
  return { definitions: rest, calls };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

function rewrite(body: string): string {
  const { definitions, calls } = splitReactScript(body);
  let out = definitions ? scriptOpen + definitions + scriptClose : '';
  for (const call of calls)
    out += `<script data-r='${escapeAttribute(JSON.stringify([call.fn, ...call.args]))}'>${callRunner}${scriptClose}`;
  return out;
}

/**
 * Rewrites the bare `<script>` elements of a React HTML stream (the app's own inline blocks all
 * carry attributes — `type="application/json"` — and escape `<` in their text, so a bare
 * `<script>` can only be React's). Text between scripts passes through as it came.
 */
export function rewriteReactScripts(
  stream: ReadableStream<Uint8Array>,
  onDefinitions?: (definitions: string) => void,
): ReadableStream<Uint8Array> {
  // Works on bytes: the markup around the scripts passes through untouched (never decoded and
  // encoded again); only a script's own text, which is ASCII, is read.
  const open = Buffer.from(scriptOpen);
  const close = Buffer.from(scriptClose);
  let pending: Buffer = Buffer.alloc(0);

  const pass = (bytes: Buffer, final: boolean, emit: (part: Uint8Array) => void): void => {
    let from = 0;
    for (;;) {
      const start = bytes.indexOf(open, from);
      if (start === -1) {
        // Keep a tail that could be the start of `<script>` split across chunks.
        const keep = final ? 0 : partialSuffix(bytes, open);
        if (bytes.length - keep > from) emit(bytes.subarray(from, bytes.length - keep));
        pending = Buffer.from(bytes.subarray(bytes.length - keep));
        return;
      }
      const end = bytes.indexOf(close, start);
      if (end === -1) {
        if (start > from) emit(bytes.subarray(from, start));
        pending = Buffer.from(bytes.subarray(start));
        if (final) emit(pending);
        return;
      }
      if (start > from) emit(bytes.subarray(from, start));
      const body = bytes.toString('utf8', start + open.length, end);
      const { definitions } = splitReactScript(body);
      if (definitions && onDefinitions) onDefinitions(definitions);
      emit(Buffer.from(rewrite(body)));
      from = end + close.length;
    }
  };

  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const bytes = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        pass(bytes, false, (part) => controller.enqueue(part));
      },
      flush(controller) {
        if (pending.length) pass(pending, true, (part) => controller.enqueue(part));
      },
    }),
  );
}

function partialSuffix(bytes: Buffer, token: Buffer): number {
  for (let n = Math.min(token.length - 1, bytes.length); n > 0; n--) {
    if (bytes.subarray(bytes.length - n).equals(token.subarray(0, n))) return n;
  }
  return 0;
}

/**
 * A check for the page stream: logs, once each, a runtime definition the CSP does not allow (the
 * browser would refuse it and the page's late sections would never show).
 */
export function definitionCheck(known: Promise<ReadonlySet<string>>, report: (definitions: string) => void): (definitions: string) => void {
  let allowed: ReadonlySet<string> = new Set();
  void known.then((set) => (allowed = set));
  const reported = new Set<string>();
  return (definitions) => {
    if (allowed.has(definitions) || reported.has(definitions)) return;
    reported.add(definitions);
    report(definitions);
  };
}

export const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

let probed: Promise<Set<string>> | undefined;

/**
 * The runtime definitions this React version emits, found by rendering a probe page that uses
 * every kind of late reveal the site has (a boundary resolved later, one whose content fails and
 * is left to the client, nested boundaries). Their text is fixed per React build, so the probe
 * runs once per process, however many apps it creates.
 */
export function probeReactDefinitions(): Promise<Set<string>> {
  probed ??= probe();
  return probed;
}

async function probe(): Promise<Set<string>> {
  const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
  const failing = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('probe')), ms));
  const Wait = ({ promise, children }: { promise: Promise<unknown>; children?: ReactNode }) => {
    use(promise);
    return createElement('div', null, 'ready', children);
  };
  const boundary = (promise: Promise<unknown>, children?: ReactNode) =>
    createElement(Suspense, { fallback: createElement('i', null, '…') }, createElement(Wait, { promise }, children));
  const tree = createElement(
    'html',
    null,
    createElement('body', null, boundary(later(1, 2)), boundary(failing(4)), boundary(later(1, 6), boundary(later(1, 8)))),
  );
  const stream = await renderToReadableStream(tree, { onError: () => {}, bootstrapModules: ['/probe.js'] });
  const found = new Set<string>();
  const reader = rewriteReactScripts(stream, (definitions) => found.add(definitions)).getReader();
  while (!(await reader.read()).done);
  return found;
}
