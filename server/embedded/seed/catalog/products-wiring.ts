import { numIds, product } from './helpers';
import { legacy } from './legacy';
import type { ProductPictureSpec, SeedProduct } from './types';

type Color = 'белый' | 'бежевый' | 'чёрный' | 'алюминий' | 'слоновая кость' | 'красный' | 'синий';
type Mounting = 'скрытый' | 'открытый';

/** «розетка белая», «выключатель белый»; metal and ivory finishes are named, not agreed. */
const feminine: Record<Color, string> = {
  белый: 'белая',
  бежевый: 'бежевая',
  чёрный: 'чёрная',
  алюминий: 'алюминий',
  'слоновая кость': 'слоновая кость',
  красный: 'красная',
  синий: 'синяя',
};

const pictureColor: Partial<Record<Color, ProductPictureSpec['color']>> = {
  белый: 'white',
  бежевый: 'beige',
  'слоновая кость': 'beige',
  чёрный: 'black',
  алюминий: 'grey',
};

/** Series sold as mechanisms, with frames chosen separately. */
const frameNote: Record<string, string> = {
  AtlasDesign: 'рамку подбирают отдельно из коллекции AtlasDesign',
  Glossa: 'рамку подбирают отдельно из коллекции Glossa',
  'Valena Life': 'рамку подбирают отдельно из коллекции Valena Life',
  Werkel: 'рамку подбирают отдельно из коллекций Werkel',
};

interface Socket {
  brandId: string;
  series: string;
  maker: string;
  article: string;
  color: Color;
  earthing: boolean;
  shutters: boolean;
  mounting: Mounting;
  ip: string;
  price: number;
  popularity: number;
}

const socket = (
  brandId: string,
  series: string,
  maker: string,
  article: string,
  color: Color,
  options: Partial<Pick<Socket, 'earthing' | 'shutters' | 'mounting' | 'ip'>>,
  price: number,
  popularity: number,
): Socket => ({
  brandId,
  series,
  maker,
  article,
  color,
  earthing: options.earthing ?? true,
  shutters: options.shutters ?? false,
  mounting: options.mounting ?? 'скрытый',
  ip: options.ip ?? 'IP20',
  price,
  popularity,
});

const se = 'schneider-electric';
const sockets: Socket[] = [
  socket(se, 'AtlasDesign', 'Schneider Electric', 'ATN000143', 'белый', {}, 290, 84),
  socket(se, 'AtlasDesign', 'Schneider Electric', 'ATN000145', 'белый', { shutters: true }, 340, 72),
  socket(se, 'AtlasDesign', 'Schneider Electric', 'ATN000141', 'белый', { earthing: false }, 250, 38),
  socket(se, 'AtlasDesign', 'Schneider Electric', 'ATN000243', 'бежевый', {}, 310, 47),
  socket(se, 'AtlasDesign', 'Schneider Electric', 'ATN001043', 'чёрный', {}, 420, 41),
  socket(se, 'Glossa', 'Schneider Electric', 'GSL000143', 'белый', {}, 230, 66),
  socket(se, 'Glossa', 'Schneider Electric', 'GSL000145', 'белый', { shutters: true }, 270, 52),
  socket(se, 'Glossa', 'Schneider Electric', 'GSL000243', 'бежевый', {}, 250, 39),
  socket(se, 'Этюд', 'Schneider Electric', 'PA16-004B', 'белый', { mounting: 'открытый' }, 260, 44),
  socket('legrand', 'Valena Life', 'Legrand', '753121', 'белый', {}, 420, 49),
  socket('legrand', 'Valena Life', 'Legrand', '753221', 'слоновая кость', {}, 460, 27),
  socket('legrand', 'Valena Life', 'Legrand', '753321', 'алюминий', {}, 690, 31),
  socket('legrand', 'Quteo', 'Legrand', '782331', 'белый', { mounting: 'открытый', ip: 'IP44' }, 640, 36),
  socket('werkel', 'Werkel', 'Werkel', 'W1171101', 'белый', { shutters: true }, 390, 43),
  socket('werkel', 'Werkel', 'Werkel', 'W1171108', 'чёрный', { shutters: true }, 430, 37),
];

interface IndustrialSocket {
  article: string;
  model: string;
  contacts: string;
  amps: number;
  volts: number;
  color: Color;
  price: number;
  popularity: number;
}

const industrialSockets: IndustrialSocket[] = [
  { article: 'PSR21-032-5', model: 'ССИ-325', contacts: '3P+PE+N', amps: 32, volts: 380, color: 'красный', price: 590, popularity: 46 },
  { article: 'PSR21-016-5', model: 'ССИ-125', contacts: '3P+PE+N', amps: 16, volts: 380, color: 'красный', price: 430, popularity: 41 },
  { article: 'PSR21-016-3', model: 'ССИ-113', contacts: '2P+PE', amps: 16, volts: 220, color: 'синий', price: 290, popularity: 35 },
];

