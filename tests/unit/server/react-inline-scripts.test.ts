import { createHash } from 'node:crypto';
import { createContext, Script } from 'node:vm';
import { createElement, Suspense, use, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToPageStream } from '#client/page-stream.server';
import {
  callRunner,
  cspHash,
  probeReactDefinitions,
  reactCalls,
  rewriteReactScripts,
  splitReactScript,
} from '#server/ssr/react-inline-scripts';

async function rewriteIn(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(rewriteReactScripts(source)).text();
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script((?:[^>']|'[^']*')*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, body: m[2]! }));

describe('React inline scripts under a strict CSP', () => {
  it('splits a script into its fixed definitions and the boundary call', () => {
    expect(splitReactScript('$RX=function(b){};;$RX("B:1")')).toEqual({
      definitions: '$RX=function(b){};;',
      calls: [{ fn: '$RX', args: ['B:1'] }],
    });
    expect(splitReactScript('$RC("B:2","S:2")')).toEqual({ definitions: '', calls: [{ fn: '$RC', args: ['B:2', 'S:2'] }] });
    expect(splitReactScript('requestAnimationFrame(function(){$RT=performance.now()});')).toEqual({
      definitions: 'requestAnimationFrame(function(){$RT=performance.now()});',
      calls: [],
    });
  });

  it('rewrites each call into the fixed runner with its arguments in data-r, leaving other scripts alone', async () => {
    const html = await rewriteIn([
      '<p>a</p><script type="application/json" id="x">{"a":1}</script><script>$RC("B:0","S:0")</script><div>b</div>',
    ]);
    expect(html).toContain('<script type="application/json" id="x">{"a":1}</script>');
    const scripts = inlineScripts(html).filter((s) => !s.attributes.includes('application/json'));
    expect(scripts).toEqual([{ attributes: ` data-r='["$RC","B:0","S:0"]'`, body: callRunner }]);
    expect(html).toContain('<div>b</div>');
  });

  it('finds scripts split across chunks at any point', async () => {
    const whole =
      '<main>x</main><script>$RB=[];$RC=function(){};$RC("B:0","S:0")</script><script>$RC("B:1","S:1")</script><footer>é</footer>';
    const expected = await rewriteIn([whole]);
    const bytes = new TextEncoder().encode(whole);
    for (let cut = 1; cut < bytes.length; cut += 3) {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, cut));
          controller.enqueue(bytes.slice(cut));
          controller.close();
        },
      });
      expect(await new Response(rewriteReactScripts(source)).text(), `cut at ${cut}`).toBe(expected);
    }
  });

  it('an argument cannot break out of its attribute', async () => {
    const html = await rewriteIn([`<script>$RX("B:0","d'ig","<img src=x onerror=alert(1)>")</script>`]);
    expect(html).not.toContain("d'ig");
    expect(html).not.toContain('<img');
    const attribute = /data-r='([^']*)'/.exec(html)![1]!.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&');
    expect(JSON.parse(attribute)).toEqual(['$RX', 'B:0', "d'ig", '<img src=x onerror=alert(1)>']);
  });

  it('the probe finds the definitions React emits for late boundaries and failed ones', async () => {
    const definitions = [...(await probeReactDefinitions())];
    expect(definitions.some((d) => d.includes('$RC=function'))).toBe(true);
    expect(definitions.some((d) => d.includes('$RX=function'))).toBe(true);
    expect(definitions.some((d) => d.startsWith('requestAnimationFrame('))).toBe(true);
  });

  it('hashes as a CSP source', () => {
    expect(cspHash('x')).toBe(`'sha256-${createHash('sha256').update('x').digest('base64')}'`);
  });
});

