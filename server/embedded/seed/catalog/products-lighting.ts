import { grouped, numIds, product, ru } from './helpers';
import { legacy } from './legacy';
import type { SeedProduct } from './types';

const lightTone = (kelvin: number) =>
  kelvin <= 3000 ? 'тёплый белый свет' : kelvin <= 4000 ? 'нейтральный белый свет' : 'холодный белый свет';

type LuminaireKind = 'panel' | 'dustproof' | 'downlight' | 'ceiling';

interface Luminaire {
  brandId: string;
  series: string;
  kind: LuminaireKind;
  /** The model in the description. */
  model: string;
  name: string;
  article: string;
  watts: number;
  lumens: number;
  kelvin: number;
  ip: string;
  mounting: 'встраиваемый' | 'накладной';
  price: number;
  popularity: number;
}

const luminaires: Luminaire[] = [
  {
    brandId: 'ledvance',
    series: 'ECO CLASS PANEL',
    kind: 'panel',
    model: 'ECO CLASS PANEL 600',
    name: 'Светильник светодиодный офисный 36 Вт 4000 К 595×595 LEDVANCE',
    article: '4058075573369',
    watts: 36,
    lumens: 3600,
    kelvin: 4000,
    ip: 'IP20',
    mounting: 'встраиваемый',
    price: 2390,
    popularity: 82,
  },
  {
    brandId: 'ledvance',
    series: 'ECO CLASS PANEL',
    kind: 'panel',
    model: 'ECO CLASS PANEL 600',
    name: 'Светильник светодиодный офисный ECO CLASS PANEL 36 Вт 6500 К 595×595 LEDVANCE',
    article: '4058075573383',
    watts: 36,
    lumens: 3700,
    kelvin: 6500,
    ip: 'IP20',
    mounting: 'встраиваемый',
    price: 2390,
    popularity: 55,
  },
  {
    brandId: 'ledvance',
    series: 'DAMP PROOF',
    kind: 'dustproof',
    model: 'DAMP PROOF 1200',
    name: 'Светильник светодиодный пылевлагозащищённый DAMP PROOF 36 Вт 4000 К IP65 LEDVANCE',
    article: '4058075624429',
    watts: 36,
    lumens: 3400,
    kelvin: 4000,
    ip: 'IP65',
    mounting: 'накладной',
    price: 2890,
    popularity: 44,
  },
  {
    brandId: 'ledvance',
    series: 'DOWNLIGHT',
    kind: 'downlight',
    model: 'DOWNLIGHT',
    name: 'Светильник светодиодный встраиваемый DOWNLIGHT 18 Вт 4000 К LEDVANCE',
    article: '4058075091511',
    watts: 18,
    lumens: 1620,
    kelvin: 4000,
    ip: 'IP44',
    mounting: 'встраиваемый',
    price: 1290,
    popularity: 39,
  },
  {
    brandId: 'iek',
    series: 'ДВО 6560',
    kind: 'panel',
    model: 'ДВО 6560',
    name: 'Светильник светодиодный ДВО 6560 36 Вт 4000 К IP40 IEK',
    article: 'LDVO0-6560-36-4000-K01',
    watts: 36,
    lumens: 3000,
    kelvin: 4000,
    ip: 'IP40',
    mounting: 'встраиваемый',
    price: 1390,
    popularity: 76,
  },
  {
    brandId: 'iek',
    series: 'ДВО 6565',
    kind: 'panel',
    model: 'ДВО 6565',
    name: 'Светильник светодиодный ДВО 6565 36 Вт 6500 К IP40 IEK',
    article: 'LDVO0-6565-36-6500-K01',
    watts: 36,
    lumens: 3000,
    kelvin: 6500,
    ip: 'IP40',
    mounting: 'встраиваемый',
    price: 1350,
    popularity: 58,
  },
  {
    brandId: 'iek',
    series: 'ДСП 1304',
    kind: 'dustproof',
    model: 'ДСП 1304',
    name: 'Светильник светодиодный ДСП 1304 36 Вт 4000 К IP65 IEK',
    article: 'LDSP0-1304-36-4000-K01',
    watts: 36,
    lumens: 3200,
    kelvin: 4000,
    ip: 'IP65',
    mounting: 'накладной',
    price: 1590,
    popularity: 68,
  },
  {
    brandId: 'iek',
    series: 'ДПО 4001',
    kind: 'ceiling',
    model: 'ДПО 4001',
    name: 'Светильник светодиодный ДПО 4001 12 Вт 4000 К IP54 IEK',
    article: 'LDPO0-4001-12-4000-K01',
    watts: 12,
    lumens: 960,
    kelvin: 4000,
    ip: 'IP54',
    mounting: 'накладной',
    price: 590,
    popularity: 63,
  },
  {
    brandId: 'ekf',
    series: 'Basic ДВО',
    kind: 'panel',
    model: 'ДВО-6565-О',
    name: 'Светильник светодиодный ДВО-6565-О 36 Вт 4000 К IP40 EKF Basic',
    article: 'dvo-6565-o-36-4000',
    watts: 36,
    lumens: 3060,
    kelvin: 4000,
    ip: 'IP40',
    mounting: 'встраиваемый',
    price: 1290,
    popularity: 57,
  },
  {
    brandId: 'ekf',
    series: 'Basic ДСП',
    kind: 'dustproof',
    model: 'ДСП-1304',
    name: 'Светильник светодиодный ДСП-1304 36 Вт 6500 К IP65 EKF Basic',
    article: 'dsp-1304-36-6500',
    watts: 36,
    lumens: 3240,
    kelvin: 6500,
    ip: 'IP65',
    mounting: 'накладной',
    price: 1490,
    popularity: 49,
  },
  {
    brandId: 'feron',
    series: 'AL2115',
    kind: 'ceiling',
    model: 'AL2115',
    name: 'Светильник светодиодный накладной AL2115 18 Вт 4000 К Feron',
    article: '29619',
    watts: 18,
    lumens: 1440,
    kelvin: 4000,
    ip: 'IP40',
    mounting: 'накладной',
    price: 890,
    popularity: 42,
  },
  {
    brandId: 'feron',
    series: 'AL2115',
    kind: 'ceiling',
    model: 'AL2115',
    name: 'Светильник светодиодный накладной AL2115 36 Вт 3000 К Feron',
    article: '29621',
    watts: 36,
    lumens: 2880,
    kelvin: 3000,
    ip: 'IP40',
    mounting: 'накладной',
    price: 1490,
    popularity: 35,
  },
];

