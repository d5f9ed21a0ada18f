// The bench's report (docs/operations.md, "Benchmark"): bench/results.json (every figure),
// bench/results.md and the README's block between the bench markers, in Markdown, with the previous
// run's figures beside the new ones — marked superseded when they came from another load generator.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatSpread } from './bench-stats.mjs';

const readmeStart = '<!-- bench:start -->';
const readmeEnd = '<!-- bench:end -->';

/** The last saved run (bench/results.json), or null. */
export function readPreviousResults(root) {
  const file = path.join(root, 'bench/results.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const figure = (value) => (typeof value === 'number' ? value : typeof value?.median === 'number' ? value.median : null);

/**
 * The figures of a saved run that the next report shows beside its own: req/s and ratio per row,
 * the render on every view, memory, the JavaScript split. Reads the autocannon bench's results
 * (single figures) and this bench's (medians) alike; never nests the run before it.
 */
export function previousFigures(saved) {
  if (!saved || !Array.isArray(saved.targets)) return null;
  const rendered = saved.rendered?.site;
  return {
    date: saved.date,
    commit: saved.commit ?? null,
    loadGenerator: saved.settings?.loadGenerator ?? 'unknown',
    quick: Boolean(saved.settings?.quick),
    targets: saved.targets.map((row) => ({
      target: row.target,
      mode: row.mode,
      rps: figure(row.site?.rps),
      ratio: figure(row.ratio),
      p99: figure(row.site?.p99),
    })),
    rendered: rendered
      ? { rps: figure(rendered.rps), p50: figure(rendered.p50), p90: figure(rendered.p90), p99: figure(rendered.p99) }
      : null,
    memoryAfterLoadMb: saved.memory?.afterLoad?.totalMb ?? saved.memory?.rssAfterLoadMb ?? null,
    jsSplit: saved.jsSplit
      ? { totalGzipBytes: saved.jsSplit.totalGzipBytes, groups: saved.jsSplit.groups.map(({ group, gzipBytes }) => ({ group, gzipBytes })) }
      : null,
  };
}

/** Whether the previous run's figures can be compared with this one's (the same load generator). */
function comparable(previous, settings) {
  return previous.loadGenerator.split(' ')[0] === settings.loadGenerator.split(' ')[0];
}

export function renderMarkdown(results) {
  const { machine, settings, previous, generator } = results;
  const day = results.date.slice(0, 10);
  const previousNote = previous
    ? comparable(previous, settings)
      ? `¹ The previous run: ${previous.date.slice(0, 10)}, commit \`${previous.commit ?? '?'}\`, ${previous.loadGenerator}` +
        `${previous.quick ? ' (a quick run)' : ''}.`
      : `¹ **Superseded**: the previous run (${previous.date.slice(0, 10)}, commit \`${previous.commit ?? '?'}\`) was measured with ` +
        `${previous.loadGenerator}, a generator that was itself the limit on this machine, so its ratios came out too kind; ` +
        `kept for comparison only, not comparable with the figures beside them.`
    : '';
  const previousRow = (row) => previous?.targets.find((each) => each.target === row.target && each.mode === row.mode);
  const lines = [
    `Measured ${day} on ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}, commit \`${results.commit ?? '?'}\`, ` +
      `load average ${machine.loadAverageAtStart[0]} at the start` +
      `${settings.quick ? ' — **a quick run** (pages as a browser only, short runs): not the figures to quote' : ''}. ` +
      `\`npm run bench\`: ${settings.loadGenerator}, ${settings.connections} connections, ${settings.secondsPerRun} s a run, ` +
      `${settings.pairs} site/ceiling pairs per row, interleaved; loopback; \`accept-encoding: ${settings.acceptEncoding}\`. ` +
      `The site serves with ${settings.servingProcesses} process${settings.servingProcesses > 1 ? 'es' : ''}; the ceiling, a bare ` +
      `\`node:http\` server sending the site's very answer (status, header lines, body bytes; checked before the load), with as many. ` +
      `Each figure is the median of its runs with the lowest and highest in brackets; the ratio is the site's req/s over the ` +
      `ceiling's in the same pair. wrk used at most ${Math.round(generator.maxCoreShare * 100)} % of a core ` +
      `(${generatorWarning(generator)}). ` +
      `Figures depend on the machine: compare ratios.`,
    '',
    `| target | mode | KB sent (decoded) | req/s | p50 ms | p99 ms | errors | ceiling req/s | ratio (min–max) | wrk CPU² |` +
      `${previous ? ' previous req/s · ratio¹ |' : ''}`,
    `| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${previous ? ' ---: |' : ''}`,
  ];
  for (const row of results.targets) {
    const before = previousRow(row);
    const earlier = before ? `${before.rps === null ? '—' : thousands(Math.round(before.rps))} · ${formatRatio(before.ratio)}` : '—';
    lines.push(
      `| ${row.target} | ${row.mode} | ${formatKb(row.bytes)}` +
        `${row.contentEncoding ? ` ${row.contentEncoding} (${formatKb(row.decodedBytes)})` : ''} | ` +
        `${thousands(Math.round(row.site.rps.median))} | ${ms(row.site.p50.median)} | ${ms(row.site.p99.median)} | ` +
        `${row.site.non2xx + row.site.errors} | ${thousands(Math.round(row.ceiling.rps.median))} | ` +
        `${formatRatio(row.ratio.median)} (${formatRatio(row.ratio.min)}–${formatRatio(row.ratio.max)}) | ` +
        `${generatorCell(row, settings.threads)} |${previous ? ` ${earlier} |` : ''}`,
    );
  }
  const { slowDeferred: slow, memory, proxyOverhead: proxy, section, rendered } = results;
  const paths = results.targets.filter((row, index, all) => all.findIndex((other) => other.target === row.target) === index);
  const renderedBefore = previous?.rendered;
  lines.push(
    '',
    `Addresses: ${paths.map((row) => `${row.target} \`${shorten(row.path, 70)}\``).join(', ')}. ` +
      `The section \`${section.id}\` has ${section.productCount} products, ${section.perPage} a page ` +
      `(${section.productLinksOnPage} product links on page 1). Sizes are as sent (compressed where the site compresses).`,
    '',
    `- **Rendered on every view** (the section page as a visitor, each request with a query no one asked before, so nothing is ` +
      `reused; ${rendered.connections} connections, ${rendered.seconds} s runs, ${rendered.ratio.runs} pairs): latency ` +
      `**p50 ${formatSpread(rendered.site.p50, ms)} ms, p90 ${formatSpread(rendered.site.p90, ms)} ms, ` +
      `p99 ${formatSpread(rendered.site.p99, ms)} ms**, ` +
      `${formatSpread(rendered.site.rps, (v) => thousands(Math.round(v)))} req/s, ratio to the ceiling (the same page's bytes) ` +
      `${formatSpread(rendered.ratio, formatRatio)}; non-2xx ${rendered.site.non2xx}, socket errors ${rendered.site.errors}` +
      (rendered.runsTooShortForTail
        ? ` (**p99 reached more than a third of a run's length: requests slower than what was left of a run are not counted, ` +
          `so the tail may be longer than shown**)`
        : '') +
      (renderedBefore
        ? `; previous¹ ${thousands(Math.round(renderedBefore.rps))} req/s, p50 ${ms(renderedBefore.p50)} ms, ` +
          `p99 ${ms(renderedBefore.p99)} ms`
        : '') +
      `. The table above is reused HTML (docs/decisions/011-reused-public-html.md).`,
    `- **Memory**: the site's RSS ${memory.beforeLoad.totalMb} MB before the load, ${memory.afterLoad.totalMb} MB after it ` +
      `(${memory.afterLoad.processes.map((each) => `${each.role} ${each.rssMb} MB, peak ${each.peakMb} MB`).join('; ')}; ` +
      `the embedded API runs in the site's processes)` +
      (previous?.memoryAfterLoadMb ? `; previous¹ ${previous.memoryAfterLoadMb} MB after the load.` : '.'),
    `- **/api through the BFF** (\`${proxy.path}\`) against the embedded API directly (${proxy.direct}): p50 under the same load ` +
      `${proxy.underLoad.siteP50Ms} ms vs ${proxy.underLoad.directP50Ms} ms (**${signed(proxy.underLoad.differenceMs)} ms**), ` +
      `${thousands(proxy.underLoad.siteRps)} vs ${thousands(proxy.underLoad.directRps)} req/s (the BFF's work and the API's share ` +
      `the cores: at saturation p50 is the queue); at a steady ${proxy.steady.rate} req/s (at most ${proxy.steady.connections} in ` +
      `flight) p50 ${proxy.steady.siteP50Ms} ms vs ${proxy.steady.directP50Ms} ms (**${signed(proxy.steady.differenceMs)} ms**), ` +
      `p99 ${proxy.steady.siteP99Ms} vs ${proxy.steady.directP99Ms} ms; one request at a time (median of ` +
      `${proxy.sequential.requests}) ${proxy.sequential.siteMedianMs} ms vs ${proxy.sequential.directMedianMs} ms ` +
      `(${signed(proxy.sequential.differenceMs)} ms).`,
    `- **Slow deferred section** (home page, \`${slow.delayedPath}\` held ${slow.delayMs} ms by a proxy in front of the upstream; ` +
      `median of ${slow.visitor.requests} sequential views): a visitor gets the first byte in ${slow.visitor.ttfbMs} ms, the shell ` +
      `decoded (${slow.visitor.coding ?? 'identity'}) in **${slow.visitor.shellMs ?? slow.visitor.ttfbMs} ms** and the last in ` +
      `${slow.visitor.lastByteMs} ms; a crawler (whole document at once; ${slow.crawler.requests} views) ` +
      `${slow.crawler.ttfbMs} / ${slow.crawler.lastByteMs} ms; without the delay (the main site, each view rendered) ` +
      `${slow.withoutDelay.ttfbMs} / ${slow.withoutDelay.lastByteMs} ms. ${slow.delayedCalls} of ` +
      `${slow.visitor.requests + slow.crawler.requests} views waited for the slow call (that site reuses no HTML).`,
  );
  if (results.generators) {
    const { wrk, autocannon, autocannonOverWrk } = results.generators;
    const share = (value) => `${Math.round(value * 100)} %`;
    lines.push(
      `- **The previous generator, in the same run** (the section page's ceiling, ${autocannonOverWrk.runs} interleaved pairs): ` +
        `autocannon 9 as the previous bench ran it ${formatSpread(autocannon.rps, (v) => thousands(Math.round(v)))} req/s at ` +
        `${formatSpread(autocannon.coreShare, share)} of a core, wrk ${formatSpread(wrk.rps, (v) => thousands(Math.round(v)))} req/s ` +
        `at ${formatSpread(wrk.coreShare, share)}: autocannon reaches **${formatSpread(autocannonOverWrk, (v) => v.toFixed(2))}** ` +
        `of wrk's rate: a ratio against a ceiling the generator holds down comes out too kind.`,
    );
  }
  if (generator.warnings.length)
    lines.push(`- **wrk above ${Math.round(generator.warnAbove * 100)} % of a core**: ${generator.warnings.join('; ')}.`);
  lines.push('', ...jsSplitLines(results.jsSplit, previous?.jsSplit ?? null));
  lines.push(
    '',
    `Upstream calls per page view once the caches are warm (\`upstream_requests_total\` before and after ` +
      `${results.upstreamCallsPerView[0]?.views ?? 0} sequential views):`,
    '',
    '| target | mode | calls per view | by endpoint |',
    '| --- | --- | ---: | --- |',
    ...results.upstreamCallsPerView.map((u) => {
      const detail = Object.entries(u.byEndpoint)
        .map(([endpoint, count]) => `${endpoint} ${count}`)
        .join(', ');
      return `| ${u.target} | ${u.mode} | ${u.perView} | ${detail || '—'} |`;
    }),
    '',
    `The run took ${results.durationSeconds} s, not counting the build.`,
    '',
    `² wrk's own CPU in the row's busiest run (site or ceiling), as a share of one core per thread: above ` +
      `${Math.round(generator.warnAbove * 100)} % the generator may have been the limit of that run.` +
      (previousNote ? `\n\n${previousNote}` : ''),
  );
  return lines.join('\n');
}

