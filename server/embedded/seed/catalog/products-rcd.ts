import { poleModules, width, type Poles } from './din';
import { numIds, product, roubles } from './helpers';
import { legacy } from './legacy';
import type { SeedProduct } from './types';

type RcdType = 'AC' | 'A' | 'B';

const typeText: Record<RcdType, string> = {
  AC: 'Тип AC реагирует на синусоидальный ток утечки и подходит для освещения, розеток и нагревательных приборов.',
  A:
    'Тип A срабатывает и на пульсирующий ток утечки, поэтому его ставят на стиральные и посудомоечные машины, ' +
    'варочные панели и другую технику с электроникой.',
  B:
    'Тип B реагирует также на сглаженный постоянный ток утечки: его ставят на зарядные станции электромобилей, ' +
    'частотные преобразователи и солнечные инверторы.',
};

const leakagePurpose: Record<number, string> = {
  10: 'рассчитан на помещения с повышенной опасностью — ванные, детские, линии у бассейнов',
  30: 'рассчитан на защиту людей от поражения током в розеточных и осветительных группах',
  100: 'подходит для защиты группы линий и селективной установки на вводе квартиры или этажа',
  300: 'предназначен для противопожарной защиты на вводе в здание',
};

const leakagePopularity: Record<number, number> = { 10: 0.5, 30: 1, 100: 0.5, 300: 0.4 };
const currentPopularity: Record<number, number> = {
  6: 0.4,
  10: 0.6,
  16: 0.8,
  20: 0.7,
  25: 0.9,
  32: 0.8,
  40: 1,
  63: 0.8,
  80: 0.4,
  100: 0.3,
};
const typePopularity: Record<RcdType, number> = { AC: 1, A: 0.8, B: 0.3 };
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** UZO is neuter: «двухполюсное УЗО». */
const rcdAdjective: Partial<Record<Poles, string>> = { '2P': 'Двухполюсное', '4P': 'Четырёхполюсное' };
const rcdNetwork: Partial<Record<Poles, string>> = { '2P': 'однофазной сети 230 В', '4P': 'трёхфазной сети 400 В' };

interface RcdSeries {
  brandId: string;
  series: string;
  /** The whole name; it starts with «УЗО», in DEKraft's case as part of the model. */
  name: (poles: Poles, amps: number, leakage: number, type: RcdType) => string;
  /** The model in the description. */
  model: (poles: Poles, type: RcdType) => string;
  article: (poles: Poles, amps: number, leakage: number, type: RcdType) => string;
  /** 2P 40 A 30 mA type AC, roubles. */
  basePrice: number;
  popularity: number;
  numBase: number;
  items: [Poles, amps: number, leakage: number, RcdType][];
}

/** Price against the 40 A version of the same device. */
const rcdCurrentPrice: Record<number, number> = { 16: 0.86, 25: 0.9, 32: 0.93, 40: 1, 63: 1.22, 80: 1.6, 100: 1.9 };
const rcdTypePrice: Record<RcdType, number> = { AC: 1, A: 1.35, B: 6.5 };
const abbLeakageDigit: Record<number, string> = { 10: '0', 30: '1', 100: '2', 300: '3' };
const abbTypeDigit: Record<RcdType, string> = { AC: '0', A: '1', B: '5' };
const easy9LeakageDigit: Record<number, string> = { 30: '3', 100: '4', 300: '5' };
const dekraftRcdBase: Partial<Record<Poles, number>> = { '2P': 14051, '4P': 14071 };
const dekraftRcdCurrents = [16, 25, 32, 40, 63, 80, 100];