function luminaireDescription(l: Luminaire): string[] {
  const light = `Световой поток ${grouped(l.lumens)} лм, цветовая температура ${l.kelvin} К — ${lightTone(l.kelvin)}`;
  switch (l.kind) {
    case 'panel':
      return [
        `Светодиодная панель ${l.model} мощностью ${l.watts} Вт для подвесного потолка типа «Армстронг» в офисах, школах и магазинах.`,
        `${light}; матовый рассеиватель даёт ровный свет без слепящей яркости.`,
        `Степень защиты ${l.ip}; панель заменяет светильник с четырьмя люминесцентными лампами по 18 Вт.`,
      ];
    case 'dustproof':
      return [
        `Пылевлагозащищённый светодиодный светильник ${l.model} мощностью ${l.watts} Вт для складов, паркингов, подвалов и лестниц.`,
        `${light}; корпус и рассеиватель из поликарбоната, степень защиты ${l.ip}.`,
        'Крепится на потолок или стену и заменяет светильник с двумя люминесцентными лампами по 36 Вт.',
      ];
    case 'downlight':
      return [
        `Встраиваемый светодиодный светильник ${l.model} мощностью ${l.watts} Вт для коридоров, холлов и санузлов.`,
        `${light}, степень защиты ${l.ip}.`,
        'Устанавливается в гипсокартонный или подвесной потолок на пружинных держателях; ресурс светодиодов не менее 30 000 ч.',
      ];
    case 'ceiling':
      return [
        `Накладной светодиодный светильник ${l.model} мощностью ${l.watts} Вт для коридоров, подъездов, санузлов и подсобных помещений.`,
        `${light}, степень защиты ${l.ip}.`,
        'Крепится прямо на потолок или стену; ресурс светодиодов не менее 30 000 ч.',
      ];
  }
}

