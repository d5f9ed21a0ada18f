import { curveUse, lineVoltage, poleAdjective, poleModules, poleUse, width, type Curve, type Poles } from './din';
import { numIds, plural, product, roubles } from './helpers';
import { legacy } from './legacy';
import type { SeedProduct } from './types';

const mcbSection = 'modulnye-avtomaticheskie-vyklyuchateli';
const mccbSection = 'silovye-avtomaticheskie-vyklyuchateli';
const switchSection = 'vyklyuchateli-nagruzki';

/** Price of a modular device relative to its 1P version: a pole costs a little less than a whole device. */
const poleFactor: Record<Poles, number> = { '1P': 1, '1P+N': 2.3, '2P': 2.2, '3P': 3.2, '3P+N': 4.5, '4P': 4.4 };
const polePopularity: Record<Poles, number> = { '1P': 1, '1P+N': 0.7, '2P': 0.65, '3P': 0.8, '3P+N': 0.5, '4P': 0.5 };
const curvePrice: Record<Curve, number> = { B: 1.05, C: 1, D: 1.3 };
const curvePopularity: Record<Curve, number> = { B: 0.7, C: 1, D: 0.55 };

/** Small and large ratings cost more than the everyday 10–32 A. */
function currentPrice(amps: number): number {
  if (amps < 6) return 1.2;
  if (amps <= 32) return 1;
  if (amps === 40) return 1.1;
  if (amps === 50) return 1.35;
  return 1.45;
}

/** How often a rating is asked for: C16 and C25 lead the price lists. */
const ratingPopularity: Record<number, number> = { 6: 55, 10: 80, 13: 40, 16: 96, 20: 72, 25: 88, 32: 76, 40: 62, 50: 46, 63: 52 };