const rcdSeries: RcdSeries[] = [
  {
    brandId: 'ekf',
    series: 'PROxima ВД-100',
    name: (poles, amps, leakage, type) => `УЗО ВД-100 ${poles} ${amps} А ${leakage} мА тип ${type} EKF PROxima`,
    model: () => 'ВД-100',
    article: (poles, amps, leakage) => `elcb-${poleModules[poles]}-${amps}-${leakage}-em-pro`,
    basePrice: 950,
    popularity: 1,
    numBase: 110001,
    items: [
      ['2P', 16, 30, 'AC'],
      ['2P', 25, 30, 'AC'],
      ['2P', 32, 30, 'AC'],
      ['2P', 40, 30, 'AC'],
      ['2P', 63, 30, 'AC'],
      ['2P', 25, 10, 'AC'],
      ['2P', 40, 100, 'AC'],
      ['4P', 25, 30, 'AC'],
      ['4P', 40, 30, 'AC'],
      ['4P', 63, 30, 'AC'],
      ['4P', 80, 300, 'AC'],
    ],
  },
  {
    brandId: 'iek',
    series: 'ВД1-63',
    name: (poles, amps, leakage, type) => `УЗО ВД1-63 ${poles} ${amps} А ${leakage} мА тип ${type} IEK`,
    model: () => 'ВД1-63',
    article: (poles, amps, leakage) => `MDV10-${poleModules[poles]}-${pad(amps, 3)}-${pad(leakage, 3)}`,
    basePrice: 1290,
    popularity: 0.95,
    numBase: 110101,
    items: [
      ['2P', 16, 30, 'AC'],
      ['2P', 25, 30, 'AC'],
      ['2P', 32, 30, 'AC'],
      ['2P', 40, 30, 'AC'],
      ['2P', 63, 30, 'AC'],
      ['2P', 40, 100, 'AC'],
      ['4P', 25, 30, 'AC'],
      ['4P', 40, 30, 'AC'],
      ['4P', 63, 300, 'AC'],
      ['4P', 100, 300, 'AC'],
    ],
  },
  {
    brandId: 'abb',
    series: 'F200',
    name: (poles, amps, leakage, type) => `УЗО F20${poleModules[poles]} ${type} ${poles} ${amps} А ${leakage} мА ABB`,
    model: (poles, type) => `F20${poleModules[poles]} ${type}`,
    article: (poles, amps, leakage, type) =>
      `2CSF20${poleModules[poles]}${abbTypeDigit[type]}01R${abbLeakageDigit[leakage]}${pad(amps, 2)}0`,
    basePrice: 5300,
    popularity: 0.7,
    numBase: 110201,
    items: [
      ['2P', 25, 30, 'AC'],
      ['2P', 40, 30, 'AC'],
      ['2P', 63, 30, 'AC'],
      ['2P', 40, 30, 'A'],
      ['2P', 40, 30, 'B'],
      ['4P', 40, 30, 'AC'],
      ['4P', 40, 30, 'A'],
      ['4P', 63, 30, 'A'],
      ['4P', 63, 300, 'AC'],
    ],
  },
  {
    brandId: 'schneider-electric',
    series: 'Easy9',
    name: (poles, amps, leakage, type) => `УЗО Easy9 ${poles} ${amps} А ${leakage} мА тип ${type} Schneider Electric`,
    model: () => 'Easy9',
    article: (poles, amps, leakage) => `EZ9R${easy9LeakageDigit[leakage]}4${poleModules[poles]}${pad(amps, 2)}`,
    basePrice: 3150,
    popularity: 0.75,
    numBase: 110301,
    items: [
      ['2P', 25, 30, 'AC'],
      ['2P', 40, 30, 'AC'],
      ['2P', 63, 30, 'AC'],
      ['4P', 40, 30, 'AC'],
      ['4P', 63, 30, 'AC'],
      ['4P', 63, 300, 'AC'],
    ],
  },
  {
    brandId: 'dekraft',
    series: 'УЗО-03',
    name: (poles, amps, leakage, type) => `УЗО-03 ${poles} ${amps} А ${leakage} мА тип ${type} DEKraft`,
    model: () => 'УЗО-03',
    article: (poles, amps) => `${(dekraftRcdBase[poles] ?? 0) + dekraftRcdCurrents.indexOf(amps)}DEK`,
    basePrice: 1390,
    popularity: 0.6,
    numBase: 110401,
    items: [
      ['2P', 25, 30, 'AC'],
      ['2P', 40, 30, 'AC'],
      ['2P', 63, 30, 'AC'],
      ['4P', 40, 30, 'AC'],
      ['4P', 63, 100, 'AC'],
    ],
  },
];

