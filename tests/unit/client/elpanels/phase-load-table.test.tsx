import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { phasePlanOf } from '#shared/designer/phases';
import { PhaseLoadTable } from '#client/features/elpanels/PhaseLoadTable';
import { designationsOf, singleLineLayout } from '#client/features/elpanels/single-line-layout';
import { catalogueFacts } from '#tests/unit/shared/designer/catalogue';
import { phased } from './phased-panel';

/** React escapes quotes and marks text boundaries; the tests read the words as a visitor does. */
const unescape = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
const cells = (row: string) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((match) => match[1]!);

/**
 * The result page's per-phase table (docs/designer.md, "Result page"), rendered as the server does.
 * The figures by hand, per device (I = P / (230 В · 0,95) for a load in kW; the rating without one):
 *   Кухня 2 kW on L2 → 2000 / 218,5 = 9,153 A; Свет on L3, no load → its 10 A rating; Котёл, a
 *   three-phase 10 A line → 10 A on every phase; УЗО on L1 with two «Розетки» behind it, no load →
 *   2 × 16 A = 32 A on L1 (the RCD draws nothing of its own).
 *   L1 = 10 + 32 = 42 A; L2 = 10 + 9,153 = 19,153 A; L3 = 10 + 10 = 20 A.
 *   Power P = I · 230 · 0,95 / 1000: 42 · 0,2185 = 9,177 → 9,18 kW; L2 = 2 kW + 10 · 0,2185 = 4,185 →
 *   4,19 kW (half up); 20 · 0,2185 = 4,37 kW.
 *   Imbalance (42 − 19,153) / 42 = 54,4 % → «54 %».
 */
describe('the per-phase load table', () => {
  const plan = phasePlanOf(phased, catalogueFacts);
  const html = unescape(
    renderToString(
      <PhaseLoadTable plan={plan} designations={designationsOf(singleLineLayout(phased, catalogueFacts))} caption="Проект щита" />,
    ),
  );
  const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((match) => cells(match[1]!));

  it('is a table with its caption, column headers and a row header per phase', () => {
    expect(html).toContain('<caption class="visually-hidden">Нагрузка по фазам, Проект щита</caption>');
    expect(rows[0]).toEqual(['Фаза', 'Устройства', 'Ток', 'Мощность']);
    expect(html.match(/<th scope="row">L[123]<\/th>/g)).toEqual([
      '<th scope="row">L1</th>',
      '<th scope="row">L2</th>',
      '<th scope="row">L3</th>',
    ]);
  });

  it('gives each phase its devices as the diagram names them, its current and power, and the imbalance', () => {
    expect(rows.slice(1, 4)).toEqual([
      ['L1', 'QD1 «УЗО»; QF5, QF6 «Розетки»', '42\u00a0А', '9,18\u00a0кВт'],
      ['L2', 'QF2 «Кухня»', '19,2\u00a0А', '4,19\u00a0кВт'],
      ['L3', 'QF3 «Свет»', '20\u00a0А', '4,37\u00a0кВт'],
    ]);
    expect(rows.at(-1)).toEqual(['Неравномерность', '54\u00a0%']);
  });

  it('says what it counted: three-phase lines on every phase, lines without a load at their rating', () => {
    expect(html).toContain('Ток трёхфазных линий (QF4 «Котёл») входит в каждую фазу.');
    expect(html).toContain('Линии без заданной нагрузки посчитаны по номиналу их автомата.');
    expect(html).not.toContain('Без фазы');
  });
});
