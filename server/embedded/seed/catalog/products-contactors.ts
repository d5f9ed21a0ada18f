import { numIds, product, ru } from './helpers';
import { legacy } from './legacy';
import type { SeedProduct } from './types';

type Contacts = '2NO' | '1NO+1NC' | '4NO' | '2NO+2NC';

interface ModularContactor {
  brandId: string;
  series: string;
  /** The model in the name and description. */
  model: string;
  maker: string;
  article: string;
  amps: number;
  contacts: Contacts;
  coil: string;
  modules: number;
  price: number;
  popularity: number;
}

const ekfModular = (
  amps: number,
  contacts: Contacts,
  coil: string,
  modules: number,
  price: number,
  popularity: number,
): ModularContactor => ({
  brandId: 'ekf',
  series: 'PROxima КМ',
  model: 'КМ',
  maker: 'EKF PROxima',
  article: `km-${amps}-${contactDigits(contacts)}${coil === '230' ? '' : `-${coil}`}`,
  amps,
  contacts,
  coil,
  modules,
  price,
  popularity,
});

const iekModular = (amps: number, contacts: Contacts, modules: number, price: number, popularity: number): ModularContactor => ({
  brandId: 'iek',
  series: 'КМ',
  model: `КМ${amps}-${contactDigits(contacts)}М AC`,
  maker: 'IEK',
  article: `MKK10-${amps}-${contactDigits(contacts)}`,
  amps,
  contacts,
  coil: '230',
  modules,
  price,
  popularity,
});

const abbModular = (
  article: string,
  amps: number,
  contacts: Contacts,
  modules: number,
  price: number,
  popularity: number,
): ModularContactor => ({
  brandId: 'abb',
  series: 'ESB',
  model: `ESB${amps}-${contactDigits(contacts)}N-06`,
  maker: 'ABB',
  article,
  amps,
  contacts,
  coil: '230',
  modules,
  price,
  popularity,
});

const schneiderModular = (
  article: string,
  amps: number,
  contacts: Contacts,
  modules: number,
  price: number,
  popularity: number,
): ModularContactor => ({
  brandId: 'schneider-electric',
  series: 'Acti9 iCT',
  model: 'Acti9 iCT',
  maker: 'Schneider Electric',
  article,
  amps,
  contacts,
  coil: '230',
  modules,
  price,
  popularity,
});

/** '2NO' → '20', '1NO+1NC' → '11': the digits makers put in the model. */
function contactDigits(contacts: Contacts): string {
  return { '2NO': '20', '1NO+1NC': '11', '4NO': '40', '2NO+2NC': '22' }[contacts];
}

const modularContactors: ModularContactor[] = [
  ekfModular(20, '2NO', '230', 1, 690, 55),
  ekfModular(25, '2NO', '230', 1, 760, 72),
  ekfModular(25, '1NO+1NC', '230', 1, 790, 40),
  ekfModular(25, '2NO', '24', 1, 820, 28),
  ekfModular(40, '2NO', '230', 2, 1290, 46),
  ekfModular(40, '4NO', '230', 3, 1890, 44),
  ekfModular(63, '4NO', '230', 3, 2690, 38),
  iekModular(20, '2NO', 1, 740, 58),
  iekModular(25, '2NO', 1, 810, 61),
  iekModular(40, '4NO', 3, 1990, 42),
  iekModular(63, '4NO', 3, 2890, 35),
  abbModular('1SAE231111R0620', 20, '2NO', 1, 4190, 30),
  abbModular('1SAE341111R0640', 25, '4NO', 2, 6690, 24),
  abbModular('1SAE551111R0640', 63, '4NO', 3, 14500, 18),
  schneiderModular('A9C20732', 25, '2NO', 1, 3890, 33),
  schneiderModular('A9C20834', 25, '4NO', 2, 5790, 27),
  schneiderModular('A9C20844', 40, '4NO', 3, 8890, 22),
  schneiderModular('A9C20864', 63, '4NO', 3, 11900, 19),
];

function modularLoad(amps: number): string {
  if (amps <= 25) return 'освещением, тёплым полом и небольшими нагревателями';
  if (amps <= 40) return 'освещением этажей и парковок, электрокотлами и вентиляцией';
  return 'мощными нагревателями, электрокотлами и большими группами освещения';
}

