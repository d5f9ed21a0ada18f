import { deviceHeight, moduleWidth, type RailDevice } from './din-rail-layout';

/**
 * One device's front on the rail (docs/designer.md, "Diagrams"), recognisable by kind the way a
 * visitor knows it from a real panel: a breaker's toggle under «C16», an RCD's yellow test button
 * with «30 мА», a surge protector's plug-in cartridges with a lightning bolt, a meter's display, a
 * contactor's indicator window and «КМ», a relay's dial or digits. Colours are presentation
 * attributes, so the drawing reads even without the stylesheet; the stylesheet only marks states
 * (highlighted, past the rail's end).
 */

const h = deviceHeight;
const ink = '#1b1f2a';
const muted = '#5b6475';

/**
 * The parts every device repeats, drawn once in the diagram's `<defs>` at the origin and placed with
 * `<use>`: a 48-module panel has 96 terminal screws and dozens of toggles, and drawing each in full
 * made most of the drawing's markup (docs/designer.md, "Page weight"). Ids are the diagram's own
 * (`useId`), so two diagrams on a page never share them.
 */
export function DinDeviceParts({ ids, widths }: { ids: string; widths: readonly number[] }) {
  return (
    <defs>
      <g id={`${ids}-screw`}>
        <circle r={2.6} fill="#d7dbe3" stroke="#8a93a6" strokeWidth={0.6} />
        <line x1={-1.6} y1={-1.6} x2={1.6} y2={1.6} stroke="#6b7385" strokeWidth={0.7} />
      </g>
      {/* A device's terminals, top and bottom, for each width the diagram has: one <use> a device. */}
      {[...new Set(widths)].map((modules) => (
        <g key={modules} id={`${ids}-terminals-${modules}`}>
          {Array.from({ length: Math.ceil(modules) }, (_, i) =>
            [8, h - 8].map((cy) => <use key={`${i}-${cy}`} href={`#${ids}-screw`} x={(i + 0.5) * moduleWidth} y={cy} />),
          )}
        </g>
      ))}
      {(['toggle', 'lever'] as const).map((part) => (
        <g key={part} id={`${ids}-${part}`}>
          <rect x={-4} width={8} height={20} rx={1} fill="#3a3f4b" />
          <rect x={-3} y={1} width={6} height={9} rx={0.8} fill={part === 'lever' ? '#d9534f' : '#e6e8ee'} />
        </g>
      ))}
    </defs>
  );
}

/** The screws along the top and bottom terminals, one a module (`DinDeviceParts` has each width's). */
function Terminals({ x, y, modules, ids }: { x: number; y: number; modules: number; ids: string }) {
  return <use href={`#${ids}-terminals-${modules}`} x={x} y={y} />;
}

/**
 * Toggles in the first `count` modules, tied together when there are several (one switching, as on
 * a multipole device); a switch-disconnector's lever is red.
 */
function Handles({ x, y, count, ids, red = false }: { x: number; y: number; count: number; ids: string; red?: boolean }) {
  if (count === 0) return null;
  const centres = Array.from({ length: count }, (_, i) => x + (i + 0.5) * moduleWidth);
  return (
    <g>
      {centres.map((cx) => (
        <use key={cx} href={`#${ids}-${red ? 'lever' : 'toggle'}`} x={cx} y={y + 30} />
      ))}
      {count > 1 ? <rect x={centres[0]! - 3} y={y + 34} width={centres[count - 1]! - centres[0]! + 6} height={2.4} fill="#9aa2b1" /> : null}
    </g>
  );
}

function Caption({ x, y, children, size = 6.5, bold = false }: { x: number; y: number; children: string; size?: number; bold?: boolean }) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={bold ? 700 : undefined}>
      {children}
    </text>
  );
}

function TestButton({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g>
      <rect x={cx - 4.5} y={cy - 4.5} width={9} height={9} rx={1.5} fill="#f8b940" stroke="#c98a0c" strokeWidth={0.6} />
      <text x={cx} y={cy + 2.1} fontSize={5.5} fontWeight={700}>
        Т
      </text>
    </g>
  );
}

function Bolt({ cx, cy }: { cx: number; cy: number }) {
  return (
    <path
      d={`M${cx + 1.5} ${cy - 8} L${cx - 3} ${cy + 1} L${cx} ${cy + 1} L${cx - 1.5} ${cy + 8} L${cx + 3} ${cy - 1.5} L${cx} ${cy - 1.5} Z`}
      fill="#c98a0c"
    />
  );
}