function residualCurrentDevices(s: RcdSeries): SeedProduct[] {
  const nextNumId = numIds(s.numBase);
  return s.items.map(([poles, amps, leakage, type]) => {
    const modules = poleModules[poles];
    const model = s.model(poles, type);
    const price =
      s.basePrice * (poles === '4P' ? 2.05 : 1) * (rcdCurrentPrice[amps] ?? 1) * rcdTypePrice[type] * (leakage === 10 ? 1.1 : 1);
    return product(
      {
        article: s.article(poles, amps, leakage, type),
        brandId: s.brandId,
        series: s.series,
        sectionId: 'uzo',
        name: s.name(poles, amps, leakage, type),
        price: roubles(price),
        specs: { poles, current: String(amps), leakage: String(leakage), 'rcd-type': type, modules: String(modules) },
        description: [
          `${rcdAdjective[poles]} ${model.startsWith('УЗО') ? model : `УЗО ${model}`} на ${amps} А для ${rcdNetwork[poles]}: ` +
            `ток утечки ${leakage} мА ${leakagePurpose[leakage]}.`,
          typeText[type],
          'От перегрузки УЗО не защищает, поэтому в паре с ним ставят автоматический выключатель на ток не выше номинального; ' +
            `ширина ${width(modules)}, соответствует ГОСТ IEC 61008-1.`,
        ].join(' '),
        picture: { kind: 'rcd', poles: modules, marking: `${amps}A ${leakage}mA` },
        popularity:
          88 *
          s.popularity *
          (poles === '4P' ? 0.6 : 1) *
          (currentPopularity[amps] ?? 0.5) *
          (leakagePopularity[leakage] ?? 0.5) *
          typePopularity[type],
        compatibleSections: ['modulnye-avtomaticheskie-vyklyuchateli', 'plastikovye-boksy', 'metallicheskie-korpusa'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

interface RcboSeries {
  brandId: string;
  series: string;
  /** The model, e.g. 'АВДТ 32' or 'DS201'; 'NC' models are three-phase. */
  model: (poles: Poles) => string;
  /** What follows the leakage and type in the name. */
  maker: string;
  /** Whether the name carries the poles: the old names of some series do not. */
  polesInName: boolean;
  breaking: string;
  article: (poles: Poles, amps: number, leakage: number, type: RcdType) => string;
  /** 1P+N C16 30 mA type AC, roubles. */
  basePrice: number;
  popularity: number;
  numBase: number;
  items: [Poles, amps: number, leakage: number, RcdType][];
}

const dekraftRcboCurrents = [6, 10, 16, 20, 25, 32, 40];

const rcboSeries: RcboSeries[] = [
  {
    brandId: 'iek',
    series: 'АВДТ 32',
    model: () => 'АВДТ 32',
    maker: 'IEK',
    polesInName: false,
    breaking: '6',
    article: (_poles, amps, leakage) => `MAD22-5-${pad(amps, 3)}-C-${pad(leakage, 2)}`,
    basePrice: 1090,
    popularity: 1,
    numBase: 111001,
    items: [
      ['1P+N', 6, 30, 'A'],
      ['1P+N', 10, 30, 'A'],
      ['1P+N', 16, 30, 'A'],
      ['1P+N', 20, 30, 'A'],
      ['1P+N', 25, 30, 'A'],
      ['1P+N', 32, 30, 'A'],
      ['1P+N', 16, 10, 'A'],
      ['1P+N', 25, 100, 'A'],
    ],
  },
  {
    brandId: 'ekf',
    series: 'PROxima АД-32',
    model: () => 'АД-32',
    maker: 'EKF PROxima',
    polesInName: true,
    breaking: '4,5',
    article: (_poles, amps, leakage) => `DA32-${amps}-${leakage}-pro`,
    basePrice: 940,
    popularity: 0.95,
    numBase: 111101,
    items: [
      ['1P+N', 10, 30, 'AC'],
      ['1P+N', 16, 30, 'AC'],
      ['1P+N', 20, 30, 'AC'],
      ['1P+N', 25, 30, 'AC'],
      ['1P+N', 32, 30, 'AC'],
      ['1P+N', 40, 30, 'AC'],
      ['1P+N', 16, 10, 'AC'],
      ['1P+N', 25, 100, 'AC'],
    ],
  },
  {
    brandId: 'schneider-electric',
    series: 'Resi9',
    model: () => 'Resi9',
    maker: 'Schneider Electric',
    polesInName: true,
    breaking: '4,5',
    article: (_poles, amps, _leakage, type) => `R9D${type === 'A' ? '5' : '2'}56${pad(amps, 2)}`,
    basePrice: 3490,
    popularity: 0.75,
    numBase: 111201,
    items: [
      ['1P+N', 10, 30, 'AC'],
      ['1P+N', 16, 30, 'AC'],
      ['1P+N', 20, 30, 'AC'],
      ['1P+N', 25, 30, 'AC'],
      ['1P+N', 32, 30, 'AC'],
      ['1P+N', 16, 30, 'A'],
      ['1P+N', 25, 30, 'A'],
    ],
  },
  {
    brandId: 'abb',
    series: 'DS200',
    model: (poles) => (poles === '3P+N' ? 'DS203NC' : 'DS201'),
    maker: 'ABB',
    polesInName: true,
    breaking: '6',
    article: (poles, amps, _leakage, type) => `2CSR25${poles === '3P+N' ? '51' : '50'}${type === 'A' ? '1' : '0'}40R1${pad(amps, 2)}4`,
    basePrice: 4290,
    popularity: 0.7,
    numBase: 111301,
    items: [
      ['1P+N', 10, 30, 'AC'],
      ['1P+N', 16, 30, 'AC'],
      ['1P+N', 20, 30, 'AC'],
      ['1P+N', 25, 30, 'AC'],
      ['1P+N', 16, 30, 'A'],
      ['1P+N', 25, 30, 'A'],
      ['1P+N', 32, 30, 'A'],
      ['3P+N', 16, 30, 'A'],
      ['3P+N', 25, 30, 'A'],
    ],
  },
  {
    brandId: 'dekraft',
    series: 'ДИФ-102',
    model: () => 'ДИФ-102',
    maker: 'DEKraft',
    polesInName: true,
    breaking: '4,5',
    article: (_poles, amps) => `${15001 + dekraftRcboCurrents.indexOf(amps)}DEK`,
    basePrice: 1480,
    popularity: 0.6,
    numBase: 111401,
    items: [
      ['1P+N', 16, 30, 'AC'],
      ['1P+N', 25, 30, 'AC'],
      ['1P+N', 32, 30, 'AC'],
      ['1P+N', 40, 30, 'AC'],
    ],
  },
];

function residualCurrentBreakers(s: RcboSeries): SeedProduct[] {
  const nextNumId = numIds(s.numBase);
  return s.items.map(([poles, amps, leakage, type]) => {
    const modules = poleModules[poles];
    const model = s.model(poles);
    const ratingFactor = amps <= 25 ? 1 : amps <= 32 ? 1.08 : 1.2;
    const price = s.basePrice * (poles === '3P+N' ? 4.4 : 1) * ratingFactor * (type === 'A' ? 1.2 : 1) * (leakage === 30 ? 1 : 1.07);
    const polesPart = s.polesInName ? ` ${poles}` : '';
    return product(
      {
        article: s.article(poles, amps, leakage, type),
        brandId: s.brandId,
        series: s.series,
        sectionId: 'difavtomaty',
        name: `Дифавтомат ${model}${polesPart} C${amps} ${leakage} мА тип ${type} ${s.maker}`,
        price: roubles(price),
        specs: {
          poles,
          current: String(amps),
          curve: 'C',
          leakage: String(leakage),
          'rcd-type': type,
          breaking: s.breaking,
          modules: String(modules),
        },
        description: [
          `Дифавтомат ${model} на ${amps} А с характеристикой C и током утечки ${leakage} мА ` +
            'объединяет в одном корпусе автоматический выключатель и УЗО.',
          `Защищает ${poles === '3P+N' ? 'трёхфазную' : 'однофазную'} линию от перегрузки и короткого замыкания, ` +
            'а людей — от поражения током при утечке.',
          typeText[type],
          `Отключающая способность ${s.breaking} кА, ширина ${width(modules)}; соответствует ГОСТ IEC 61009-1.`,
        ].join(' '),
        picture: { kind: 'rcbo', poles: modules, marking: `C${amps} ${leakage}mA` },
        popularity:
          84 *
          s.popularity *
          (poles === '3P+N' ? 0.5 : 1) *
          (currentPopularity[amps] ?? 0.5) *
          (leakagePopularity[leakage] ?? 0.5) *
          typePopularity[type],
        compatibleSections: ['plastikovye-boksy', 'metallicheskie-korpusa', 'uzip-klassa-ii'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

export const rcdProducts: SeedProduct[] = [...rcdSeries.flatMap(residualCurrentDevices), ...rcboSeries.flatMap(residualCurrentBreakers)];