const contactPoles: Record<Contacts, string> = { '2NO': '2', '1NO+1NC': '2', '4NO': '4', '2NO+2NC': '4' };
const contactsInWords: Record<Contacts, string> = {
  '2NO': 'двумя замыкающими контактами',
  '1NO+1NC': 'замыкающим и размыкающим контактами',
  '4NO': 'четырьмя замыкающими контактами',
  '2NO+2NC': 'двумя замыкающими и двумя размыкающими контактами',
};

function modularContactorProducts(): SeedProduct[] {
  const nextNumId = numIds(150001);
  return modularContactors.map((c) => {
    return product(
      {
        article: c.article,
        brandId: c.brandId,
        series: c.series,
        sectionId: 'modulnye-kontaktory',
        name: `Контактор модульный ${c.model} ${c.amps} А ${c.contacts} ${c.coil} В ${c.maker}`,
        price: c.price,
        specs: { current: String(c.amps), contacts: c.contacts, coil: c.coil, poles: contactPoles[c.contacts] },
        description: [
          `Модульный контактор ${c.model} на ${c.amps} А с ${contactsInWords[c.contacts]} и катушкой ${c.coil} В ` +
            `для дистанционного управления ${modularLoad(c.amps)}.`,
          'Работает бесшумно и ставится на DIN-рейку рядом с автоматами; командой служит сигнал выключателя, таймера, ' +
            'термостата или системы «умный дом».',
          `Ширина ${c.modules} ${c.modules === 1 ? 'модуль' : 'модуля'}; соответствует ГОСТ IEC 61095.`,
        ].join(' '),
        picture: { kind: 'contactor-modular', poles: Number(contactPoles[c.contacts]), marking: `${c.amps}A` },
        popularity: c.popularity,
        compatibleSections: ['rele-napryazheniya-i-vremeni', 'modulnye-avtomaticheskie-vyklyuchateli', 'plastikovye-boksy'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

type Aux = '1NO' | '1NO+1NC' | 'нет';

interface Contactor {
  brandId: string;
  series: string;
  /** The name between «Контактор» and the maker. */
  nameModel: string;
  model: string;
  maker: string;
  article: string;
  amps: number;
  coil: string;
  aux: Aux;
  price: number;
  popularity: number;
  /** One sentence about the series. */
  note: string;
}

/** AC-3 motor power at 400 V by rated current, as catalogues list it. */
const motorPower: Record<number, number> = {
  9: 4,
  12: 5.5,
  18: 7.5,
  25: 11,
  26: 11,
  32: 15,
  38: 18.5,
  40: 18.5,
  50: 22,
  53: 22,
  65: 30,
  80: 37,
  95: 45,
};

const iekNote = 'Крепится на DIN-рейку или винтами на панель; вместе с тепловым реле РТИ собирается в магнитный пускатель.';
const iekContactor = (code: string, amps: number, coil: string, price: number, popularity: number): Contactor => {
  const aux: Aux = amps <= 32 ? '1NO' : '1NO+1NC';
  const frame = amps <= 18 ? '11' : amps <= 32 ? '21' : amps <= 50 ? '31' : '41';
  return {
    brandId: 'iek',
    series: 'КМИ',
    nameModel: `КМИ-${code} ${amps} А ${coil} В ${aux === '1NO' ? '1НО' : '1НО+1НЗ'}`,
    model: `КМИ-${code}`,
    maker: 'IEK',
    article: `KKM${frame}-${String(amps).padStart(3, '0')}-${coil}-${aux === '1NO' ? '10' : '11'}`,
    amps,
    coil,
    aux,
    price,
    popularity,
    note: iekNote,
  };
};

const schneiderNote = 'С тепловым реле LRD собирается в прямой пускатель; монтаж на DIN-рейку или панель.';
const tesys = (model: string, amps: number, price: number, popularity: number): Contactor => ({
  brandId: 'schneider-electric',
  series: 'TeSys D',
  nameModel: `TeSys D ${model} ${amps} А 230 В 1NO+1NC`,
  model: `TeSys D ${model}`,
  maker: 'Schneider Electric',
  article: model,
  amps,
  coil: '230',
  aux: '1NO+1NC',
  price,
  popularity,
  note: schneiderNote,
});

const abbNote = 'Электронное управление катушкой снижает потребление и делает работу устойчивой к провалам и колебаниям сети.';
const abbContactor = (model: string, article: string, amps: number, price: number, popularity: number): Contactor => {
  const aux: Aux = model.includes('-30-10-') ? '1NO' : 'нет';
  return {
    brandId: 'abb',
    series: 'AF',
    nameModel: `${model} ${amps} А 100–250 В${aux === 'нет' ? '' : ` ${aux}`}`,
    model,
    maker: 'ABB',
    article,
    amps,
    coil: '100–250',
    aux,
    price,
    popularity,
    note: abbNote,
  };
};

const contactors: Contactor[] = [
  iekContactor('10910', 9, '230', 690, 62),
  iekContactor('11210', 12, '230', 760, 58),
  iekContactor('11810', 18, '230', 990, 60),
  iekContactor('11810', 18, '400', 1040, 31),
  iekContactor('22510', 25, '230', 1390, 63),
  iekContactor('23210', 32, '230', 1690, 57),
  iekContactor('34012', 40, '230', 3190, 44),
  iekContactor('35012', 50, '230', 3790, 38),
  iekContactor('46512', 65, '230', 5290, 33),
  iekContactor('48012', 80, '230', 6490, 26),
  iekContactor('49512', 95, '230', 7290, 24),
  tesys('LC1D09P7', 9, 3690, 40),
  tesys('LC1D12P7', 12, 4290, 37),
  tesys('LC1D18P7', 18, 5790, 39),
  tesys('LC1D25P7', 25, 7890, 35),
  tesys('LC1D32P7', 32, 10500, 31),
  tesys('LC1D38P7', 38, 12600, 27),
  tesys('LC1D40AP7', 40, 18900, 22),
  tesys('LC1D65AP7', 65, 26900, 19),
  tesys('LC1D95P7', 95, 41900, 14),
  abbContactor('AF09-30-10-13', '1SBL137001R1310', 9, 5390, 25),
  abbContactor('AF16-30-10-13', '1SBL177001R1310', 18, 7590, 23),
  abbContactor('AF26-30-00-13', '1SBL237001R1300', 26, 10900, 20),
  abbContactor('AF38-30-00-13', '1SBL297001R1300', 38, 15600, 17),
  abbContactor('AF52-30-00-13', '1SBL367001R1300', 53, 23900, 13),
];

const auxText: Record<Aux, string> = {
  '1NO': 'встроенный вспомогательный контакт 1NO нужен для цепи самоподхвата',
  '1NO+1NC': 'встроенные вспомогательные контакты 1NO+1NC служат для самоподхвата и сигнализации',
  нет: 'вспомогательные контакты добавляют фронтальной приставкой',
};

function contactorProducts(): SeedProduct[] {
  const nextNumId = numIds(151001);
  return contactors.map((c) => {
    const power = motorPower[c.amps] ?? 0;
    const coilText =
      c.coil === '100–250' ? 'Катушка на 100–250 В переменного и постоянного тока' : `Катушка на ${c.coil} В переменного тока`;
    return product(
      {
        article: c.article,
        brandId: c.brandId,
        series: c.series,
        sectionId: 'kontaktory',
        name: `Контактор ${c.nameModel} ${c.maker}`,
        price: c.price,
        specs: { current: String(c.amps), coil: c.coil, aux: c.aux, power: ru(power), poles: '3' },
        description: [
          `Трёхполюсный контактор ${c.model} на ${c.amps} А в категории AC-3 для пуска электродвигателей мощностью до ${ru(power)} кВт, ` +
            'управления насосами, компрессорами и нагревателями.',
          `${coilText}; ${auxText[c.aux]}.`,
          c.note,
          'Соответствует ГОСТ IEC 60947-4-1.',
        ].join(' '),
        picture: { kind: 'contactor', poles: 3, marking: `${c.amps}A` },
        popularity: c.popularity,
        compatibleSections: ['rele-napryazheniya-i-vremeni', 'silovye-avtomaticheskie-vyklyuchateli', 'shkafy-i-vru'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

type RelayType = 'напряжения' | 'времени' | 'контроля фаз';

interface Relay {
  brandId: string;
  series: string;
  model: string;
  article: string;
  /** The name after «Реле»: the kind, the model, the rating, the maker. */
  name: string;
  type: RelayType;
  amps: number;
  phases: '1' | '3';
  settings: string;
  price: number;
  popularity: number;
  description: string[];
}

const zubrSettings = 'Umin 120–210 В, Umax 220–280 В';
const zubr = (model: string, amps: number, price: number, popularity: number): Relay => ({
  brandId: 'ds-electronics',
  series: 'ЗУБР',
  model: `ЗУБР ${model}`,
  article: `ЗУБР ${model}`,
  name: `напряжения ЗУБР ${model} ${amps} А однофазное DS Electronics`,
  type: 'напряжения',
  amps,
  phases: '1',
  settings: zubrSettings,
  price,
  popularity,
  description: [
    `Однофазное реле напряжения ЗУБР ${model} на ${amps} А отключает нагрузку, когда напряжение сети выходит за установленные пределы, ` +
      'и включает её снова после восстановления.',
    'Защищает бытовую технику, котлы и насосы от скачков и провалов напряжения; пороги отключения настраиваются кнопками.',
    `Силовое реле на ${amps} А включается прямо в линию без контактора; на лицевой панели — цифровой индикатор напряжения.`,
  ],
});

const relays: Relay[] = [
  zubr('D25t', 25, 2390, 58),
  zubr('D32t', 32, 2590, 66),
  zubr('D40t', 40, 2890, 78),
  zubr('D50t', 50, 3290, 61),
  zubr('D63t', 63, 3790, 64),
  {
    brandId: 'ds-electronics',
    series: 'ЗУБР',
    model: 'ЗУБР 3Ф',
    article: 'ЗУБР 3Ф 63',
    name: 'напряжения ЗУБР 3Ф 63 А трёхфазное DS Electronics',
    type: 'напряжения',
    amps: 63,
    phases: '3',
    settings: zubrSettings,
    price: 9890,
    popularity: 45,
    description: [
      'Трёхфазное реле напряжения ЗУБР 3Ф на 63 А контролирует напряжение каждой фазы, обрыв и порядок фаз.',
      'При аварии сети отключает трёхфазную нагрузку и включает её снова, когда напряжение вернётся в заданные пределы.',
      'Защищает двигатели, насосы, компрессоры и технику частного дома; на лицевой панели — индикаторы напряжения фаз.',
    ],
  },
  {
    brandId: 'fif',
    series: 'ЦКФ',
    model: 'ЦКФ-11',
    article: 'EA04.003.001',
    name: 'контроля фаз ЦКФ-11 Евроавтоматика F&F',
    type: 'контроля фаз',
    amps: 8,
    phases: '3',
    settings: 'обрыв и чередование фаз',
    price: 1890,
    popularity: 50,
    description: [
      'Реле контроля фаз ЦКФ-11 следит за наличием и чередованием фаз трёхфазной сети и размыкает цепь управления контактором при аварии.',
      'Защищает электродвигатели, насосы и компрессоры от работы на двух фазах и обратного вращения.',
      'Выходной контакт на 8 А; монтаж на DIN-рейку.',
    ],
  },
  {
    brandId: 'fif',
    series: 'CP',
    model: 'CP-721',
    article: 'EA04.009.001',
    name: 'напряжения CP-721 20 А однофазное Евроавтоматика F&F',
    type: 'напряжения',
    amps: 20,
    phases: '1',
    settings: 'Umin 150–210 В, Umax 230–260 В',
    price: 2290,
    popularity: 40,
    description: [
      'Однофазное реле напряжения CP-721 на 20 А отключает нагрузку при повышенном или пониженном напряжении ' +
        'и включает её снова после паузы.',
      'Верхний и нижний пороги задаются потенциометрами; контакт на 20 А позволяет обойтись без контактора для одной линии.',
      'Монтаж на DIN-рейку.',
    ],
  },
  {
    brandId: 'fif',
    series: 'PCU',
    model: 'PCU-511',
    article: 'EA02.001.001',
    name: 'времени PCU-511 многофункциональное Евроавтоматика F&F',
    type: 'времени',
    amps: 8,
    phases: '1',
    settings: '0,1 с — 576 ч',
    price: 1690,
    popularity: 37,
    description: [
      'Многофункциональное реле времени PCU-511: задержка включения, задержка выключения и циклический режим.',
      'Диапазон выдержек от 0,1 с до 576 ч; выходной контакт на 8 А.',
      'Управляет освещением, вентиляцией, насосами и работает в схемах автоматики; монтаж на DIN-рейку.',
    ],
  },
  {
    brandId: 'fif',
    series: 'PCR',
    model: 'PCR-513',
    article: 'EA02.001.004',
    name: 'времени PCR-513 с задержкой выключения Евроавтоматика F&F',
    type: 'времени',
    amps: 8,
    phases: '1',
    settings: '0,1 с — 24 сут',
    price: 1490,
    popularity: 31,
    description: [
      'Реле времени PCR-513 держит нагрузку включённой заданное время после снятия управляющего сигнала.',
      'Подходит для вытяжки в санузле, подсветки лестниц и прихожих; выдержка от 0,1 с до 24 сут.',
      'Выходной контакт на 8 А; монтаж на DIN-рейку.',
    ],
  },
  {
    brandId: 'abb',
    series: 'CT-E',
    model: 'CT-MFS.21',
    article: '1SVR630010R3200',
    name: 'времени CT-MFS.21 многофункциональное ABB',
    type: 'времени',
    amps: 6,
    phases: '1',
    settings: '0,05 с — 300 ч',
    price: 6890,
    popularity: 21,
    description: [
      'Многофункциональное реле времени CT-MFS.21 с десятью функциями выдержки и питанием 24–240 В переменного и постоянного тока.',
      'Диапазон выдержек от 0,05 с до 300 ч; два переключающих контакта на 6 А.',
      'Применяется в схемах управления двигателями, вентиляцией и освещением; монтаж на DIN-рейку.',
    ],
  },
  {
    brandId: 'abb',
    series: 'CM',
    model: 'CM-PFS',
    article: '1SVR730824R9300',
    name: 'контроля фаз CM-PFS ABB',
    type: 'контроля фаз',
    amps: 6,
    phases: '3',
    settings: 'обрыв и чередование фаз',
    price: 7490,
    popularity: 19,
    description: [
      'Реле контроля фаз CM-PFS следит за обрывом и чередованием фаз трёхфазной сети 400 В и питается от контролируемой сети.',
      'При аварии размыкает цепь управления контактором и защищает двигатели от обратного вращения и работы на двух фазах.',
      'Выходные контакты на 6 А; монтаж на DIN-рейку.',
    ],
  },
  {
    brandId: 'schneider-electric',
    series: 'Zelio Time',
    model: 'RE22R1AMR',
    article: 'RE22R1AMR',
    name: 'времени Zelio Time RE22R1AMR многофункциональное Schneider Electric',
    type: 'времени',
    amps: 8,
    phases: '1',
    settings: '0,1 с — 100 ч',
    price: 5390,
    popularity: 18,
    description: [
      'Многофункциональное реле времени Zelio Time RE22R1AMR с питанием 24–240 В переменного и постоянного тока.',
      'Выдержки от 0,1 с до 100 ч, функция выбирается переключателем на лицевой панели; выходной контакт на 8 А.',
      'Монтаж на DIN-рейку, ширина 17,5 мм.',
    ],
  },
  {
    brandId: 'schneider-electric',
    series: 'Zelio Control',
    model: 'RM22TG20',
    article: 'RM22TG20',
    name: 'контроля фаз Zelio Control RM22TG20 Schneider Electric',
    type: 'контроля фаз',
    amps: 5,
    phases: '3',
    settings: 'обрыв и чередование фаз',
    price: 6290,
    popularity: 17,
    description: [
      'Реле контроля фаз Zelio Control RM22TG20 для трёхфазных сетей 208–480 В контролирует обрыв и чередование фаз.',
      'Отключает цепь управления двигателем при аварии сети и защищает насосы и компрессоры от обратного вращения.',
      'Два переключающих контакта на 5 А; монтаж на DIN-рейку.',
    ],
  },
];

function relayProducts(): SeedProduct[] {
  const nextNumId = numIds(152001);
  return relays.map((r) =>
    product(
      {
        article: r.article,
        brandId: r.brandId,
        series: r.series,
        sectionId: 'rele-napryazheniya-i-vremeni',
        name: `Реле ${r.name}`,
        price: r.price,
        specs: { 'relay-type': r.type, current: String(r.amps), phases: r.phases, settings: r.settings },
        description: r.description.join(' '),
        picture: { kind: 'relay', poles: r.phases === '3' ? 2 : 1 },
        popularity: r.popularity,
        compatibleSections: ['kontaktory', 'modulnye-kontaktory', 'modulnye-avtomaticheskie-vyklyuchateli'],
        numId: nextNumId(),
      },
      legacy,
    ),
  );
}

export const contactorProductsAll: SeedProduct[] = [...modularContactorProducts(), ...contactorProducts(), ...relayProducts()];
