import { nextLine } from './text-lines';
import { useId, useMemo } from 'react';
import type { Design } from '#shared/designer/design';
import type { FactsById } from '#shared/designer/device-facts';
import { SingleLineShapes, SingleLineSymbol, strokeInk } from './SingleLineSymbol';
import {
  labelFontSize,
  labelLineHeight,
  printStrips,
  singleLineLayout,
  type LineColumn,
  type LineDevice,
  type SingleLineLayout,
} from './single-line-layout';

/**
 * The panel's single-line (однолинейная) schematic (docs/designer.md, "Diagrams"): the feed and
 * the input at the top, the bus, and a column per outgoing line with its device's symbol, its
 * conductors and phase, its cable and load, and its label; an RCD stands over the lines behind it. The drawing keeps a size
 * where its text reads and scrolls sideways in its box when the panel has more lines than the
 * screen has room for; under it, a text list says the same for screen readers and for copying.
 */
export interface SingleLineDiagramProps {
  readonly design: Design;
  readonly factsById: FactsById;
  readonly title?: string;
}

/**
 * Pixels per SVG unit: at least 1.2, where the labels' 7 units come out at about 8.5 px, the least
 * that reads on a phone (a narrower box scrolls), and up to 1.6 when the page is wide.
 */
const smallestScale = 1.2;
const largestScale = 1.6;
const ink = '#1b1f2a';
const muted = '#5b6475';