function generatorWarning(generator) {
  const above = Math.round(generator.warnAbove * 100);
  return generator.warnings.length
    ? `**above ${above} % in ${generator.warnings.length} runs: there the generator may be the limit**`
    : `the bench warns above ${above} %`;
}

/** The highest share of a core (per thread) wrk used in the row's runs, site or ceiling. */
function generatorCell(row, threads) {
  const shares = [row.site.generatorCoreShare?.max, row.ceiling.generatorCoreShare?.max].filter((share) => typeof share === 'number');
  return shares.length ? `${Math.round((Math.max(...shares) / threads) * 100)} %` : '?';
}

function jsSplitLines(split, previous) {
  if (!split) return ['The home page JavaScript split was left out (no Chromium, or `--no-js-split`).'];
  const before = new Map(previous?.groups.map((group) => [group.group, group.gzipBytes]) ?? []);
  return [
    `**Home page JavaScript**: ${formatKb(split.totalGzipBytes)} KB gzip (${formatKb(split.totalRawBytes)} KB minified) in ` +
      `${split.files.length} files, what Chromium loads until the page has hydrated, each gzipped at level 9 as the budget ` +
      `counts it (docs/decisions/007)` +
      (previous ? `; previous¹ ${formatKb(previous.totalGzipBytes)} KB` : '') +
      `. Per npm package and app folder — a group's gzip figure is its files' real gzip size shared out in proportion to ` +
      `what the group's bytes compress to alone, so the column adds up to the total:` +
      (split.mismatched.length ? ` (not matched to the rebuild, counted whole: ${split.mismatched.join(', ')})` : ''),
    '',
    `| package or folder | minified KB | gzip KB | share |${previous ? ' previous gzip KB¹ |' : ''}`,
    `| --- | ---: | ---: | ---: |${previous ? ' ---: |' : ''}`,
    ...split.groups.map(
      (group) =>
        `| ${group.group} | ${formatKb(group.rawBytes)} | ${formatKb(group.gzipBytes)} | ` +
        `${((group.gzipBytes / split.totalGzipBytes) * 100).toFixed(1)} % |` +
        (previous ? ` ${before.has(group.group) ? formatKb(before.get(group.group)) : 'new'} |` : ''),
    ),
  ];
}