/** Sockets that clip onto a panel's DIN rail: a service socket inside the panel (docs/designer.md, "Devices"). */
const dinSockets = [
  { article: 'MRD10-16', brandId: 'iek', maker: 'IEK', model: 'РД-47', price: 390, popularity: 38 },
  { article: 'rd-47', brandId: 'ekf', maker: 'EKF PROxima', model: 'РД-47', price: 340, popularity: 33 },
  { article: 'A9A15310', brandId: 'schneider-electric', maker: 'Schneider Electric', model: 'Acti9 iPC', price: 2190, popularity: 21 },
] as const;

function socketProducts(): SeedProduct[] {
  const nextNumId = numIds(170001);
  const household = sockets.map((s) => {
    const earthing = s.earthing ? `с заземлением${s.shutters ? ' и шторками' : ''}` : 'без заземления';
    const note = frameNote[s.series];
    return product(
      {
        article: s.article,
        brandId: s.brandId,
        series: s.series,
        sectionId: 'rozetki',
        name: ['Розетка', earthing, s.series === s.maker ? '' : s.series, feminine[s.color], s.ip === 'IP20' ? '' : s.ip, s.maker]
          .filter(Boolean)
          .join(' '),
        price: s.price,
        specs: {
          color: s.color,
          series: s.series,
          current: '16',
          earthing: s.earthing ? 'есть' : 'нет',
          mounting: s.mounting,
          ip: s.ip,
        },
        description: [
          `Розетка ${s.series === s.maker ? s.maker : s.series} ${s.earthing ? 'с заземляющими контактами' : 'без заземления'}` +
            `${s.shutters ? ' и защитными шторками' : ''} на 16 А ` +
            `${s.mounting === 'скрытый' ? 'для скрытой установки в подрозетник' : 'для открытой установки на стену'}.`,
          s.earthing
            ? 'Заземление нужно для техники в металлическом корпусе: стиральных машин, холодильников, духовых шкафов.'
            : 'Подходит для светильников и приборов с двойной изоляцией.',
          s.shutters ? 'Шторки закрывают гнёзда и защищают детей от случайного касания.' : '',
          `Цвет — ${s.color}${note ? `; ${note}` : ''}${s.ip === 'IP44' ? ', крышка защищает от брызг в ванной и на улице' : ''}.`,
        ]
          .filter(Boolean)
          .join(' '),
        picture: { kind: 'socket', color: pictureColor[s.color] },
        popularity: s.popularity,
        compatibleSections: ['vyklyuchateli', 'provod', 'difavtomaty'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
  const industrial = industrialSockets.map((s) =>
    product(
      {
        article: s.article,
        brandId: 'iek',
        series: 'ССИ',
        sectionId: 'rozetki',
        name: `Розетка силовая стационарная ${s.model} ${s.contacts} ${s.amps} А ${s.volts} В IP44 IEK`,
        price: s.price,
        specs: { color: s.color, series: 'ССИ', current: String(s.amps), earthing: 'есть', mounting: 'открытый', ip: 'IP44' },
        description: [
          `Силовая стационарная розетка ${s.model} ${s.contacts} на ${s.amps} А и ${s.volts} В для подключения ` +
            `${s.volts === 380 ? 'трёхфазного' : 'однофазного'} оборудования на стройках, производстве и в мастерских.`,
          'Корпус из ударопрочного пластика с откидной крышкой, степень защиты IP44.',
          'Ответная часть — вилка ССИ той же серии; соответствует ГОСТ IEC 60309-1.',
        ].join(' '),
        picture: { kind: 'socket', color: pictureColor[s.color] },
        popularity: s.popularity,
        compatibleSections: ['silovoy-kabel', 'difavtomaty', 'modulnye-avtomaticheskie-vyklyuchateli'],
        numId: nextNumId(),
      },
      legacy,
    ),
  );
  // After the others: each family's numeric ids stay where earlier installations have them.
  const din = dinSockets.map((s) =>
    product(
      {
        article: s.article,
        brandId: s.brandId,
        series: s.model,
        sectionId: 'rozetki',
        name: `Розетка на DIN-рейку ${s.model} 2P+PE 16 А ${s.maker}`,
        price: s.price,
        specs: { color: 'белый', series: s.model, current: '16', earthing: 'есть', mounting: 'DIN-рейка', ip: 'IP20' },
        description: [
          `Розетка ${s.model} с заземляющим контактом на 16 А и 250 В крепится на DIN-рейку щита рядом с автоматами.`,
          'Нужна внутри щита для паяльника, измерительных приборов или зарядки при наладке; подключается через свой автомат и УЗО.',
          'Ширина — 2,5 модуля (45 мм), корпус из негорючего пластика.',
        ].join(' '),
        picture: { kind: 'socket', color: 'white' },
        popularity: s.popularity,
        compatibleSections: ['modulnye-avtomaticheskie-vyklyuchateli', 'uzo', 'plastikovye-boksy'],
        numId: nextNumId(),
      },
      legacy,
    ),
  );
  return [...household, ...industrial, ...din];
}

interface LightSwitch {
  brandId: string;
  series: string;
  maker: string;
  article: string;
  keys: 1 | 2 | 3;
  color: Color;
  backlight: boolean;
  mounting: Mounting;
  price: number;
  popularity: number;
}

const lightSwitch = (
  brandId: string,
  series: string,
  maker: string,
  article: string,
  keys: 1 | 2 | 3,
  color: Color,
  options: Partial<Pick<LightSwitch, 'backlight' | 'mounting'>>,
  price: number,
  popularity: number,
): LightSwitch => ({
  brandId,
  series,
  maker,
  article,
  keys,
  color,
  backlight: options.backlight ?? false,
  mounting: options.mounting ?? 'скрытый',
  price,
  popularity,
});

const lightSwitches: LightSwitch[] = [
  lightSwitch(se, 'AtlasDesign', 'Schneider Electric', 'ATN000111', 1, 'белый', {}, 250, 78),
  lightSwitch(se, 'AtlasDesign', 'Schneider Electric', 'ATN000151', 2, 'белый', {}, 330, 74),
  lightSwitch(se, 'AtlasDesign', 'Schneider Electric', 'ATN000113', 1, 'белый', { backlight: true }, 360, 45),
  lightSwitch(se, 'AtlasDesign', 'Schneider Electric', 'ATN001051', 2, 'чёрный', {}, 470, 36),
  lightSwitch(se, 'Glossa', 'Schneider Electric', 'GSL000111', 1, 'белый', {}, 210, 63),
  lightSwitch(se, 'Glossa', 'Schneider Electric', 'GSL000151', 2, 'белый', {}, 280, 60),
  lightSwitch(se, 'Glossa', 'Schneider Electric', 'GSL000251', 2, 'бежевый', {}, 300, 34),
  lightSwitch(se, 'Этюд', 'Schneider Electric', 'BA10-041B', 1, 'белый', { mounting: 'открытый' }, 230, 38),
  lightSwitch('legrand', 'Valena Life', 'Legrand', '752101', 1, 'белый', {}, 360, 47),
  lightSwitch('legrand', 'Valena Life', 'Legrand', '752105', 2, 'белый', {}, 480, 52),
  lightSwitch('legrand', 'Valena Life', 'Legrand', '752301', 1, 'алюминий', {}, 620, 24),
  lightSwitch('werkel', 'Werkel', 'Werkel', 'W1110001', 1, 'белый', {}, 340, 40),
  lightSwitch('werkel', 'Werkel', 'Werkel', 'W1120001', 2, 'белый', {}, 410, 39),
  lightSwitch('werkel', 'Werkel', 'Werkel', 'W1130001', 3, 'белый', {}, 520, 26),
  lightSwitch('werkel', 'Werkel', 'Werkel', 'W1120008', 2, 'чёрный', { backlight: true }, 560, 29),
];

const keysAdjective: Record<1 | 2 | 3, string> = { 1: 'одноклавишный', 2: 'двухклавишный', 3: 'трёхклавишный' };
const keysUse: Record<1 | 2 | 3, string> = {
  1: 'одной группой светильников',
  2: 'двумя группами светильников, например люстрой в два режима',
  3: 'тремя группами светильников или светом в нескольких зонах комнаты',
};

function switchProducts(): SeedProduct[] {
  const nextNumId = numIds(171001);
  return lightSwitches.map((s) => {
    const adjective = keysAdjective[s.keys];
    const seriesPart = s.series === s.maker ? '' : `${s.series} `;
    const note = frameNote[s.series];
    return product(
      {
        article: s.article,
        brandId: s.brandId,
        series: s.series,
        sectionId: 'vyklyuchateli',
        name: `Выключатель ${adjective}${s.backlight ? ' с подсветкой' : ''} ${seriesPart}${s.color} ${s.maker}`,
        price: s.price,
        specs: {
          color: s.color,
          series: s.series,
          keys: String(s.keys),
          mounting: s.mounting,
          backlight: s.backlight ? 'есть' : 'нет',
          current: '10',
        },
        description: [
          `${adjective[0]!.toUpperCase()}${adjective.slice(1)} выключатель ${s.series} на 10 А ` +
            `${s.mounting === 'скрытый' ? 'для скрытой установки' : 'для открытой установки на стену'} ` +
            `управляет ${keysUse[s.keys]}.`,
          s.backlight ? 'Подсветка клавиши помогает найти выключатель в темноте.' : '',
          `Цвет — ${s.color}${note ? `; ${note}` : ''}.`,
        ]
          .filter(Boolean)
          .join(' '),
        picture: { kind: 'switch', color: pictureColor[s.color] },
        popularity: s.popularity,
        compatibleSections: ['rozetki', 'svetodiodnye-svetilniki', 'provod'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

export const wiringProducts: SeedProduct[] = [...socketProducts(), ...switchProducts()];