/** What is on the front between the terminals, by kind. */
function Face({ device, ids }: { device: RailDevice; ids: string }) {
  switch (device.look) {
    case 'breaker':
    case 'switch':
      return <BreakerFace device={device} ids={ids} />;
    case 'rcd':
    case 'rcbo':
      return <ResidualCurrentFace device={device} ids={ids} />;
    case 'spd':
      return <SurgeProtectorFace device={device} />;
    case 'meter':
      return <MeterFace device={device} />;
    case 'contactor':
      return <ContactorFace device={device} />;
    case 'relay':
      return device.modules >= 3 ? <VoltageRelayFace device={device} /> : <TimeRelayFace device={device} />;
    case 'socket':
      return <SocketFace device={device} />;
    default:
      return (
        <Caption x={device.x + device.width / 2} y={device.y + h / 2 + 2}>
          …
        </Caption>
      );
  }
}

/** The rating printed under the faces that have one at the bottom. */
function BottomRating({ device, size = 5.5 }: { device: RailDevice; size?: number }) {
  return device.rating ? (
    <Caption x={device.x + device.width / 2} y={device.y + h - 16} size={size}>
      {device.rating}
    </Caption>
  ) : null;
}

/** A breaker's or a load switch's «C16» over its toggles; a switch's lever is red and marked «I–O». */
function BreakerFace({ device, ids }: { device: RailDevice; ids: string }) {
  const { x, y, width, rating, handles } = device;
  const cx = x + width / 2;
  return (
    <g>
      {rating ? (
        <Caption x={cx} y={y + 24} size={device.ratingSize} bold>
          {rating}
        </Caption>
      ) : null}
      <Handles x={x} y={y} count={handles} ids={ids} red={device.look === 'switch'} />
      {device.look === 'switch' ? (
        <Caption x={cx} y={y + h - 16} size={5.5}>
          I–O
        </Caption>
      ) : null}
    </g>
  );
}

/** An RCD's or RCBO's rating and toggles, its test button in the last module, and «30 мА» below. */
function ResidualCurrentFace({ device, ids }: { device: RailDevice; ids: string }) {
  const { x, y, width, modules, rating, leakage, handles } = device;
  const cx = x + width / 2;
  const last = x + width - moduleWidth / 2;
  return (
    <g>
      {rating ? (
        <Caption x={cx} y={y + 24} size={device.ratingSize} bold>
          {rating}
        </Caption>
      ) : null}
      <Handles x={x} y={y} count={handles} ids={ids} />
      {modules > 1 ? <TestButton cx={last} cy={y + 40} /> : null}
      {leakage ? (
        <Caption x={cx} y={y + h - 16} size={6}>
          {leakage}
        </Caption>
      ) : null}
    </g>
  );
}

/** A surge protector: a plug-in cartridge with a lightning bolt in every module. */
function SurgeProtectorFace({ device }: { device: RailDevice }) {
  const { x, y, modules } = device;
  return (
    <g>
      {Array.from({ length: modules }, (_, i) => {
        const mx = x + i * moduleWidth;
        return (
          <g key={i}>
            <rect
              x={mx + 2.5}
              y={y + 15}
              width={moduleWidth - 5}
              height={h - 30}
              rx={1.5}
              fill="#e9ecf2"
              stroke="#9aa2b1"
              strokeWidth={0.6}
            />
            <rect x={mx + 5.5} y={y + 19} width={moduleWidth - 11} height={5} fill="#3a9d5d" />
            <Bolt cx={mx + moduleWidth / 2} cy={y + 40} />
          </g>
        );
      })}
    </g>
  );
}

/** A meter's display (more digits on a wide one), «кВт·ч», its pulse light and its rating. */
function MeterFace({ device }: { device: RailDevice }) {
  const { x, y, width } = device;
  const cx = x + width / 2;
  return (
    <g>
      <rect x={x + 5} y={y + 17} width={width - 10} height={14} rx={1} fill="#23403a" />
      <text x={cx} y={y + 27} fontSize={7.5} fill="#9be39b" fontFamily="ui-monospace, monospace">
        {width >= 4 * moduleWidth ? '00000,0' : '000,0'}
      </text>
      <Caption x={cx} y={y + 41} size={5.5}>
        кВт·ч
      </Caption>
      <circle cx={x + width - 9} cy={y + 47} r={2} fill="#d9534f" />
      <BottomRating device={device} />
    </g>
  );
}

/** A contactor's indicator window, «КМ» and its manual lever. */
function ContactorFace({ device }: { device: RailDevice }) {
  const { x, y, width } = device;
  const cx = x + width / 2;
  return (
    <g>
      <rect x={cx - 5} y={y + 16} width={10} height={7} rx={1} fill="#fff" stroke="#8a93a6" strokeWidth={0.6} />
      <rect x={cx - 3} y={y + 18} width={6} height={3} fill="#3a9d5d" />
      <Caption x={cx} y={y + 34} size={6.5} bold>
        КМ
      </Caption>
      <rect x={cx - 3} y={y + 38} width={6} height={9} rx={1} fill="#3a3f4b" />
      <BottomRating device={device} />
    </g>
  );
}

