import { nextLine } from './text-lines';
import { useId, useMemo } from 'react';
import type { Design, ItemPosition } from '#shared/designer/design';
import type { FactsById } from '#shared/designer/device-facts';
import { DinDevice, DinDeviceParts } from './DinDevice';
import {
  deviceHeight,
  dinRailLayout,
  labelFontSize,
  labelLineHeight,
  type FreeText,
  type OverflowMark,
  type RailLabel,
  type RailRow,
} from './din-rail-layout';

/**
 * The panel as it looks with its door open (docs/designer.md, "Diagrams"): the enclosure's DIN
 * rails top to bottom, every device at its place, the marking strip with the groups' names, blank
 * covers on free modules and, in red past the rail's end, what does not fit. One SVG whose viewBox
 * scales it to any width; its text alternative says the enclosure, the rows and the modules used
 * and free. Ids come from useId, so the server's markup and the browser's agree.
 */
export interface DinRailDiagramProps {
  readonly design: Design;
  readonly factsById: FactsById;
  /** The picture's name («Щит: вид на DIN-рейки»). */
  readonly title: string;
  /** No marking strip and a narrow row caption: for a small preview. */
  readonly compact?: boolean;
  /** The item to outline (the one being edited). */
  readonly highlight?: ItemPosition | null;
}

/** Pixels per SVG unit the drawing never grows past, so a 12-module rail does not fill a wide screen. */
const largestScale = 2.4;

const ink = '#1b1f2a';
const muted = '#5b6475';
const danger = '#c53030';

/** One rail with its caption, its devices and covers, the marking strip and what does not fit. */
function Row({ row, ids }: { row: RailRow; ids: string }) {
  return (
    <g className="din-rail-diagram__row">
      <text x={row.captionX} y={row.captionY + 2.5} fontSize={7.5} fill={muted}>
        {row.caption}
      </text>
      {row.rail ? <Rail rail={row.rail} /> : null}
      {row.note ? (
        <text x={row.captionX + 40} y={row.captionY + 2.5} fontSize={6.5} fontStyle="italic" fill={muted}>
          {row.note}
        </text>
      ) : null}
      {row.strip ? (
        <rect
          x={row.strip.x}
          y={row.strip.y}
          width={row.strip.width}
          height={row.strip.height}
          fill="#fffdf5"
          stroke="#d9d2bd"
          strokeWidth={0.6}
        />
      ) : null}
      {row.covers.map((cover) => (
        <rect
          key={cover.key}
          className="din-rail-diagram__cover"
          x={cover.x + 0.6}
          y={cover.y + 14}
          width={cover.width - 1.2}
          height={deviceHeight - 28}
          rx={1}
          fill="#e6e9ef"
          stroke="#c3c8d3"
          strokeWidth={0.6}
        />
      ))}
      {row.freeText ? <FreeModules free={row.freeText} /> : null}
      {/* Every text of the devices and the strip is centred and, unless it says otherwise, in ink: set once, inherited. */}
      <g fill={ink} textAnchor="middle">
        {row.devices.map((device) => (
          <DinDevice key={device.key} device={device} ids={ids} />
        ))}
        {row.labels.length ? (
          <g fontSize={labelFontSize}>
            {row.labels.map((label) => (
              <StripLabel key={label.key} label={label} />
            ))}
          </g>
        ) : null}
      </g>
      {row.overflowMark ? <OverflowLine mark={row.overflowMark} /> : null}
    </g>
  );
}

/** The DIN rail itself: a bar with its two folds. */
function Rail({ rail }: { rail: NonNullable<RailRow['rail']> }) {
  return (
    <g className="din-rail-diagram__rail">
      <rect x={rail.x1} y={rail.y} width={rail.x2 - rail.x1} height={rail.height} fill="#c9ced8" stroke="#9aa2b1" strokeWidth={0.6} />
      <line x1={rail.x1} y1={rail.y + 3} x2={rail.x2} y2={rail.y + 3} stroke="#aab1be" strokeWidth={0.6} />
      <line x1={rail.x1} y1={rail.y + rail.height - 3} x2={rail.x2} y2={rail.y + rail.height - 3} stroke="#aab1be" strokeWidth={0.6} />
    </g>
  );
}

/** «свободно N мод.» over the covers, turned upright where the gap is narrow. */
function FreeModules({ free }: { free: FreeText }) {
  return (
    <text
      className="din-rail-diagram__free"
      x={free.x}
      y={free.y}
      fontSize={6}
      textAnchor="middle"
      fill={muted}
      transform={free.vertical ? `rotate(-90 ${free.x} ${free.y})` : undefined}
    >
      {free.lines.map((line, i) => (
        <tspan key={i} x={free.x} dy={i === 0 ? (1 - free.lines.length) * 3.5 + 2 : 7}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A group's name on the marking strip, in full in its tooltip; red under a device past the rail's end. */
function StripLabel({ label }: { label: RailLabel }) {
  return (
    <g className={label.overflow ? 'din-rail-diagram__label din-rail-diagram__label--overflow' : 'din-rail-diagram__label'}>
      <title>{label.full}</title>
      <line x1={label.x} y1={label.y} x2={label.x} y2={label.y + 15} stroke="#d9d2bd" strokeWidth={0.6} />
      <text x={label.x + label.width / 2} y={label.y + 6.5} fill={label.overflow ? danger : undefined}>
        {label.lines.map((line, i) => (
          <tspan key={i} {...nextLine(i, label.x + label.width / 2, labelLineHeight)}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The rail's end, dashed in red, with how many modules run past it. */
function OverflowLine({ mark }: { mark: OverflowMark }) {
  return (
    <g className="din-rail-diagram__overflow">
      <title>{mark.title}</title>
      <line x1={mark.x} y1={mark.y1} x2={mark.x} y2={mark.y2} stroke={danger} strokeWidth={1.4} strokeDasharray="4 2" />
      <path d={`M${mark.x - 4} ${mark.y1} h8 l-4 6 z`} fill={danger} />
      <text x={mark.x + 6} y={mark.y1 + 8} fontSize={7} fontWeight={700} fill={danger}>
        {mark.text}
      </text>
    </g>
  );
}

export function DinRailDiagram({ design, factsById, title, compact = false, highlight = null }: DinRailDiagramProps) {
  const id = useId();
  const layout = useMemo(() => dinRailLayout(design, factsById, { compact, highlight }), [design, factsById, compact, highlight]);
  const className = compact ? 'panel-diagram din-rail-diagram din-rail-diagram--compact' : 'panel-diagram din-rail-diagram';
  return (
    <svg
      className={className}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      // --diagram-units: the print stylesheet's limit on how large a unit may print (client/styles/elpanels.css).
      style={{ maxWidth: `${Math.round(layout.width * largestScale)}px`, ['--diagram-units' as string]: layout.width }}
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{layout.summary}</desc>
      <DinDeviceParts ids={id} widths={layout.rows.flatMap((row) => row.devices.map((device) => device.modules))} />
      <rect
        x={layout.tray.x}
        y={layout.tray.y}
        width={layout.tray.width}
        height={layout.tray.height}
        rx={4}
        fill="#f5f6fa"
        stroke="#d5d9e2"
      />
      {layout.rows.map((row) => (
        <Row key={row.rowIndex} row={row} ids={id} />
      ))}
    </svg>
  );
}