function luminaireProducts(): SeedProduct[] {
  const nextNumId = numIds(160001);
  return luminaires.map((l) =>
    product(
      {
        article: l.article,
        brandId: l.brandId,
        series: l.series,
        sectionId: 'svetodiodnye-svetilniki',
        name: l.name,
        price: l.price,
        specs: { power: String(l.watts), flux: grouped(l.lumens), temperature: String(l.kelvin), ip: l.ip, mounting: l.mounting },
        description: luminaireDescription(l).join(' '),
        picture: { kind: 'panel-light' },
        popularity: l.popularity,
        compatibleSections: ['vyklyuchateli', 'modulnye-kontaktory', 'provod'],
        numId: nextNumId(),
      },
      legacy,
    ),
  );
}

interface Floodlight {
  brandId: string;
  series: string;
  name: string;
  model: string;
  article: string;
  watts: number;
  lumens: number;
  kelvin: number;
  price: number;
  popularity: number;
}

const feronFlood = (article: string, watts: number, price: number, popularity: number): Floodlight => ({
  brandId: 'feron',
  series: 'LL-918',
  name: `Прожектор светодиодный LL-918 ${watts} Вт 6400 К IP65 Feron`,
  model: 'LL-918',
  article,
  watts,
  lumens: watts * 90,
  kelvin: 6400,
  price,
  popularity,
});

const iekFlood = (watts: number, price: number, popularity: number): Floodlight => ({
  brandId: 'iek',
  series: 'СДО 06',
  name: `Прожектор светодиодный СДО 06-${watts} ${watts} Вт 6500 К IP65 IEK`,
  model: `СДО 06-${watts}`,
  article: `LPDO601-${watts}-65-K02`,
  watts,
  lumens: watts * 85,
  kelvin: 6500,
  price,
  popularity,
});

const floodlights: Floodlight[] = [
  feronFlood('29495', 30, 990, 48),
  feronFlood('29496', 50, 1390, 63),
  feronFlood('29498', 100, 2590, 66),
  feronFlood('29499', 150, 3890, 37),
  feronFlood('29500', 200, 4990, 29),
  iekFlood(20, 690, 51),
  iekFlood(30, 890, 55),
  iekFlood(50, 1290, 64),
  iekFlood(100, 2490, 47),
  {
    brandId: 'ekf',
    series: 'Basic СДО-001',
    name: 'Прожектор светодиодный СДО-001 50 Вт 6500 К IP65 EKF Basic',
    model: 'СДО-001',
    article: 'fl-001-50-6500',
    watts: 50,
    lumens: 4250,
    kelvin: 6500,
    price: 1190,
    popularity: 45,
  },
  {
    brandId: 'ekf',
    series: 'Basic СДО-001',
    name: 'Прожектор светодиодный СДО-001 100 Вт 6500 К IP65 EKF Basic',
    model: 'СДО-001',
    article: 'fl-001-100-6500',
    watts: 100,
    lumens: 8500,
    kelvin: 6500,
    price: 2290,
    popularity: 36,
  },
  {
    brandId: 'ledvance',
    series: 'FLOODLIGHT',
    name: 'Прожектор светодиодный FLOODLIGHT 50 Вт 4000 К IP65 LEDVANCE',
    model: 'FLOODLIGHT',
    article: '4058075206793',
    watts: 50,
    lumens: 5000,
    kelvin: 4000,
    price: 3490,
    popularity: 30,
  },
  {
    brandId: 'ledvance',
    series: 'FLOODLIGHT',
    name: 'Прожектор светодиодный FLOODLIGHT 100 Вт 4000 К IP65 LEDVANCE',
    model: 'FLOODLIGHT',
    article: '4058075206854',
    watts: 100,
    lumens: 10000,
    kelvin: 4000,
    price: 6190,
    popularity: 24,
  },
];

function floodUse(watts: number): string {
  if (watts <= 30) return 'входных групп, дворов и рекламных вывесок';
  if (watts <= 50) return 'фасадов, дворов и небольших площадок';
  return 'парковок, складских площадок, строек и спортивных площадок';
}

