import { poleModules, width, type Poles } from './din';
import { numIds, product } from './helpers';
import { legacy } from './legacy';
import type { SeedProduct } from './types';

type SpdClass = 'I' | 'I+II' | 'II';

interface Spd {
  brandId: string;
  series: string;
  /** The model in the name and description. */
  model: string;
  maker: string;
  article: string;
  spdClass: SpdClass;
  poles: Poles;
  imax: string;
  /** Class I only: the lightning impulse current. */
  iimp?: string;
  up: string;
  uc: string;
  price: number;
  popularity: number;
}

const poleNetwork: Record<Poles, string> = {
  '1P': 'однополюсное: схему защиты собирают из отдельных модулей',
  '1P+N': 'для однофазной сети TN-S или TT',
  '2P': 'для однофазной сети',
  '3P': 'для трёхфазной сети TN-C',
  '3P+N': 'для трёхфазной сети TN-S или TT',
  '4P': 'для трёхфазной сети TN-S',
};

const iekSpd = (spdClass: 'I' | 'II', poles: Poles, price: number, popularity: number): Spd => {
  const letter = spdClass === 'I' ? 'B' : 'C';
  return {
    brandId: 'iek',
    series: 'ОПС1',
    model: `ОПС1-${letter}`,
    maker: 'IEK',
    article: `MOP20-${poleModules[poles]}-${letter}`,
    spdClass,
    poles,
    imax: spdClass === 'I' ? '60' : '40',
    iimp: spdClass === 'I' ? '12,5' : undefined,
    up: spdClass === 'I' ? '1,8' : '1,3',
    uc: '385',
    price,
    popularity,
  };
};

const ekfSpd = (spdClass: 'I' | 'II', poles: Poles, price: number, popularity: number): Spd => {
  const letter = spdClass === 'I' ? 'B' : 'C';
  const poleCode = poles === '1P+N' ? '1pn' : poles.toLowerCase();
  return {
    brandId: 'ekf',
    series: 'PROxima ОПВ',
    model: `ОПВ-${letter}`,
    maker: 'EKF PROxima',
    article: `opv-${letter.toLowerCase()}-${poleCode}-${spdClass === 'I' ? 60 : 40}-pro`,
    spdClass,
    poles,
    imax: spdClass === 'I' ? '60' : '40',
    iimp: spdClass === 'I' ? '12,5' : undefined,
    up: spdClass === 'I' ? '2' : '1,8',
    uc: '420',
    price,
    popularity,
  };
};

const surgeProtectors: Spd[] = [
  iekSpd('I', '1P', 1490, 52),
  iekSpd('I', '3P', 4290, 47),
  iekSpd('I', '4P', 5590, 41),
  ekfSpd('I', '1P', 1390, 44),
  ekfSpd('I', '3P', 3990, 38),
  ekfSpd('I', '4P', 5190, 35),
  {
    brandId: 'abb',
    series: 'OVR',
    model: 'OVR T1+2 25 255 TS',
    maker: 'ABB',
    article: '2CTB815101R0500',
    spdClass: 'I+II',
    poles: '1P',
    imax: '100',
    iimp: '25',
    up: '1,5',
    uc: '255',
    price: 14900,
    popularity: 22,
  },
  {
    brandId: 'abb',
    series: 'OVR',
    model: 'OVR T1+2 25 255 TS',
    maker: 'ABB',
    article: '2CTB815101R0700',
    spdClass: 'I+II',
    poles: '3P+N',
    imax: '100',
    iimp: '25',
    up: '1,5',
    uc: '255',
    price: 52900,
    popularity: 18,
  },
  {
    brandId: 'schneider-electric',
    series: 'Acti9 iPRD1',
    model: 'Acti9 iPRD1 12,5r',
    maker: 'Schneider Electric',
    article: 'A9L16632',
    spdClass: 'I+II',
    poles: '1P+N',
    imax: '50',
    iimp: '12,5',
    up: '1,5',
    uc: '350',
    price: 19900,
    popularity: 24,
  },
  {
    brandId: 'schneider-electric',
    series: 'Acti9 iPRD1',
    model: 'Acti9 iPRD1 12,5r',
    maker: 'Schneider Electric',
    article: 'A9L16634',
    spdClass: 'I+II',
    poles: '3P+N',
    imax: '50',
    iimp: '12,5',
    up: '1,5',
    uc: '350',
    price: 36900,
    popularity: 20,
  },
  iekSpd('II', '1P', 890, 61),
  iekSpd('II', '2P', 1690, 58),
  iekSpd('II', '3P', 2490, 49),
  iekSpd('II', '4P', 3190, 53),
  ekfSpd('II', '1P', 790, 50),
  ekfSpd('II', '1P+N', 1490, 55),
  ekfSpd('II', '4P', 2890, 46),
  {
    brandId: 'abb',
    series: 'OVR',
    model: 'OVR T2 40 275 P QS',
    maker: 'ABB',
    article: '2CTB803952R0300',
    spdClass: 'II',
    poles: '1P+N',
    imax: '40',
    up: '1,4',
    uc: '275',
    price: 9890,
    popularity: 27,
  },
  {
    brandId: 'abb',
    series: 'OVR',
    model: 'OVR T2 40 275 P QS',
    maker: 'ABB',
    article: '2CTB803953R0700',
    spdClass: 'II',
    poles: '3P+N',
    imax: '40',
    up: '1,4',
    uc: '275',
    price: 18900,
    popularity: 21,
  },
  {
    brandId: 'schneider-electric',
    series: 'Easy9',
    model: 'Easy9',
    maker: 'Schneider Electric',
    article: 'EZ9L33620',
    spdClass: 'II',
    poles: '1P+N',
    imax: '20',
    up: '1,5',
    uc: '275',
    price: 3490,
    popularity: 39,
  },
  {
    brandId: 'schneider-electric',
    series: 'Easy9',
    model: 'Easy9',
    maker: 'Schneider Electric',
    article: 'EZ9L33720',
    spdClass: 'II',
    poles: '3P+N',
    imax: '20',
    up: '1,5',
    uc: '275',
    price: 6290,
    popularity: 31,
  },
  {
    brandId: 'schneider-electric',
    series: 'Acti9 iPF',
    model: 'Acti9 iPF K40',
    maker: 'Schneider Electric',
    article: 'A9L15686',
    spdClass: 'II',
    poles: '1P+N',
    imax: '40',
    up: '1,4',
    uc: '340',
    price: 8490,
    popularity: 23,
  },
];

