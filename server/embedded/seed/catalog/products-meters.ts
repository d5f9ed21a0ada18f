import { numIds, product } from './helpers';
import { legacy } from './legacy';
import type { SeedProduct } from './types';

type Interface = 'нет' | 'RS-485' | 'PLC' | 'оптопорт';
type Mounting = 'DIN-рейка' | 'на щиток';

interface Meter {
  brandId: string;
  series: string;
  /** As the maker writes the model; also its article. */
  article: string;
  /** The model in the name: the article or a shorter form of it. */
  model: string;
  phases: '1' | '3';
  current: string;
  accuracy: string;
  tariffs: '1' | '4';
  interface: Interface;
  mounting: Mounting;
  price: number;
  popularity: number;
}

const meters: Meter[] = [
  {
    brandId: 'incotex',
    series: 'Меркурий 201',
    article: 'Меркурий 201.8',
    model: 'Меркурий 201.8',
    phases: '1',
    current: '5(80)',
    accuracy: '1',
    tariffs: '1',
    interface: 'нет',
    mounting: 'DIN-рейка',
    price: 1790,
    popularity: 92,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 201',
    article: 'Меркурий 201.5',
    model: 'Меркурий 201.5',
    phases: '1',
    current: '5(60)',
    accuracy: '1',
    tariffs: '1',
    interface: 'нет',
    mounting: 'DIN-рейка',
    price: 1590,
    popularity: 74,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 201',
    article: 'Меркурий 201.7',
    model: 'Меркурий 201.7',
    phases: '1',
    current: '5(60)',
    accuracy: '1',
    tariffs: '1',
    interface: 'нет',
    mounting: 'на щиток',
    price: 1690,
    popularity: 61,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 201',
    article: 'Меркурий 201.22',
    model: 'Меркурий 201.22',
    phases: '1',
    current: '5(60)',
    accuracy: '1',
    tariffs: '1',
    interface: 'PLC',
    mounting: 'DIN-рейка',
    price: 2490,
    popularity: 38,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 206',
    article: 'Меркурий 206 RN',
    model: 'Меркурий 206 RN',
    phases: '1',
    current: '5(60)',
    accuracy: '1/2',
    tariffs: '4',
    interface: 'RS-485',
    mounting: 'на щиток',
    price: 4890,
    popularity: 47,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 206',
    article: 'Меркурий 206 PRNO',
    model: 'Меркурий 206 PRNO',
    phases: '1',
    current: '5(60)',
    accuracy: '1/2',
    tariffs: '4',
    interface: 'RS-485',
    mounting: 'на щиток',
    price: 5890,
    popularity: 35,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 230',
    article: 'Меркурий 230 AR-01 R',
    model: 'Меркурий 230 AR-01 R',
    phases: '3',
    current: '5(60)',
    accuracy: '1/2',
    tariffs: '1',
    interface: 'RS-485',
    mounting: 'на щиток',
    price: 5590,
    popularity: 58,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 230',
    article: 'Меркурий 230 ART-01 PQRSIN',
    model: 'Меркурий 230 ART-01 PQRSIN',
    phases: '3',
    current: '5(60)',
    accuracy: '1/2',
    tariffs: '4',
    interface: 'RS-485',
    mounting: 'на щиток',
    price: 9890,
    popularity: 49,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 230',
    article: 'Меркурий 230 ART-03 PQRSIDN',
    model: 'Меркурий 230 ART-03 PQRSIDN',
    phases: '3',
    current: '5(7,5)',
    accuracy: '0,5S/1',
    tariffs: '4',
    interface: 'RS-485',
    mounting: 'на щиток',
    price: 10900,
    popularity: 41,
  },
  {
    brandId: 'incotex',
    series: 'Меркурий 231',
    article: 'Меркурий 231 AT-01 I',
    model: 'Меркурий 231 AT-01 I',
    phases: '3',
    current: '5(60)',
    accuracy: '1',
    tariffs: '4',
    interface: 'нет',
    mounting: 'DIN-рейка',
    price: 5190,
    popularity: 52,
  },
  {
    brandId: 'energomera',
    series: 'CE101',
    article: 'CE101 R5 145 M6',
    model: 'CE101 R5 145 M6',
    phases: '1',
    current: '5(60)',
    accuracy: '1',
    tariffs: '1',
    interface: 'нет',
    mounting: 'DIN-рейка',
    price: 1490,
    popularity: 66,
  },
  {
    brandId: 'energomera',
    series: 'CE102M',
    article: 'CE102M S7 145-JV',
    model: 'CE102M S7 145-JV',
    phases: '1',
    current: '5(60)',
    accuracy: '1',
    tariffs: '4',
    interface: 'оптопорт',
    mounting: 'на щиток',
    price: 2990,
    popularity: 44,
  },
  {
    brandId: 'energomera',
    series: 'CE208',
    article: 'CE208 S7.849.2.OG.QYUVFLZ',
    model: 'CE208 S7',
    phases: '1',
    current: '5(60)',
    accuracy: '1/2',
    tariffs: '4',
    interface: 'RS-485',
    mounting: 'на щиток',
    price: 6490,
    popularity: 29,
  },
  {
    brandId: 'energomera',
    series: 'CE301',
    article: 'CE301 R33 145-JAZ',
    model: 'CE301 R33 145-JAZ',
    phases: '3',
    current: '5(60)',
    accuracy: '1',
    tariffs: '4',
    interface: 'оптопорт',
    mounting: 'DIN-рейка',
    price: 6890,
    popularity: 37,
  },
  {
    brandId: 'energomera',
    series: 'CE308',
    article: 'CE308 S34.543.OA.QYUVFLZ SPDS',
    model: 'CE308 S34',
    phases: '3',
    current: '5(10)',
    accuracy: '0,5S/1',
    tariffs: '4',
    interface: 'RS-485',
    mounting: 'на щиток',
    price: 18900,
    popularity: 27,
  },
  {
    brandId: 'taipit',
    series: 'Нева МТ 114',
    article: 'Нева МТ 114 AS OP',
    model: 'Нева МТ 114 AS OP',
    phases: '1',
    current: '5(60)',
    accuracy: '1',
    tariffs: '4',
    interface: 'оптопорт',
    mounting: 'DIN-рейка',
    price: 2390,
    popularity: 45,
  },
  {
    brandId: 'taipit',
    series: 'Нева 303',
    article: 'Нева 303 1S0',
    model: 'Нева 303 1S0',
    phases: '3',
    current: '5(60)',
    accuracy: '1',
    tariffs: '1',
    interface: 'нет',
    mounting: 'DIN-рейка',
    price: 3990,
    popularity: 39,
  },
];