function floodlightProducts(): SeedProduct[] {
  const nextNumId = numIds(161001);
  return floodlights.map((f) =>
    product(
      {
        article: f.article,
        brandId: f.brandId,
        series: f.series,
        sectionId: 'prozhektory',
        name: f.name,
        price: f.price,
        specs: { power: String(f.watts), flux: grouped(f.lumens), temperature: String(f.kelvin), ip: 'IP65' },
        description: [
          `Светодиодный прожектор ${f.model} мощностью ${f.watts} Вт для освещения ${floodUse(f.watts)}.`,
          `Световой поток ${grouped(f.lumens)} лм, цветовая температура ${f.kelvin} К — ${lightTone(f.kelvin)}; ` +
            'алюминиевый корпус с закалённым стеклом, степень защиты IP65.',
          'Поворотный кронштейн позволяет направить свет под нужным углом; прожектор рассчитан на установку на улице круглый год.',
        ].join(' '),
        picture: { kind: 'floodlight' },
        popularity: f.popularity,
        compatibleSections: ['modulnye-kontaktory', 'rele-napryazheniya-i-vremeni', 'silovoy-kabel'],
        numId: nextNumId(),
      },
      legacy,
    ),
  );
}

type Mode = 'постоянный' | 'непостоянный';
type EmergencyMounting = 'настенный' | 'потолочный' | 'универсальный';

interface EmergencyLight {
  brandId: string;
  series: string;
  name: string;
  model: string;
  article: string;
  /** An exit sign rather than a luminaire lighting the way. */
  sign: boolean;
  hours: number;
  mode: Mode;
  ip: string;
  mounting: EmergencyMounting;
  watts: number;
  price: number;
  popularity: number;
}

const emergencyLights: EmergencyLight[] = [
  {
    brandId: 'ekf',
    series: 'PROxima ССА',
    name: 'Светильник аварийный ССА 101 «Выход» 3 ч EKF',
    model: 'ССА 101',
    article: 'ssa-101-3',
    sign: true,
    hours: 3,
    mode: 'постоянный',
    ip: 'IP20',
    mounting: 'настенный',
    watts: 3,
    price: 1190,
    popularity: 71,
  },
  {
    brandId: 'ekf',
    series: 'PROxima ССА',
    name: 'Светильник аварийный ССА 101 «Выход» 1 ч EKF',
    model: 'ССА 101',
    article: 'ssa-101-1',
    sign: true,
    hours: 1,
    mode: 'постоянный',
    ip: 'IP20',
    mounting: 'настенный',
    watts: 3,
    price: 990,
    popularity: 54,
  },
  {
    brandId: 'ekf',
    series: 'PROxima ССА',
    name: 'Светильник аварийный ССА 1004 «Выход» IP65 3 ч EKF',
    model: 'ССА 1004',
    article: 'ssa-1004-3',
    sign: true,
    hours: 3,
    mode: 'постоянный',
    ip: 'IP65',
    mounting: 'универсальный',
    watts: 3,
    price: 2290,
    popularity: 38,
  },
  {
    brandId: 'iek',
    series: 'ДПА 5040',
    name: 'Светильник аварийный ДПА 5040-3 IP65 3 ч IEK',
    model: 'ДПА 5040-3',
    article: 'LDPA0-5040-3-65-K01',
    sign: false,
    hours: 3,
    mode: 'непостоянный',
    ip: 'IP65',
    mounting: 'потолочный',
    watts: 4,
    price: 1690,
    popularity: 52,
  },
  {
    brandId: 'iek',
    series: 'ДПА 5040',
    name: 'Светильник аварийный ДПА 5040-1 IP65 1 ч IEK',
    model: 'ДПА 5040-1',
    article: 'LDPA0-5040-1-65-K01',
    sign: false,
    hours: 1,
    mode: 'непостоянный',
    ip: 'IP65',
    mounting: 'потолочный',
    watts: 4,
    price: 1390,
    popularity: 40,
  },
  {
    brandId: 'iek',
    series: 'ССА 1001',
    name: 'Светильник аварийный ССА 1001 «Выход» IP20 3 ч IEK',
    model: 'ССА 1001',
    article: 'LSSA0-1001-003-K03',
    sign: true,
    hours: 3,
    mode: 'постоянный',
    ip: 'IP20',
    mounting: 'настенный',
    watts: 3,
    price: 1090,
    popularity: 57,
  },
  {
    brandId: 'belyy-svet',
    series: 'BS-ARIA',
    name: 'Световой указатель BS-ARIA-21-L1 «Выход» 1 ч Белый свет',
    model: 'BS-ARIA-21-L1',
    article: 'a15590',
    sign: true,
    hours: 1,
    mode: 'постоянный',
    ip: 'IP20',
    mounting: 'универсальный',
    watts: 2,
    price: 3290,
    popularity: 28,
  },
  {
    brandId: 'belyy-svet',
    series: 'BS-ARIA',
    name: 'Световой указатель BS-ARIA-21-L3 «Выход» 3 ч Белый свет',
    model: 'BS-ARIA-21-L3',
    article: 'a15591',
    sign: true,
    hours: 3,
    mode: 'постоянный',
    ip: 'IP20',
    mounting: 'универсальный',
    watts: 2,
    price: 3890,
    popularity: 25,
  },
  {
    brandId: 'belyy-svet',
    series: 'BS-UNIVERSAL',
    name: 'Светильник аварийного освещения BS-UNIVERSAL-10 IP65 3 ч Белый свет',
    model: 'BS-UNIVERSAL-10',
    article: 'a14460',
    sign: false,
    hours: 3,
    mode: 'непостоянный',
    ip: 'IP65',
    mounting: 'универсальный',
    watts: 3,
    price: 4590,
    popularity: 22,
  },
  {
    brandId: 'feron',
    series: 'EL15',
    name: 'Светильник аварийный аккумуляторный EL15 3 ч IP20 Feron',
    model: 'EL15',
    article: '12897',
    sign: false,
    hours: 3,
    mode: 'непостоянный',
    ip: 'IP20',
    mounting: 'настенный',
    watts: 2,
    price: 890,
    popularity: 34,
  },
];