/** A wide relay (three modules or more) is a voltage relay: digits and two setting knobs. */
function VoltageRelayFace({ device }: { device: RailDevice }) {
  const { x, y, width } = device;
  const cx = x + width / 2;
  return (
    <g>
      <rect x={x + 5} y={y + 17} width={width - 10} height={13} rx={1} fill="#2b1d1d" />
      <text x={cx} y={y + 26.5} fontSize={7.5} fill="#ff6b6b" fontFamily="ui-monospace, monospace">
        230
      </text>
      <circle cx={cx - 7} cy={y + 39} r={3} fill="#d7dbe3" stroke="#8a93a6" strokeWidth={0.6} />
      <circle cx={cx + 7} cy={y + 39} r={3} fill="#d7dbe3" stroke="#8a93a6" strokeWidth={0.6} />
      <BottomRating device={device} />
    </g>
  );
}

/** A narrow relay is a time relay: a dial and a green light. */
function TimeRelayFace({ device }: { device: RailDevice }) {
  const { x, y, width } = device;
  const cx = x + width / 2;
  return (
    <g>
      <circle cx={cx} cy={y + 27} r={5.5} fill="#eef0f4" stroke="#8a93a6" strokeWidth={0.6} />
      <line x1={cx} y1={y + 27} x2={cx + 3} y2={y + 23} stroke={ink} strokeWidth={1} />
      <circle cx={cx} cy={y + 41} r={1.8} fill="#3a9d5d" />
      <BottomRating device={device} size={5} />
    </g>
  );
}

/** A rail socket: a round face with two pins. */
function SocketFace({ device }: { device: RailDevice }) {
  const { x, y, width } = device;
  const cx = x + width / 2;
  const r = Math.min(width / 2 - 3, 14);
  return (
    <g>
      <circle cx={cx} cy={y + h / 2} r={r} fill="#fff" stroke="#8a93a6" strokeWidth={0.7} />
      <circle cx={cx - r / 2.5} cy={y + h / 2} r={1.6} fill={ink} />
      <circle cx={cx + r / 2.5} cy={y + h / 2} r={1.6} fill={ink} />
    </g>
  );
}

const bodyFill: Partial<Record<RailDevice['look'], string>> = { rcd: '#eef3fb', rcbo: '#eef3fb', meter: '#f1f2f4', spd: '#f7f3ea' };

/** `ids`: the prefix of the diagram's `DinDeviceParts`. */
export function DinDevice({ device, ids }: { device: RailDevice; ids: string }) {
  const { x, y, width } = device;
  const classes = ['din-device', `din-device--${device.look}`];
  if (device.overflow) classes.push('din-device--overflow');
  if (device.highlighted) classes.push('din-device--highlighted');
  const placeholder = device.look === 'unknown' || device.look === 'not-modular';
  return (
    // Its texts are centred and in ink unless they say otherwise: the row's group sets both (DinRailDiagram).
    <g className={classes.join(' ')}>
      <title>{device.title}</title>
      {placeholder ? (
        <>
          <rect
            className="din-device__body"
            x={x + 0.6}
            y={y}
            width={width - 1.2}
            height={h}
            rx={2}
            fill="#eef0f4"
            stroke="#8a93a6"
            strokeWidth={0.8}
            strokeDasharray="3 2"
          />
          <text x={x + width / 2} y={y + h / 2 + 5} fontSize={14} fontWeight={700} fill={muted}>
            ?
          </text>
        </>
      ) : (
        <>
          <rect
            className="din-device__body"
            x={x + 0.6}
            y={y}
            width={width - 1.2}
            height={h}
            rx={2}
            fill={bodyFill[device.look] ?? '#fbfbfc'}
            stroke="#8a93a6"
            strokeWidth={0.8}
          />
          <Terminals x={x} y={y} modules={device.modules} ids={ids} />
          <Face device={device} ids={ids} />
        </>
      )}
      {device.input ? (
        <g className="din-device__input">
          <rect x={x + width / 2 - 14} y={y - 12} width={28} height={10} rx={2} fill="#f8b940" />
          <text x={x + width / 2} y={y - 4.6} fontSize={6.5} fontWeight={700} fill="#14213d">
            Ввод
          </text>
        </g>
      ) : null}
      {device.highlighted ? (
        <rect
          className="din-device__highlight"
          x={x - 0.6}
          y={y - 1.2}
          width={width + 1.2}
          height={h + 2.4}
          rx={3}
          fill="none"
          stroke="#c98a0c"
          strokeWidth={2}
        />
      ) : null}
    </g>
  );
}