const makerName: Record<string, string> = { incotex: '', energomera: 'Энергомера ', taipit: '' };

const interfacePhrase: Record<Interface, string> = {
  нет: 'Интерфейса связи нет',
  'RS-485': 'Интерфейс RS-485 подключает счётчик к системе АСКУЭ',
  PLC: 'PLC-модем передаёт показания по силовой сети',
  оптопорт: 'Показания и настройки считывают через оптический порт',
};

function meterPurpose(m: Meter, transformer: boolean): string {
  if (m.phases === '1') return 'учёта электроэнергии в квартирах, частных домах и на дачах';
  if (transformer) return 'учёта на вводах с трансформаторами тока: в ВРУ жилых домов, на предприятиях и подстанциях';
  return 'учёта в частных домах, магазинах и небольших производствах с трёхфазным вводом';
}

function meterProducts(): SeedProduct[] {
  const nextNumId = numIds(140001);
  return meters.map((m) => {
    const transformer = m.current === '5(7,5)' || m.current === '5(10)';
    const phaseWord = m.phases === '1' ? 'однофазный' : 'трёхфазный';
    const tariffWord = m.tariffs === '1' ? '' : ' многотарифный';
    return product(
      {
        article: m.article,
        brandId: m.brandId,
        series: m.series,
        sectionId: 'schetchiki-elektroenergii',
        name: `Счётчик электроэнергии ${makerName[m.brandId] ?? ''}${m.model} ${phaseWord}${tariffWord} ${m.current} А`,
        price: m.price,
        specs: {
          phases: m.phases,
          current: m.current,
          accuracy: m.accuracy,
          tariffs: m.tariffs,
          interface: m.interface,
          mounting: m.mounting,
        },
        description: [
          `${m.phases === '1' ? 'Однофазный' : 'Трёхфазный'} счётчик ${m.model} ${transformer ? 'трансформаторного' : 'прямого'} ` +
            `включения для ${meterPurpose(m, transformer)}.`,
          `Базовый (максимальный) ток ${m.current} А, класс точности ${m.accuracy}` +
            `${m.accuracy.includes('/') ? ' по активной и реактивной энергии' : ''}.`,
          m.tariffs === '1'
            ? 'Однотарифный учёт без встроенных часов — простой вариант для бытовых потребителей.'
            : 'Встроенные часы и календарь ведут учёт по четырём тарифным зонам суток.',
          `${interfacePhrase[m.interface]}; монтаж ${m.mounting === 'DIN-рейка' ? 'на DIN-рейку' : 'на щиток'}.`,
        ].join(' '),
        picture: { kind: m.phases === '1' ? 'meter-single' : 'meter-three' },
        popularity: m.popularity,
        compatibleSections: transformer
          ? ['transformatory-toka', 'shkafy-i-vru', 'silovye-avtomaticheskie-vyklyuchateli']
          : ['metallicheskie-korpusa', 'plastikovye-boksy', 'modulnye-avtomaticheskie-vyklyuchateli'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

interface CurrentTransformer {
  brandId: string;
  series: string;
  model: string;
  maker: string;
  article: string;
  ratio: string;
  accuracy: '0,5' | '0,5S';
  burden: string;
  /** With a bus of its own, or a window for the line's bus or cable. */
  bus: boolean;
  price: number;
  popularity: number;
}

const iekTransformer = (
  size: string,
  ratio: number,
  accuracy: '0,5' | '0,5S',
  burden: string,
  price: number,
  popularity: number,
): CurrentTransformer => {
  const code: Record<string, string> = { А: '10', '30': '20', '40': '30', '60': '40', '85': '50' };
  return {
    brandId: 'iek',
    series: 'ТТИ',
    model: `ТТИ-${size}`,
    maker: 'IEK',
    article: `ITT${code[size] ?? ''}-${accuracy === '0,5' ? '2' : '3'}-${burden.padStart(2, '0')}-${String(ratio).padStart(4, '0')}`,
    ratio: `${ratio}/5`,
    accuracy,
    burden,
    bus: size === 'А',
    price,
    popularity,
  };
};

const ekfTransformer = (size: string, ratio: number, price: number, popularity: number): CurrentTransformer => ({
  brandId: 'ekf',
  series: 'PROxima ТТЕ',
  model: `ТТЕ-${size}`,
  maker: 'EKF PROxima',
  article: `tc-${size.toLowerCase() === 'а' ? 'a' : size}-${ratio}`,
  ratio: `${ratio}/5`,
  accuracy: '0,5',
  burden: '5',
  bus: size === 'А',
  price,
  popularity,
});

const currentTransformers: CurrentTransformer[] = [
  {
    brandId: 'iek',
    series: 'ТТН',
    model: 'ТТН 30',
    maker: 'IEK',
    article: 'ITN20-2-05-0200',
    ratio: '200/5',
    accuracy: '0,5',
    burden: '5',
    bus: false,
    price: 690,
    popularity: 64,
  },
  iekTransformer('А', 100, '0,5', '5', 720, 58),
  iekTransformer('А', 150, '0,5', '5', 740, 52),
  iekTransformer('А', 200, '0,5S', '5', 880, 49),
  iekTransformer('30', 300, '0,5', '5', 760, 55),
  iekTransformer('40', 400, '0,5', '5', 890, 47),
  iekTransformer('60', 600, '0,5', '10', 1190, 36),
  iekTransformer('85', 1000, '0,5', '10', 1690, 28),
  ekfTransformer('А', 100, 690, 45),
  ekfTransformer('30', 250, 720, 41),
  ekfTransformer('40', 400, 850, 38),
  ekfTransformer('60', 600, 1140, 30),
  {
    brandId: 'keaz',
    series: 'Т-0,66',
    model: 'Т-0,66 У3',
    maker: 'КЭАЗ',
    article: '236574',
    ratio: '300/5',
    accuracy: '0,5S',
    burden: '10',
    bus: true,
    price: 2350,
    popularity: 26,
  },
  {
    brandId: 'keaz',
    series: 'Т-0,66',
    model: 'Т-0,66 У3',
    maker: 'КЭАЗ',
    article: '236578',
    ratio: '600/5',
    accuracy: '0,5S',
    burden: '10',
    bus: true,
    price: 2790,
    popularity: 21,
  },
];

function currentTransformerProducts(): SeedProduct[] {
  const nextNumId = numIds(141001);
  return currentTransformers.map((t) => {
    const nameModel = t.series === 'ТТН' ? `${t.model}/${t.ratio}` : `${t.model} ${t.ratio}`;
    return product(
      {
        article: t.article,
        brandId: t.brandId,
        series: t.series,
        sectionId: 'transformatory-toka',
        name: `Трансформатор тока ${nameModel} А ${t.burden} В·А класс ${t.accuracy} ${t.maker}`,
        price: t.price,
        specs: { ratio: t.ratio, accuracy: t.accuracy, burden: t.burden },
        description: [
          `Измерительный трансформатор тока ${t.model} ${t.ratio} А для подключения счётчиков и приборов учёта в сетях 0,66 кВ.`,
          t.accuracy === '0,5S'
            ? `Класс точности 0,5S сохраняет точность учёта и при малых нагрузках, номинальная вторичная нагрузка ${t.burden} В·А.`
            : `Класс точности 0,5 подходит для коммерческого и технического учёта, номинальная вторичная нагрузка ${t.burden} В·А.`,
          t.bus
            ? 'Первичная обмотка — встроенная шина с болтовыми зажимами.'
            : 'Первичной обмоткой служит шина или кабель, пропущенные через окно корпуса.',
          'Поставляется с первичной поверкой; соответствует ГОСТ 7746-2015.',
        ].join(' '),
        picture: { kind: 'current-transformer', marking: t.ratio },
        popularity: t.popularity,
        compatibleSections: ['schetchiki-elektroenergii', 'shkafy-i-vru', 'silovye-avtomaticheskie-vyklyuchateli'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

export const meterProductsAll: SeedProduct[] = [...meterProducts(), ...currentTransformerProducts()];