const hoursText = (hours: number) => (hours === 1 ? 'не менее 1 часа' : `не менее ${ru(hours)} часов`);
const mountingText: Record<EmergencyMounting, string> = {
  настенный: 'на стену',
  потолочный: 'на потолок',
  универсальный: 'на стену или потолок',
};

function emergencyDescription(e: EmergencyLight): string[] {
  if (e.sign) {
    return [
      `Световой указатель ${e.model} с пиктограммой «Выход» обозначает эвакуационные выходы в офисах, магазинах, школах и на предприятиях.`,
      'Работает в постоянном режиме: светится всегда, а при пропадании сети переходит на встроенный аккумулятор ' +
        `и светит ${hoursText(e.hours)}.`,
      `Степень защиты ${e.ip}, монтаж ${mountingText[e.mounting]}.`,
    ];
  }
  return [
    `Светильник аварийного освещения ${e.model} включается от встроенного аккумулятора при пропадании сети ` +
      'и освещает пути эвакуации, лестницы и технические помещения.',
    `Время автономной работы ${hoursText(e.hours)}, мощность ${e.watts} Вт, степень защиты ${e.ip}.`,
    `Монтаж ${mountingText[e.mounting]}.`,
  ];
}

function emergencyProducts(): SeedProduct[] {
  const nextNumId = numIds(162001);
  return emergencyLights.map((e) =>
    product(
      {
        article: e.article,
        brandId: e.brandId,
        series: e.series,
        sectionId: 'avariynye-svetilniki',
        name: e.name,
        price: e.price,
        specs: { autonomy: ru(e.hours), mode: e.mode, ip: e.ip, mounting: e.mounting, power: String(e.watts) },
        description: emergencyDescription(e).join(' '),
        picture: { kind: 'emergency-light' },
        popularity: e.popularity,
        compatibleSections: ['modulnye-avtomaticheskie-vyklyuchateli', 'silovoy-kabel'],
        numId: nextNumId(),
      },
      legacy,
    ),
  );
}

export const lightingProducts: SeedProduct[] = [...luminaireProducts(), ...floodlightProducts(), ...emergencyProducts()];
