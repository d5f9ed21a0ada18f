import { nextLine } from './text-lines';
import { symbolHeight, textFontSize, textLineHeight, textOffset, type LineDevice } from './single-line-layout';

/**
 * A device's symbol on the single-line schematic (docs/designer.md, "Diagrams"), simplified from
 * ГОСТ 2.755 and ГОСТ 2.721 (the IEC 60617 symbols): a contact whose blade swings open to the
 * left, with what its fixed end carries saying what switches — a cross for a circuit breaker, a
 * small circle for a switch-disconnector, an arc for a contactor; an RCD adds the ring of its
 * residual-current sensor joined to the blade by a dashed link. A surge protector is a varistor
 * (a box crossed by a slanted line), a meter a box with «Wh», a relay its coil box. The texts
 * beside it (designation first) come from the layout.
 */

const ink = '#1b1f2a';
/**
 * What every stroke of a symbol draws with, set once on the symbol's group and inherited (as SVG
 * presentation attributes are, on screen and in the documents alike) rather than repeated on each
 * line: a 48-module panel's schematic has hundreds of them (docs/designer.md, "Page weight").
 */
export const strokeInk = { stroke: ink, strokeWidth: 1.2, fill: 'none' } as const;

/** The vertical line broken by an open contact between `top` and `bottom`. */
function Contact({ x, y, fixed }: { x: number; y: number; fixed: 'breaker' | 'switch' | 'contactor' | 'plain' }) {
  const top = y + 12;
  const bottom = y + 30;
  return (
    <g>
      <line x1={x} y1={y} x2={x} y2={top} />
      <line x1={x} y1={bottom} x2={x - 9} y2={top + 1} />
      <line x1={x} y1={bottom} x2={x} y2={y + symbolHeight} />
      {fixed === 'breaker' ? (
        <g>
          <line x1={x - 2.6} y1={top - 2.6} x2={x + 2.6} y2={top + 2.6} />
          <line x1={x - 2.6} y1={top + 2.6} x2={x + 2.6} y2={top - 2.6} />
        </g>
      ) : null}
      {fixed === 'switch' ? <circle cx={x} cy={top + 2} r={2} /> : null}
      {fixed === 'contactor' ? <path d={`M${x - 3} ${top} a3 3 0 0 0 6 0`} /> : null}
    </g>
  );
}

/** The residual-current sensor: a ring round the line, linked to the blade. */
function Sensor({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <ellipse cx={x} cy={y + 37} rx={6} ry={2.6} />
      <line x1={x - 6} y1={y + 37} x2={x - 6} y2={y + 22} strokeWidth={0.8} strokeDasharray="2 1.5" />
      <line x1={x - 6} y1={y + 22} x2={x - 4.5} y2={y + 22} strokeWidth={0.8} />
    </g>
  );
}

function Boxed({ x, y, children, dashed = false }: { x: number; y: number; children: string; dashed?: boolean }) {
  return (
    <g>
      <line x1={x} y1={y} x2={x} y2={y + 13} />
      <rect x={x - 9} y={y + 13} width={18} height={18} fill="#fff" strokeDasharray={dashed ? '3 2' : undefined} />
      <text x={x} y={y + 25} fontSize={7} fontWeight={700} textAnchor="middle" fill={ink} stroke="none">
        {children}
      </text>
      <line x1={x} y1={y + 31} x2={x} y2={y + symbolHeight} />
    </g>
  );
}

/** A relay's coil box says what it reacts to: t time, U voltage, K anything else. */
const relayLetter = (device: LineDevice) => (device.designation.startsWith('KT') ? 't' : device.designation.startsWith('KV') ? 'U' : 'K');

function Shape({ device }: { device: LineDevice }) {
  const { x, y } = device;
  switch (device.symbol) {
    case 'breaker':
      return <Contact x={x} y={y} fixed="breaker" />;
    case 'rcd':
    case 'rcbo':
      // A residual-current device: a contact and the current sensor; an RCBO's contact is a breaker's.
      return (
        <g>
          <Contact x={x} y={y} fixed={device.symbol === 'rcbo' ? 'breaker' : 'plain'} />
          <Sensor x={x} y={y} />
        </g>
      );
    case 'switch':
      return <Contact x={x} y={y} fixed="switch" />;
    case 'contactor':
      return <Contact x={x} y={y} fixed="contactor" />;
    case 'spd':
      return (
        <g>
          <line x1={x} y1={y} x2={x} y2={y + 12} />
          <rect x={x - 4} y={y + 12} width={8} height={20} fill="#fff" />
          <path d={`M${x - 6} ${y + 30} L${x + 6} ${y + 14} l-2.5 0`} />
          <line x1={x} y1={y + 32} x2={x} y2={y + symbolHeight} />
        </g>
      );
    case 'meter':
      return (
        <Boxed x={x} y={y}>
          Wh
        </Boxed>
      );
    case 'relay':
      return (
        <Boxed x={x} y={y}>
          {relayLetter(device)}
        </Boxed>
      );
    case 'socket':
      return (
        <g>
          <line x1={x} y1={y} x2={x} y2={y + 20} />
          <path d={`M${x - 8} ${y + 20} a8 8 0 0 0 16 0`} />
        </g>
      );
    case 'unknown':
      return (
        <Boxed x={x} y={y} dashed>
          ?
        </Boxed>
      );
    default:
      return (
        <Boxed x={x} y={y}>
          A
        </Boxed>
      );
  }
}

/** Which drawing a device's symbol is: one per kind, a relay's by its letter. */
function shapeKey(device: LineDevice): string {
  return device.symbol === 'relay' ? `relay-${relayLetter(device)}` : device.symbol;
}

/**
 * Every kind of symbol the schematic shows, drawn once at the origin in its `<defs>` and placed by
 * `<use>` (docs/designer.md, "Page weight"): a panel's thirty breakers are one drawing. The content
 * a `<use>` shows inherits from the `<use>`, so each drawing carries its own stroke. `ids` is the
 * diagram's own prefix (`useId`).
 */
export function SingleLineShapes({ ids, devices }: { ids: string; devices: readonly LineDevice[] }) {
  const kinds = new Map(devices.map((device) => [shapeKey(device), device]));
  return (
    <defs>
      {[...kinds].map(([key, device]) => (
        <g key={key} id={`${ids}-${key}`} {...strokeInk}>
          <Shape device={{ ...device, x: 0, y: 0 }} />
        </g>
      ))}
    </defs>
  );
}

/**
 * `ids`: the prefix of the diagram's `SingleLineShapes`, which must include this device's. No
 * tooltip: what it would say (the device's description) is the diagram's «Схема текстом», right
 * under it, and the drawing's texts beside the symbol already give its designation, rating and poles.
 */
export function SingleLineSymbol({ device, ids }: { device: LineDevice; ids: string }) {
  return (
    <>
      <use href={`#${ids}-${shapeKey(device)}`} x={device.x} y={device.y} />
      <text x={device.x + textOffset} y={device.y + 9} fontSize={textFontSize}>
        {device.texts.map((text, i) => (
          <tspan key={i} {...nextLine(i, device.x + textOffset, textLineHeight)} fontWeight={i === 0 ? 700 : undefined}>
            {text}
          </tspan>
        ))}
      </text>
    </>
  );
}
