import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyDesign, type Design } from '#shared/designer/design';
import { DinRailDiagram } from '#client/features/elpanels/DinRailDiagram';
import { dinRailLayout } from '#client/features/elpanels/din-rail-layout';
import { SingleLineDiagram } from '#client/features/elpanels/SingleLineDiagram';
import { catalogueFacts, item } from '#tests/unit/shared/designer/catalogue';
import { flatPanel } from '#tests/unit/shared/designer/panels';
import { housePanel } from './house-panel';

/** React escapes quotes in text; the tests look for the words as a visitor reads them. */
const unescape = (html: string) => html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

const din = (design: Design, more: Partial<Parameters<typeof DinRailDiagram>[0]> = {}) =>
  unescape(renderToString(<DinRailDiagram design={design} factsById={catalogueFacts} title="Щит: вид на DIN-рейки" {...more} />));
const singleLine = (design: Design) => unescape(renderToString(<SingleLineDiagram design={design} factsById={catalogueFacts} />));

describe('DinRailDiagram', () => {
  const html = din(flatPanel);

  it('is one picture named by its title and described by the summary', () => {
    expect(html.startsWith('<svg')).toBe(true);
    expect(html).toContain('role="img"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)![1]!;
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`<title id="${labelledBy}">Щит: вид на DIN-рейки</title>`);
    expect(html).toContain(`<desc id="${describedBy}">${dinRailLayout(flatPanel, catalogueFacts).summary}</desc>`);
    expect(html).toMatch(/viewBox="0 0 \d+(\.\d+)? \d+(\.\d+)?"/);
  });

  it('shows every label in full in a tooltip, the input, the ratings and the free modules', () => {
    for (const label of flatPanel.rows.flatMap((row) => row.items.map((i) => i.label))) expect(html).toContain(`<title>${label}</title>`);
    expect(html).toContain('>Ввод</text>');
    for (const text of ['C40', 'C16', 'C25', 'C10', '40\u00a0А', '30\u00a0мА', 'Ряд 1', 'Ряд 2']) expect(html).toContain(text);
    expect(html.match(/din-rail-diagram__cover/g)).toHaveLength(6);
    expect(html).toContain('свободно');
  });

  it('draws an unknown product as a «?» and an overflow in red past the rail end', () => {
    const broken: Design = {
      ...flatPanel,
      rows: [
        { items: [...flatPanel.rows[0]!.items, item('gone', { label: 'Старый' }), item('iek-mva20-1-016-c', { quantity: 3 })] },
        flatPanel.rows[1]!,
      ],
    };
    const out = din(broken);
    expect(out).toContain('din-device--unknown');
    expect(out).toContain('<title>Товара «gone» нет в каталоге — «Старый»</title>');
    expect(out).toMatch(/>\?<\/text>/);
    expect(out).toContain('din-device--overflow');
    expect(out).toContain('din-rail-diagram__overflow');
    expect(out).toContain('+1\u00a0мод.');
  });

  it('outlines the highlighted item and leaves the strip out when compact', () => {
    expect(din(flatPanel, { highlight: { rowIndex: 0, itemIndex: 3 } }).match(/din-device__highlight/g)).toHaveLength(1);
    const compact = din(flatPanel, { compact: true });
    expect(compact).toContain('din-rail-diagram--compact');
    expect(compact).not.toContain('<title>Кухня, розетки</title>');
  });

  it('renders the same markup every time, so hydration matches', () => {
    expect(din(housePanel)).toBe(din(housePanel));
    expect(html).toBe(din(flatPanel));
    expect(html).not.toMatch(/NaN|undefined|Infinity/);
  });
});

describe('an empty design', () => {
  it.each([
    ['new', emptyDesign],
    ['rowless', { enclosureId: null, rows: [] }],
  ])('draws a %s design without a broken number', (_, design) => {
    for (const html of [din(design), singleLine(design)]) expect(html).not.toMatch(/NaN|undefined|Infinity/);
    expect(din(emptyDesign)).toContain('Корпус не выбран. Ряд 1: пусто. Всего 0\u00a0устройств на 0\u00a0модулей.');
  });
});

describe('SingleLineDiagram', () => {
  const html = singleLine(flatPanel);

  it('is a picture in a box that scrolls, with a text list of the groups beside it', () => {
    expect(html).toContain('role="region"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('role="img"');
    expect(html).toContain('<title id=');
    expect(html).toContain('<details class="single-line-diagram__text"><summary>Схема текстом</summary>');
    expect(html).toContain('<li>Ввод: QF1 — автоматический выключатель C40, 2P, «Ввод»</li>');
    expect(html).toContain('<li>QD1 — УЗО 40\u00a0А, 30\u00a0мА, 2P, «УЗО, кухня»; за ним:<ul>');
    expect(html).toContain('<li>QFD1 — дифавтомат C16, 30\u00a0мА, 1P+N, «Ванная, стиральная машина»</li>');
  });

  it('ends every line with its label and conductors', () => {
    for (const label of ['Кухня, розетки', 'Духовой шкаф', 'Свет, комнаты (1)', 'Свет, комнаты (2)']) expect(html).toContain(`>${label}<`);
    // A tooltip with the label in full only where the column shows it cut or has none to show.
    expect(html).not.toContain('<title>Кухня, розетки</title>');
    const long = 'Освещение коридора, прихожей, гардеробной и кладовой на втором этаже';
    const cut = singleLine({ enclosureId: null, rows: [{ items: [item('iek-mva20-1-016-c', { label: long.slice(0, 40) })] }] });
    expect(cut).toContain(`<title>${long.slice(0, 40)}</title>`);
    expect(cut).toContain('…');
    expect(html).toContain('>L</text>');
    expect(html).toContain('>L, N</text>');
    expect(singleLine(housePanel)).toContain('>L1–L3</text>');
  });

  it('renders the same markup every time', () => {
    expect(singleLine(housePanel)).toBe(singleLine(housePanel));
    expect(html).not.toMatch(/NaN|undefined|Infinity/);
  });
});