describe("the call runner calls only React's streaming functions", () => {
  /** Runs the runner as a browser would, for a script whose data-r is `dataR`; returns what was called. */
  function runWith(dataR: string): string[] {
    const called: string[] = [];
    const spy =
      (name: string) =>
      (...args: unknown[]) =>
        void called.push(`${name}(${args.join(',')})`);
    const window: Record<string, unknown> = { alert: spy('alert'), fetch: spy('fetch'), $RC: spy('$RC'), $RX: spy('$RX'), $RA: spy('$RA') };
    const context = createContext({ window, JSON, document: { currentScript: { getAttribute: () => dataR } } });
    new Script(callRunner).runInContext(context);
    return called;
  }

  it('a React call runs', () => {
    expect(runWith('["$RC","B:0","S:0"]')).toEqual(['$RC(B:0,S:0)']);
    expect(runWith('["$RX","B:1"]')).toEqual(['$RX(B:1)']);
  });

  it.each(['["alert","xss"]', '["fetch","/api/auth/logout"]', '["$RA","x"]', '["constructor"]', '["__proto__"]'])(
    'data-r=%s does nothing',
    (dataR) => {
      expect(runWith(dataR)).toEqual([]);
    },
  );

  it('a call to anything else stays in the script, so the CSP blocks it rather than the runner running it', () => {
    expect(splitReactScript('alert("x")')).toEqual({ definitions: 'alert("x")', calls: [] });
    expect(splitReactScript('$RA("x")').calls).toEqual([]);
  });
});

/**
 * The react-dom internals the rewrite relies on (docs/internals.md): React reveals a late Suspense
 * boundary with a bare inline `<script>` that ends in a call `$RC("B:0","S:0")` (or `$RX`, `$RS`)
 * after fixed runtime definitions. A react-dom upgrade that names the calls differently, writes
 * their arguments in another form or puts boundary ids into the definitions would leave per-page
 * text in scripts the CSP allows only by hash, and the page's late sections would never show.
 * This renders real boundaries through the page's own renderer and fails by name when it does.
 */
describe("React's own reveal scripts, as the installed react-dom writes them", () => {
  async function renderLateBoundaries(): Promise<string> {
    const later = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('ready'), ms));
    const failing = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('upstream down')), ms));
    const Wait = ({ promise, children }: { promise: Promise<string>; children?: ReactNode }) =>
      createElement('div', null, use(promise), children);
    const boundary = (promise: Promise<string>, children?: ReactNode) =>
      createElement(Suspense, { fallback: createElement('i', null, 'загрузка') }, createElement(Wait, { promise }, children));
    const page = createElement(
      'html',
      null,
      createElement('body', null, boundary(later(5)), boundary(failing(10)), boundary(later(15), boundary(later(20)))),
    );
    const stream = await renderToPageStream(page, {
      bootstrapModules: ['/assets/entry.js'],
      onError: () => {},
      signal: new AbortController().signal,
      waitForAll: false,
    });
    return new Response(stream).text();
  }

  it('each bare script splits into fixed definitions and calls naming a boundary, one call per boundary', async () => {
    const html = await renderLateBoundaries();
    const bare = inlineScripts(html).filter((s) => s.attributes === '');
    const pendingBoundaries = html.match(/<template id="B:\d+"><\/template>/g) ?? [];
    expect(pendingBoundaries.length, 'the probe page no longer streams late boundaries').toBe(4);
    const calls = bare.flatMap((s) => splitReactScript(s.body).calls);
    for (const s of bare)
      expect(splitReactScript(s.body).definitions, `per-page text left in a script allowed by hash: ${s.body.slice(-80)}`).not.toMatch(
        /"[BS]:\d+"/,
      );
    expect(
      calls.map((c) => c.fn),
      `React's reveal calls are not the ones the rewrite knows (${reactCalls.join(', ')})`,
    ).toEqual(expect.arrayContaining(['$RC', '$RX']));
    expect(
      calls.filter((c) => /^B:\d+$/.test(String(c.args[0]))),
      'not every boundary was revealed by a call the rewrite found',
    ).toHaveLength(pendingBoundaries.length);
  });

  it('after the rewrite every inline script is a definition the probe found or the fixed runner', async () => {
    const known = await probeReactDefinitions();
    const html = await renderLateBoundaries();
    const rewritten = await rewriteIn([html]);
    const scripts = inlineScripts(rewritten).filter((s) => !s.attributes.includes('src='));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      if (script.attributes === '')
        expect(known.has(script.body), `an inline script the CSP does not allow: ${script.body.slice(0, 80)}`).toBe(true);
      else {
        expect(script.attributes).toMatch(/^ data-r='/);
        expect(script.body).toBe(callRunner);
      }
    }
  });
});