function surgeDescription(s: Spd): string[] {
  if (s.spdClass === 'II') {
    return [
      `УЗИП ${s.model} класса II защищает электронику и бытовую технику от импульсных перенапряжений при грозе и коммутациях в сети.`,
      `Максимальный разрядный ток ${s.imax} кА, уровень защиты Up ${s.up} кВ, наибольшее рабочее напряжение ${s.uc} В.`,
      `Ставится в квартирный или распределительный щит после вводного автомата; исполнение ${s.poles} ${poleNetwork[s.poles]}, ` +
        `ширина ${width(poleModules[s.poles])}.`,
      'Соответствует ГОСТ IEC 61643-11.',
    ];
  }
  return [
    `УЗИП ${s.model} класса ${s.spdClass} ставят во вводной щит здания с внешней молниезащитой или воздушным вводом.`,
    `Отводит в землю часть тока молнии: импульсный ток Iimp ${s.iimp ?? ''} кА, максимальный разрядный ток ${s.imax} кА, ` +
      `уровень защиты Up ${s.up} кВ.`,
    s.spdClass === 'I+II'
      ? 'Низкий уровень защиты позволяет обойтись одним устройством вместо связки УЗИП классов I и II.'
      : 'Для защиты электроники после него в распределительном щите ставят УЗИП класса II.',
    `Исполнение ${s.poles} ${poleNetwork[s.poles]}, ширина ${width(poleModules[s.poles])}; соответствует ГОСТ IEC 61643-11.`,
  ];
}

function surgeProducts(): SeedProduct[] {
  const nextNumId = numIds(180001);
  return surgeProtectors.map((s) => {
    const modules = poleModules[s.poles];
    return product(
      {
        article: s.article,
        brandId: s.brandId,
        series: s.series,
        sectionId: s.spdClass === 'II' ? 'uzip-klassa-ii' : 'uzip-klassa-i',
        name: `УЗИП ${s.model} ${s.poles} класс ${s.spdClass} ${s.imax} кА ${s.maker}`,
        price: s.price,
        specs: {
          class: s.spdClass,
          poles: s.poles,
          imax: s.imax,
          up: s.up,
          uc: s.uc,
          ...(s.iimp ? { iimp: s.iimp } : {}),
          modules: String(modules),
        },
        description: surgeDescription(s).join(' '),
        picture: { kind: 'spd', poles: Math.min(modules, 4), marking: s.spdClass === 'II' ? 'T2' : 'T1' },
        popularity: s.popularity,
        compatibleSections: ['modulnye-avtomaticheskie-vyklyuchateli', 'metallicheskie-korpusa', 'plastikovye-boksy'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

export const surgeProductsAll: SeedProduct[] = surgeProducts();