function Column({ column, ids }: { column: LineColumn; ids: string }) {
  const { x, device, conductors } = column;
  const slashY = column.toY - 18;
  return (
    <g className="single-line-diagram__column">
      <circle cx={x} cy={column.fromY} r={1.8} />
      {/* The wires, conductor strokes and arrow: one path each, drawn with the symbols' stroke. */}
      <g {...strokeInk}>
        <path
          d={device ? `M${x} ${column.fromY}V${device.y}M${x} ${device.y + 44}V${column.toY}` : `M${x} ${column.fromY}V${column.toY}`}
        />
        {column.ending === 'earth' ? (
          <path d={`M${x - 7} ${column.toY}h14M${x - 4.5} ${column.toY + 3}h9M${x - 2} ${column.toY + 6}h4`} />
        ) : (
          <>
            {conductors && conductors.count > 1 ? (
              <path
                strokeWidth={0.9}
                d={Array.from({ length: conductors.count }, (_, i) => {
                  const y = slashY - ((conductors.count - 1) * 3) / 2 + i * 3;
                  return `M${x - 3.5} ${y + 3}L${x + 3.5} ${y - 3}`;
                }).join('')}
              />
            ) : null}
            <path d={`M${x - 3} ${column.toY - 5}L${x} ${column.toY}L${x + 3} ${column.toY - 5}`} />
          </>
        )}
      </g>
      {device ? <SingleLineSymbol device={device} ids={ids} /> : null}
      {column.ending !== 'earth' && conductors ? (
        <text x={x + 6} y={slashY + 2.5} fontSize={6.5} fill={muted}>
          {conductors.marking}
        </text>
      ) : null}
      {column.lineLines.length ? (
        <text x={x} y={column.lineY} textAnchor="middle" fill={muted}>
          {column.lineLines.map((line, i) => (
            <tspan key={i} {...nextLine(i, x, labelLineHeight)}>
              {line}
            </tspan>
          ))}
        </text>
      ) : null}
      <g className="single-line-diagram__label">
        {/* The label in full as a tooltip only where the drawing does not show it whole. */}
        {column.labelLines.join(' ') === column.label ? null : <title>{column.label || 'Без подписи'}</title>}
        <text x={x} y={column.labelY} textAnchor="middle" fill={column.label ? undefined : muted}>
          {(column.labelLines.length ? column.labelLines : ['—']).map((line, i) => (
            <tspan key={i} {...nextLine(i, x, labelLineHeight)}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    </g>
  );
}

const said = (device: LineDevice) => device.description;

/** Every device the schematic draws a symbol for: the input, each RCD and each line's device. */
function devicesOf(layout: SingleLineLayout): LineDevice[] {
  const columns = layout.blocks.flatMap((block) => (block.type === 'line' ? [block.column] : block.columns));
  const rcds = layout.blocks.flatMap((block) => (block.type === 'line' ? [] : [block.device]));
  return [...(layout.input ? [layout.input] : []), ...rcds, ...columns.flatMap((column) => (column.device ? [column.device] : []))];
}

/**
 * The widest strip (in units) an A4 page prints at full size: 190 mm at 0.3 mm a unit, which keeps
 * 7-unit labels at 6 pt (client/styles/elpanels.css, print). A wider drawing prints in strips.
 */
const printUnits = 630;

export function SingleLineDiagram({ design, factsById, title = 'Однолинейная схема щита' }: SingleLineDiagramProps) {
  const id = useId();
  const layout = useMemo(() => singleLineLayout(design, factsById), [design, factsById]);
  const { feed, bus } = layout;
  const strips = printStrips(layout, printUnits);
  return (
    <div className="single-line-diagram">
      {/* A box that scrolls takes focus, so the keyboard scrolls it too (as .table-scroll does; axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="single-line-diagram__scroll" role="region" aria-label={`${title}, прокручивается по горизонтали`} tabIndex={0}>
        <svg
          className="panel-diagram single-line-diagram__svg"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={Math.round(layout.width * smallestScale)}
          height={Math.round(layout.height * smallestScale)}
          style={{
            minWidth: `${Math.round(layout.width * smallestScale)}px`,
            maxWidth: `${Math.round(layout.width * largestScale)}px`,
            // The print stylesheet's limit on how large a unit may print (client/styles/elpanels.css).
            ['--diagram-units' as string]: layout.width,
          }}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{layout.summary}</desc>
          <SingleLineShapes ids={id} devices={devicesOf(layout)} />
          {/* Ink and the labels' size, set once and inherited by what does not say otherwise. */}
          <g id={`${id}-drawing`} fill={ink} fontSize={labelFontSize}>
            <text x={feed.x + 6} y={feed.y1 - 6} fontSize={7.5} fontWeight={700} fill={ink}>
              {feed.text}
            </text>
            <path
              d={`M${feed.x - 3} ${feed.y1 - 4} L${feed.x} ${feed.y1 + 1} L${feed.x + 3} ${feed.y1 - 4}`}
              fill="none"
              stroke={ink}
              strokeWidth={1.2}
            />
            <line x1={feed.x} y1={feed.y1 - 12} x2={feed.x} y2={feed.y2} stroke={ink} strokeWidth={1.2} />
            {layout.input ? (
              <>
                <SingleLineSymbol device={layout.input} ids={id} />
                <line x1={feed.x} y1={layout.input.y + 44} x2={feed.x} y2={bus.y} stroke={ink} strokeWidth={1.2} />
              </>
            ) : (
              <text x={feed.x + 8} y={(feed.y1 + bus.y) / 2} fontSize={7} fontStyle="italic" fill={muted}>
                {layout.noInput}
              </text>
            )}
            <line x1={bus.x1} y1={bus.y} x2={bus.x2} y2={bus.y} stroke={ink} strokeWidth={2.4} />
            {layout.blocks.map((block) =>
              block.type === 'line' ? (
                <Column key={block.key} column={block.column} ids={id} />
              ) : (
                <g key={block.key} className="single-line-diagram__rcd">
                  <circle cx={block.device.x} cy={bus.y} r={1.8} />
                  <line x1={block.device.x} y1={bus.y} x2={block.device.x} y2={block.device.y} stroke={ink} strokeWidth={1.2} />
                  <SingleLineSymbol device={block.device} ids={id} />
                  <line
                    x1={block.device.x}
                    y1={block.device.y + 44}
                    x2={block.device.x}
                    y2={block.subBus.y}
                    stroke={ink}
                    strokeWidth={1.2}
                  />
                  <line
                    x1={block.subBus.x1 - 6}
                    y1={block.subBus.y}
                    x2={block.subBus.x2 + 6}
                    y2={block.subBus.y}
                    stroke={ink}
                    strokeWidth={1.8}
                  />
                  {block.columns.map((column) => (
                    <Column key={column.key} column={column} ids={id} />
                  ))}
                </g>
              ),
            )}
          </g>
        </svg>
      </div>
      {/* Paper only: the same drawing in strips that print at a legible size (no copy of it: each strip uses it). */}
      {strips.length > 1 ? (
        <div className="single-line-diagram__print" aria-hidden="true">
          {strips.map((strip) => (
            <svg
              key={strip.x}
              className="panel-diagram single-line-diagram__strip"
              viewBox={`${strip.x} 0 ${strip.width} ${layout.height}`}
              style={{ ['--diagram-units' as string]: strip.width }}
              fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
            >
              <use href={`#${id}-drawing`} />
            </svg>
          ))}
        </div>
      ) : null}
      <details className="single-line-diagram__text">
        <summary>Схема текстом</summary>
        <ul>
          <li>{layout.input ? `Ввод: ${said(layout.input)}` : 'Ввод: вводной аппарат не отмечен'}</li>
          {layout.blocks.map((block) =>
            block.type === 'line' ? (
              <li key={block.key}>{block.column.device ? said(block.column.device) : block.column.label}</li>
            ) : (
              <li key={block.key}>
                {block.members.length ? `${said(block.device)}; за ним:` : `${said(block.device)}; за ним ничего нет`}
                {block.members.length ? (
                  <ul>
                    {block.members.map((member) => (
                      <li key={member.key}>{said(member)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ),
          )}
        </ul>
      </details>
    </div>
  );
}
