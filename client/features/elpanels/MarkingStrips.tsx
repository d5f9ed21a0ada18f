import { conductorColours } from './conductor-colours';
import { bandHeightMm, stripFontMm, stripHeightMm, stripLineMm, type MarkingCell, type MarkingStrip } from './marking-strips-layout';

/**
 * Marking strips to print and cut out (docs/designer.md, "Documents"): one SVG whose unit is the
 * millimetre, so a cell `modules × 17.5` units wide prints that many millimetres at 100 %. Each
 * strip has its caption above it and a dashed cut line round it with a scissors mark. The
 * documents render it on the server (the labels' PDF and SVG); React escapes every label.
 */
export interface MarkingStripsProps {
  readonly strips: readonly MarkingStrip[];
  /** The printable width in millimetres: the SVG's width. */
  readonly width: number;
  readonly title: string;
}

const captionMm = 5;
const gapMm = 5;
/** Height of a strip with its caption and the gap after it. */
export const stripBlockMm = captionMm + stripHeightMm + gapMm;
const ink = '#111111';
const muted = '#555555';
const font = "'DejaVu Sans', Verdana, sans-serif";

function Band({ cell }: { cell: MarkingCell }) {
  const segment = cell.width / cell.conductors.length;
  return (
    <g className="marking-cell__band">
      {cell.conductors.map((mark, i) => {
        const colour = conductorColours[mark];
        const x = cell.x + i * segment;
        return (
          <g key={i}>
            <rect x={x} y={0} width={segment} height={bandHeightMm} fill={colour.fill} stroke={ink} strokeWidth={0.15} />
            <text
              x={x + segment / 2}
              y={bandHeightMm / 2 + stripFontMm * 0.36}
              fontSize={stripFontMm}
              textAnchor="middle"
              fill={colour.text}
            >
              {mark}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Cell({ cell }: { cell: MarkingCell }) {
  const centre = cell.x + cell.width / 2;
  const top = cell.conductors.length ? bandHeightMm : 0;
  const designationY = top + 0.7 + stripFontMm;
  return (
    <g className={cell.free ? 'marking-cell marking-cell--free' : 'marking-cell'}>
      {cell.name ? <title>{cell.name}</title> : null}
      <rect
        className="marking-cell__box"
        data-modules={cell.modules}
        x={cell.x}
        y={0}
        width={cell.width}
        height={stripHeightMm}
        fill="#ffffff"
        stroke="#9a9a9a"
        strokeWidth={0.2}
      />
      {cell.conductors.length ? <Band cell={cell} /> : null}
      {cell.designation ? (
        <text x={centre} y={designationY} fontSize={stripFontMm * 1.1} fontWeight={700} textAnchor="middle" fill={ink}>
          {cell.designation}
        </text>
      ) : null}
      {cell.lines.length ? (
        <text x={centre} y={designationY + stripLineMm} fontSize={stripFontMm} textAnchor="middle" fill={ink}>
          {cell.lines.map((line, i) => (
            <tspan key={i} x={centre} dy={i === 0 ? 0 : stripLineMm}>
              {line}
            </tspan>
          ))}
        </text>
      ) : null}
    </g>
  );
}

function Strip({ strip, y }: { strip: MarkingStrip; y: number }) {
  const top = y + captionMm;
  return (
    <g className="marking-strip" data-modules={strip.modules} data-width-mm={strip.width}>
      <text x={0} y={y + stripFontMm} fontSize={stripFontMm} fill={muted}>
        {strip.caption}
      </text>
      <g transform={`translate(0 ${top})`}>
        {strip.cells.map((cell) => (
          <Cell key={cell.key} cell={cell} />
        ))}
        <rect
          className="marking-strip__cut"
          x={0}
          y={0}
          width={strip.width}
          height={stripHeightMm}
          fill="none"
          stroke={ink}
          strokeWidth={0.3}
          strokeDasharray="2 1.2"
        />
        {/* The scissors sit on the cut line past the strip's right end, where nothing is printed. */}
        <text x={strip.width + 1} y={stripHeightMm / 2 + 1.5} fontSize={4.2} fill={ink}>
          ✂
        </text>
      </g>
    </g>
  );
}

export function MarkingStrips({ strips, width, title }: MarkingStripsProps) {
  const height = Math.max(strips.length * stripBlockMm - gapMm, stripBlockMm);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={`${width}mm`}
      height={`${height}mm`}
      role="img"
      fontFamily={font}
    >
      <title>{title}</title>
      {strips.map((strip, i) => (
        <Strip key={strip.key} strip={strip} y={i * stripBlockMm} />
      ))}
    </svg>
  );
}