/** Replaces the README's block between the bench markers with `markdown`. */
export function writeReadmeBlock(root, markdown) {
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(readmeStart);
  const to = readme.indexOf(readmeEnd);
  if (from === -1 || to < from) {
    console.log(`[bench] README.md has no ${readmeStart} … ${readmeEnd} block: not updated`);
    return;
  }
  writeFileSync(readmePath, `${readme.slice(0, from + readmeStart.length)}\n${markdown}\n${readme.slice(to)}`);
  console.log('[bench] wrote the README block');
}

export async function writeResults(root, results, markdown) {
  const dir = path.join(root, 'bench');
  mkdirSync(dir, { recursive: true });
  // Formatted as `npm run lint` (Prettier) expects.
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(path.join(dir, 'results.json'))) ?? {};
  writeFileSync(path.join(dir, 'results.json'), await prettier.format(JSON.stringify(results), { ...config, parser: 'json' }));
  writeFileSync(path.join(dir, 'results.md'), `# Benchmark results\n\n${markdown}\n\nRaw figures: \`bench/results.json\`.\n`);
  console.log('[bench] wrote bench/results.json and bench/results.md');
  writeReadmeBlock(root, markdown);
}

const formatKb = (bytes) => (bytes / 1024).toFixed(1);
const formatRatio = (ratio) =>
  ratio === null || ratio === undefined ? '—' : ratio >= 0.1 ? ratio.toFixed(2) : ratio >= 0.01 ? ratio.toFixed(3) : ratio.toFixed(4);
const ms = (value) => (value >= 100 ? String(Math.round(value)) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const shorten = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const signed = (value) => (value >= 0 ? `+${value}` : String(value));