interface McbSeries {
  brandId: string;
  series: string;
  /** The model in the name, e.g. 'ВА47-29' or 'S203'. */
  model: (poles: Poles) => string;
  /** What follows the breaking capacity in the name: the brand and, for some, the range. */
  maker: string;
  breaking: string;
  /** 1P C16, roubles. */
  basePrice: number;
  popularity: number;
  article: (poles: Poles, amps: number, curve: Curve) => string;
  /** One sentence about the series. */
  note: string;
  numBase: number;
  ranges: [Poles, Curve, number[]][];
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const poleDigit = (poles: Poles) => String(poleModules[poles]);

const dekraftCurrents = [1, 2, 3, 4, 5, 6, 8, 10, 16, 20, 25, 32, 40, 50, 63];
const dekraftPoleBase: Partial<Record<Poles, number>> = { '1P': 11050, '2P': 11070, '3P': 11090, '4P': 11110 };
const keazPoleBase: Partial<Record<Poles, number>> = { '1P': 103550, '2P': 103580, '3P': 103610, '4P': 103640 };
const keazCurrents = [6, 10, 16, 20, 25, 32, 40, 50, 63];
const legrandCodes: Record<string, string> = {
  '1P-6': '419662',
  '1P-10': '419664',
  '1P-16': '419666',
  '1P-20': '419667',
  '1P-25': '419668',
  '1P-32': '419669',
  '2P-16': '419697',
  '3P-16': '419707',
  '3P-25': '419709',
};
const abbCurveDigit: Record<Curve, string> = { B: '5', C: '4', D: '1' };

const mcbSeries: McbSeries[] = [
  {
    brandId: 'iek',
    series: 'ВА47-29',
    model: () => 'ВА47-29',
    maker: 'IEK',
    breaking: '4,5',
    basePrice: 165,
    popularity: 1,
    article: (poles, amps, curve) => `MVA20-${poleDigit(poles)}-${pad(amps, 3)}-${curve}`,
    note: 'Серия ВА47-29 — массовая линейка IEK для квартирных, дачных и офисных щитов.',
    numBase: 100001,
    ranges: [
      ['1P', 'C', [6, 10, 16, 20, 25, 32, 40, 50, 63]],
      ['1P', 'B', [10, 16, 25]],
      ['1P', 'D', [16]],
      ['2P', 'C', [16, 25, 32, 40]],
      ['3P', 'C', [16, 25, 32, 40, 50, 63]],
      ['3P', 'D', [25]],
      ['4P', 'C', [25, 40]],
    ],
  },
  {
    brandId: 'ekf',
    series: 'PROxima ВА 47-63',
    model: () => 'ВА 47-63',
    maker: 'EKF PROxima',
    breaking: '4,5',
    basePrice: 195,
    popularity: 0.95,
    article: (poles, amps, curve) => `mcb4763-${poleDigit(poles)}-${amps}${curve}-pro`,
    note: 'Линейка PROxima — основная серия EKF для жилых и общественных зданий, с маркировкой тока и характеристики на лицевой панели.',
    numBase: 100101,
    ranges: [
      ['1P', 'C', [6, 10, 16, 20, 25, 32, 40, 50, 63]],
      ['1P', 'B', [16]],
      ['2P', 'C', [16, 25, 32]],
      ['3P', 'C', [16, 25, 32, 40, 63]],
      ['3P', 'D', [16, 32]],
      ['4P', 'C', [32]],
    ],
  },
  {
    brandId: 'abb',
    series: 'S200',
    model: (poles) => ({ '1P': 'S201', '1P+N': 'S201 NA', '2P': 'S202', '3P': 'S203', '3P+N': 'S203 NA', '4P': 'S204' })[poles],
    maker: 'ABB',
    breaking: '6',
    basePrice: 1090,
    popularity: 0.8,
    article: (poles, amps, curve) =>
      `2CDS25${poles === '1P+N' ? '1103' : `${poleDigit(poles)}001`}R0${pad(amps, 2)}${abbCurveDigit[curve]}`,
    note: 'Серия S200 — промышленная линейка ABB с двойными клеммами: под провод и под питающую шину.',
    numBase: 100201,
    ranges: [
      ['1P', 'C', [6, 10, 16, 20, 25, 32]],
      ['1P', 'B', [16]],
      ['1P+N', 'C', [16]],
      ['2P', 'C', [16]],
      ['3P', 'C', [16, 25, 32, 40, 63]],
      ['3P', 'D', [25]],
      ['4P', 'C', [63]],
    ],
  },
  {
    brandId: 'schneider-electric',
    series: 'Easy9',
    model: () => 'Easy9',
    maker: 'Schneider Electric',
    breaking: '4,5',
    basePrice: 290,
    popularity: 0.75,
    article: (poles, amps, curve) => `EZ9F${curve === 'B' ? '1' : '3'}4${poleDigit(poles)}${pad(amps, 2)}`,
    note: 'Серия Easy9 Schneider Electric рассчитана на жилые дома и небольшие коммерческие объекты.',
    numBase: 100301,
    ranges: [
      ['1P', 'C', [6, 10, 16, 20, 25, 32, 40]],
      ['1P', 'B', [16]],
      ['2P', 'C', [16, 25]],
      ['3P', 'C', [16, 25, 32]],
    ],
  },
  {
    brandId: 'schneider-electric',
    series: 'Acti9 iC60N',
    model: () => 'Acti9 iC60N',
    maker: 'Schneider Electric',
    breaking: '6',
    basePrice: 980,
    popularity: 0.6,
    article: (poles, amps, curve) => `A9F7${curve === 'D' ? '5' : '9'}${poleDigit(poles)}${pad(amps, 2)}`,
    note: 'Acti9 iC60N — серия для коммерческих и промышленных щитов с индикатором положения контактов VisiSafe.',
    numBase: 100401,
    ranges: [
      ['1P', 'C', [10, 16, 25]],
      ['3P', 'C', [25, 40]],
      ['3P', 'D', [16]],
    ],
  },
  {
    brandId: 'dekraft',
    series: 'ВА-101',
    model: () => 'ВА-101',
    maker: 'DEKraft',
    breaking: '4,5',
    basePrice: 175,
    popularity: 0.7,
    article: (poles, amps) => `${(dekraftPoleBase[poles] ?? 0) + dekraftCurrents.indexOf(amps)}DEK`,
    note: 'Серия ВА-101 DEKraft предназначена для распределительных щитов жилых и общественных зданий.',
    numBase: 100501,
    ranges: [
      ['1P', 'C', [10, 16, 25, 32]],
      ['3P', 'C', [16, 25, 32]],
    ],
  },
  {
    brandId: 'keaz',
    series: 'OptiDin BM63',
    model: () => 'OptiDin BM63',
    maker: 'КЭАЗ',
    breaking: '6',
    basePrice: 270,
    popularity: 0.6,
    article: (poles, amps) => String((keazPoleBase[poles] ?? 0) + keazCurrents.indexOf(amps)),
    note: 'OptiDin BM63 — серия Курского электроаппаратного завода для жилых, общественных и промышленных объектов.',
    numBase: 100601,
    ranges: [
      ['1P', 'C', [10, 16, 25, 32]],
      ['3P', 'C', [25, 32]],
    ],
  },
  {
    brandId: 'legrand',
    series: 'RX3',
    model: () => 'RX3',
    maker: 'Legrand',
    breaking: '4,5',
    basePrice: 240,
    popularity: 0.65,
    article: (poles, amps) => legrandCodes[`${poles}-${amps}`] ?? '',
    note: 'RX3 — доступная серия Legrand для квартир, коттеджей и офисов.',
    numBase: 100701,
    ranges: [
      ['1P', 'C', [6, 10, 16, 20, 25, 32]],
      ['2P', 'C', [16]],
      ['3P', 'C', [16, 25]],
    ],
  },
];

function modularBreakers(s: McbSeries): SeedProduct[] {
  const nextNumId = numIds(s.numBase);
  return s.ranges.flatMap(([poles, curve, currents]) =>
    currents.map((amps) => {
      const modules = poleModules[poles];
      const price = s.basePrice * poleFactor[poles] * curvePrice[curve] * currentPrice(amps);
      return product(
        {
          article: s.article(poles, amps, curve),
          brandId: s.brandId,
          series: s.series,
          sectionId: mcbSection,
          name: `Автоматический выключатель ${s.model(poles)} ${poles} ${amps} А (${curve}) ${s.breaking} кА ${s.maker}`,
          price: roubles(price),
          specs: { poles, current: String(amps), curve, breaking: s.breaking, modules: String(modules), ip: 'IP20' },
          description: [
            `${poleAdjective[poles]} автоматический выключатель ${s.model(poles)} на ${amps} А ${poleUse[poles]}.`,
            curveUse[curve],
            s.note,
            `Отключающая способность ${s.breaking} кА, ширина ${width(modules)}; соответствует ГОСТ IEC 60898-1.`,
          ].join(' '),
          picture: { kind: 'mcb', poles: modules, marking: `${curve}${amps}` },
          popularity: (ratingPopularity[amps] ?? 40) * s.popularity * polePopularity[poles] * curvePopularity[curve],
          compatibleSections: ['plastikovye-boksy', 'metallicheskie-korpusa', 'uzo', 'uzip-klassa-ii'],
          numId: nextNumId(),
        },
        legacy,
      );
    }),
  );
}

type Release = 'термомагнитный' | 'электронный';

interface MccbFamily {
  brandId: string;
  series: string;
  /** The model, rating and poles in the name, between «Автоматический выключатель» and the breaking capacity. */
  name: (amps: number, poles: Poles, release: Release) => string;
  article: (amps: number, poles: Poles, release: Release) => string;
  maker: string;
  numBase: number;
  popularity: number;
  /** Each: rated current, breaking capacity (kA), price (roubles), release, poles. */
  items: [amps: number, breaking: string, price: number, release: Release, poles: Poles][];
}

const keazCodes: Record<number, string> = {
  63: '143348',
  80: '143349',
  100: '143350',
  125: '143390',
  160: '143391',
  200: '143511',
  250: '143512',
  400: '143656',
  630: '143712',
};
const iekFrame = (amps: number) =>
  amps <= 125 ? 'ВА88-32' : amps <= 160 ? 'ВА88-33' : amps <= 250 ? 'ВА88-35' : amps <= 400 ? 'ВА88-37' : 'ВА88-40';
const iekFrameCode: Record<string, string> = { 'ВА88-32': '10', 'ВА88-33': '20', 'ВА88-35': '30', 'ВА88-37': '40', 'ВА88-40': '50' };
const ekfFrame = (amps: number) => (amps <= 125 ? 125 : amps <= 250 ? 250 : amps <= 400 ? 400 : 630);
const abbModel = (amps: number, release: Release) =>
  release === 'электронный' ? 'Tmax XT4N 250 Ekip LS/I' : amps <= 160 ? 'Tmax XT1B 160 TMD' : 'Tmax XT3N 250 TMD';
const abbCodes: Record<string, string> = {
  'XT1B-63': '1SDA066803R1',
  'XT1B-100': '1SDA066806R1',
  'XT1B-160': '1SDA066809R1',
  'XT3N-200': '1SDA068057R1',
  'XT3N-250': '1SDA068058R1',
  'XT4N-250': '1SDA068120R1',
};

const mccbFamilies: MccbFamily[] = [
  {
    brandId: 'keaz',
    series: 'OptiMat D',
    name: (amps, poles) => `OptiMat D ${amps} А ${poles}`,
    article: (amps) => keazCodes[amps] ?? '',
    maker: 'КЭАЗ',
    numBase: 101001,
    popularity: 0.8,
    items: [
      [63, '35', 12400, 'термомагнитный', '3P'],
      [100, '35', 13900, 'термомагнитный', '3P'],
      [160, '35', 19800, 'термомагнитный', '3P'],
      [200, '35', 25300, 'термомагнитный', '3P'],
      [250, '35', 27900, 'термомагнитный', '3P'],
      [400, '50', 58400, 'электронный', '3P'],
      [630, '50', 86500, 'электронный', '3P'],
    ],
  },
  {
    brandId: 'iek',
    series: 'ВА88',
    name: (amps, poles) => `${iekFrame(amps)} ${poles} ${amps} А`,
    article: (amps, poles) => `SVA${iekFrameCode[iekFrame(amps)]}-${poleDigit(poles)}-${pad(amps, 4)}`,
    maker: 'IEK',
    numBase: 101101,
    popularity: 1,
    items: [
      [25, '25', 2350, 'термомагнитный', '3P'],
      [63, '25', 2690, 'термомагнитный', '3P'],
      [100, '25', 3340, 'термомагнитный', '3P'],
      [125, '25', 3620, 'термомагнитный', '3P'],
      [160, '35', 5280, 'термомагнитный', '3P'],
      [250, '35', 15200, 'термомагнитный', '3P'],
      [400, '35', 24100, 'термомагнитный', '3P'],
      [630, '35', 39300, 'термомагнитный', '3P'],
    ],
  },
  {
    brandId: 'ekf',
    series: 'PROxima ВА-99',
    name: (amps, poles) => `ВА-99 ${ekfFrame(amps)}/${amps} А ${poles}`,
    article: (amps) => `mccb99-${ekfFrame(amps)}-${amps}`,
    maker: 'EKF PROxima',
    numBase: 101201,
    popularity: 0.9,
    items: [
      [63, '25', 2480, 'термомагнитный', '3P'],
      [100, '25', 2950, 'термомагнитный', '3P'],
      [125, '25', 3290, 'термомагнитный', '3P'],
      [160, '35', 9700, 'термомагнитный', '3P'],
      [250, '35', 15600, 'термомагнитный', '3P'],
      [400, '35', 23800, 'термомагнитный', '3P'],
      [630, '35', 37900, 'термомагнитный', '3P'],
    ],
  },
  {
    brandId: 'abb',
    series: 'Tmax XT',
    name: (amps, poles, release) => `${abbModel(amps, release)} ${amps} А ${poles}`,
    article: (amps, _poles, release) => {
      const frame = release === 'электронный' ? 'XT4N' : amps <= 160 ? 'XT1B' : 'XT3N';
      return abbCodes[`${frame}-${amps}`] ?? '';
    },
    maker: 'ABB',
    numBase: 101301,
    popularity: 0.6,
    items: [
      [63, '18', 21900, 'термомагнитный', '3P'],
      [100, '18', 23400, 'термомагнитный', '3P'],
      [160, '18', 27800, 'термомагнитный', '3P'],
      [200, '36', 36900, 'термомагнитный', '3P'],
      [250, '36', 39500, 'термомагнитный', '3P'],
      [250, '36', 71200, 'электронный', '4P'],
    ],
  },
  {
    brandId: 'schneider-electric',
    series: 'EasyPact',
    name: (amps, poles) => `EasyPact EZC${amps <= 100 ? 100 : 250}N ${poles} ${amps} А`,
    article: (amps, poles) => `EZC${amps <= 100 ? 100 : 250}N${poleDigit(poles)}${pad(amps, 3)}`,
    maker: 'Schneider Electric',
    numBase: 101401,
    popularity: 0.7,
    items: [
      [63, '15', 8900, 'термомагнитный', '3P'],
      [100, '15', 9800, 'термомагнитный', '3P'],
      [100, '15', 12900, 'термомагнитный', '4P'],
      [200, '25', 19700, 'термомагнитный', '3P'],
      [250, '25', 22400, 'термомагнитный', '3P'],
    ],
  },
];

function mccbUse(amps: number): string {
  if (amps <= 125) return 'отходящие линии распределительных щитов и электродвигатели';
  if (amps <= 250) return 'вводы жилых и общественных зданий и питающие линии этажных щитов';
  return 'вводы ВРУ, распределительные щиты подстанций и мощных потребителей';
}

const releaseText: Record<Release, string> = {
  термомагнитный: 'Термомагнитный расцепитель отключает линию при перегрузке и коротком замыкании.',
  электронный: 'Электронный расцепитель позволяет настроить уставки защиты от перегрузки и короткого замыкания под конкретную линию.',
};

function mouldedCaseBreakers(f: MccbFamily): SeedProduct[] {
  const nextNumId = numIds(f.numBase);
  return f.items.map(([amps, breaking, price, release, poles]) => {
    return product(
      {
        article: f.article(amps, poles, release),
        brandId: f.brandId,
        series: f.series,
        sectionId: mccbSection,
        name: `Автоматический выключатель ${f.name(amps, poles, release)} ${breaking} кА ${f.maker}`,
        price,
        specs: { poles, current: String(amps), breaking, release, ip: 'IP20' },
        description: [
          `Силовой автоматический выключатель серии ${f.series} в литом корпусе на ${amps} А защищает ${mccbUse(amps)}.`,
          releaseText[release],
          `Предельная отключающая способность ${breaking} кА при 400 В, ${poles === '4P' ? 'четырёхполюсное' : 'трёхполюсное'} исполнение.`,
          'Соответствует ГОСТ IEC 60947-2.',
        ].join(' '),
        picture: { kind: 'mccb', poles: poles === '4P' ? 4 : 3, marking: `${amps}A` },
        popularity: (amps === 250 || amps === 100 ? 60 : amps <= 160 ? 50 : 35) * f.popularity,
        compatibleSections: ['shkafy-i-vru', 'metallicheskie-korpusa', 'transformatory-toka'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

interface SwitchSeries {
  brandId: string;
  series: string;
  model: (poles: Poles, amps: number) => string;
  article: (poles: Poles, amps: number) => string;
  /** 1P at 63 A, roubles. */
  basePrice: number;
  popularity: number;
  numBase: number;
  items: [Poles, number][];
}

const switchSeries: SwitchSeries[] = [
  {
    brandId: 'ekf',
    series: 'PROxima ВН-63',
    model: (poles, amps) => `ВН-63 ${poles} ${amps} А EKF PROxima`,
    article: (poles, amps) => `sl63-${poleDigit(poles)}-${amps}-pro`,
    basePrice: 330,
    popularity: 0.9,
    numBase: 101501,
    items: [
      ['1P', 32],
      ['1P', 63],
      ['2P', 40],
      ['2P', 63],
      ['3P', 63],
      ['4P', 40],
      ['4P', 63],
    ],
  },
  {
    brandId: 'iek',
    series: 'ВН-32',
    model: (poles, amps) => `ВН-32 ${poles} ${amps} А IEK`,
    article: (poles, amps) => `MNV10-${poleDigit(poles)}-${pad(amps, 3)}`,
    basePrice: 290,
    popularity: 1,
    numBase: 101601,
    items: [
      ['1P', 32],
      ['1P', 63],
      ['2P', 40],
      ['3P', 63],
      ['3P', 100],
      ['4P', 63],
    ],
  },
  {
    brandId: 'abb',
    series: 'SD200',
    model: (poles, amps) => `SD20${poleDigit(poles)} ${poles} ${amps} А ABB`,
    article: (poles, amps) => `2CDD28${poleDigit(poles)}101R00${amps}`,
    basePrice: 1450,
    popularity: 0.6,
    numBase: 101701,
    items: [
      ['1P', 32],
      ['2P', 63],
      ['3P', 63],
    ],
  },
  {
    brandId: 'schneider-electric',
    series: 'Acti9 iSW',
    model: (poles, amps) => `Acti9 iSW ${poles} ${amps} А Schneider Electric`,
    article: (poles, amps) => `A9S60${poleDigit(poles)}${amps}`,
    basePrice: 1190,
    popularity: 0.55,
    numBase: 101801,
    items: [
      ['1P', 32],
      ['2P', 40],
      ['4P', 63],
    ],
  },
];

const switchUse: Record<Poles, string> = {
  '1P': 'однофазной линии',
  '1P+N': 'однофазной линии',
  '2P': 'однофазного ввода или линии',
  '3P': 'трёхфазной линии',
  '3P+N': 'трёхфазного ввода',
  '4P': 'трёхфазного ввода с нейтралью',
};

function switchDisconnectors(s: SwitchSeries): SeedProduct[] {
  const nextNumId = numIds(s.numBase);
  return s.items.map(([poles, amps]) => {
    const modules = poleModules[poles];
    const voltage = lineVoltage(poles);
    return product(
      {
        article: s.article(poles, amps),
        brandId: s.brandId,
        series: s.series,
        sectionId: switchSection,
        name: `Выключатель нагрузки ${s.model(poles, amps)}`,
        price: roubles(s.basePrice * poleFactor[poles] * (amps >= 100 ? 1.4 : amps >= 63 ? 1 : 0.85)),
        specs: { poles, current: String(amps), voltage, modules: String(modules) },
        description: [
          `Модульный выключатель нагрузки серии ${s.series} на ${amps} А ` +
            `для ручного включения и отключения ${switchUse[poles]} под нагрузкой.`,
          'Защитных расцепителей у него нет, поэтому перед ним в линии ставят автоматический выключатель или предохранители.',
          `Номинальное напряжение ${voltage} В, ширина ${modules} ${plural(modules, 'модуль', 'модуля', 'модулей')};` +
            ' соответствует ГОСТ IEC 60947-3.',
        ].join(' '),
        picture: { kind: 'switch-disconnector', poles: modules, marking: `${amps}A` },
        popularity: (amps === 63 ? 55 : 42) * s.popularity * polePopularity[poles],
        compatibleSections: [mcbSection, 'plastikovye-boksy', 'metallicheskie-korpusa'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

export const breakerProducts: SeedProduct[] = [
  ...mcbSeries.flatMap(modularBreakers),
  ...mccbFamilies.flatMap(mouldedCaseBreakers),
  ...switchSeries.flatMap(switchDisconnectors),
];
