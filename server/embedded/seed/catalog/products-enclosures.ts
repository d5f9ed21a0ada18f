import { numIds, plural, product } from './helpers';
import { legacy } from './legacy';
import type { SeedProduct } from './types';

type Mounting = 'навесной' | 'встраиваемый' | 'напольный';

/** What the protection degree means for where the enclosure may go. */
const ipWhere: Record<string, string> = {
  IP31: 'для сухих отапливаемых помещений',
  IP41: 'для сухих помещений',
  IP54: 'для влажных и пыльных помещений',
  IP55: 'для подвалов, гаражей и влажных помещений',
  IP65: 'для влажных помещений и установки на улице под навесом',
};

const modulesWord = (count: number) => `${count} ${plural(count, 'модуль', 'модуля', 'модулей')}`;

function boxPurpose(modules: number): string {
  if (modules <= 9) return 'небольшой группы линий на даче, в гараже или подсобке';
  if (modules <= 18) return 'квартирного щита или щита загородного дома';
  return 'щита квартиры, коттеджа или офиса с большим числом групп';
}

type Door = 'прозрачная' | 'непрозрачная';
type Plastic = 'ABS-пластик' | 'поликарбонат';

const materialGenitive: Record<Plastic, string> = { 'ABS-пластик': 'ABS-пластика', поликарбонат: 'поликарбоната' };

interface PlasticBox {
  brandId: string;
  series: string;
  name: string;
  model: string;
  article: string;
  modules: number;
  mounting: Mounting;
  material: Plastic;
  ip: string;
  door: Door;
  dimensions: string;
  price: number;
  popularity: number;
}

const iekBox = (modules: number, mounting: Mounting, dimensions: string, price: number, popularity: number): PlasticBox => {
  const model = `${mounting === 'навесной' ? 'ЩРН-П' : 'ЩРВ-П'}-${modules}`;
  return {
    brandId: 'iek',
    series: mounting === 'навесной' ? 'ЩРН-П' : 'ЩРВ-П',
    name: `Корпус пластиковый ${model} ${mounting} IP41 IEK`,
    model,
    article: `MKP42-${mounting === 'навесной' ? 'N' : 'V'}-${String(modules).padStart(2, '0')}-41-20`,
    modules,
    mounting,
    material: 'ABS-пластик',
    ip: 'IP41',
    door: 'прозрачная',
    dimensions,
    price,
    popularity,
  };
};

const ekfBox = (modules: number, mounting: Mounting, ip: string, dimensions: string, price: number, popularity: number): PlasticBox => {
  const model = ip === 'IP55' ? `КМПн-${modules}` : `${mounting === 'навесной' ? 'ЩРН-П' : 'ЩРВ-П'}-${modules}`;
  return {
    brandId: 'ekf',
    series: ip === 'IP55' ? 'PROxima КМПн' : 'PROxima ЩРН-П',
    name: `Бокс пластиковый ${model} ${mounting} ${ip} EKF PROxima`,
    model,
    article: ip === 'IP55' ? `pbn-${modules}-55` : `pb40-${mounting === 'навесной' ? 'n' : 'v'}-${modules}`,
    modules,
    mounting,
    material: 'ABS-пластик',
    ip,
    door: ip === 'IP55' ? 'непрозрачная' : 'прозрачная',
    dimensions,
    price,
    popularity,
  };
};

const kaedra = (article: string, modules: number, dimensions: string, price: number, popularity: number): PlasticBox => ({
  brandId: 'schneider-electric',
  series: 'Kaedra',
  name: `Щит навесной Kaedra ${modulesWord(modules)} IP65 Schneider Electric`,
  model: 'Kaedra',
  article,
  modules,
  mounting: 'навесной',
  material: 'поликарбонат',
  ip: 'IP65',
  door: 'прозрачная',
  dimensions,
  price,
  popularity,
});

const practibox = (article: string, modules: number, dimensions: string, price: number, popularity: number): PlasticBox => ({
  brandId: 'legrand',
  series: 'Practibox S',
  name: `Щит встраиваемый Practibox S ${modulesWord(modules)} Legrand`,
  model: 'Practibox S',
  article,
  modules,
  mounting: 'встраиваемый',
  material: 'ABS-пластик',
  ip: 'IP41',
  door: 'непрозрачная',
  dimensions,
  price,
  popularity,
});

const plasticBoxes: PlasticBox[] = [
  iekBox(4, 'навесной', '130×100×100', 290, 48),
  iekBox(8, 'навесной', '200×165×100', 410, 70),
  iekBox(12, 'навесной', '250×220×100', 530, 78),
  iekBox(18, 'навесной', '250×315×100', 770, 66),
  iekBox(36, 'навесной', '370×315×100', 1380, 44),
  iekBox(12, 'встраиваемый', '255×225×95', 620, 57),
  iekBox(18, 'встраиваемый', '255×320×95', 860, 50),
  iekBox(24, 'встраиваемый', '380×255×95', 1190, 41),
  ekfBox(9, 'навесной', 'IP41', '200×180×100', 460, 60),
  ekfBox(12, 'навесной', 'IP41', '250×220×100', 560, 64),
  ekfBox(18, 'навесной', 'IP41', '250×315×100', 790, 55),
  ekfBox(24, 'встраиваемый', 'IP41', '380×255×95', 1240, 38),
  ekfBox(4, 'навесной', 'IP55', '140×120×105', 520, 35),
  kaedra('13977', 8, '200×215×140', 2390, 30),
  kaedra('13978', 12, '200×285×140', 2890, 36),
  kaedra('13979', 18, '250×385×140', 3640, 29),
  kaedra('13980', 24, '460×310×140', 5190, 22),
  practibox('135141', 12, '260×300×90', 2150, 26),
  practibox('135142', 18, '260×400×90', 2780, 24),
  practibox('135143', 36, '400×400×90', 4960, 18),
];

function plasticBoxProducts(): SeedProduct[] {
  const nextNumId = numIds(120001);
  return plasticBoxes.map((box) => {
    const [adjective, fixing] =
      box.mounting === 'встраиваемый' ? ['Встраиваемый', 'устанавливают в нишу стены'] : ['Навесной', 'крепят на стену'];
    return product(
      {
        article: box.article,
        brandId: box.brandId,
        series: box.series,
        sectionId: 'plastikovye-boksy',
        name: box.name,
        price: box.price,
        specs: {
          modules: String(box.modules),
          mounting: box.mounting,
          material: box.material,
          ip: box.ip,
          door: box.door,
          dimensions: box.dimensions,
        },
        description: [
          `${adjective} пластиковый корпус ${box.model} на ${modulesWord(box.modules)} для ${boxPurpose(box.modules)}.`,
          `Корпус из ${materialGenitive[box.material]} с ${box.door === 'прозрачная' ? 'прозрачной' : 'непрозрачной'} дверцей, ` +
            `степень защиты ${box.ip} — ${ipWhere[box.ip]}.`,
          `Внутри — DIN-рейка и клеммы нулевого и защитного проводников; корпус ${fixing}, размеры ${box.dimensions} мм.`,
        ].join(' '),
        picture: { kind: 'enclosure-plastic', color: 'white' },
        popularity: box.popularity,
        compatibleSections: ['modulnye-avtomaticheskie-vyklyuchateli', 'uzo', 'difavtomaty'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

interface MetalCase {
  brandId: string;
  series: string;
  name: string;
  model: string;
  article: string;
  modules: number;
  mounting: Mounting;
  ip: string;
  dimensions: string;
  /** DIN rails inside. */
  rails: number;
  price: number;
  popularity: number;
}

const ekfCase = (modules: number, mounting: Mounting, dimensions: string, rails: number, price: number, popularity: number): MetalCase => {
  const model = `${mounting === 'навесной' ? 'ЩРН' : 'ЩРВ'}-${modules}`;
  return {
    brandId: 'ekf',
    series: `PROxima ${mounting === 'навесной' ? 'ЩРН' : 'ЩРВ'}`,
    name: `Корпус металлический ${model} (${dimensions}) IP31 EKF PROxima`,
    model,
    article: `mb2${mounting === 'навесной' ? '1' : '2'}-${modules}`,
    modules,
    mounting,
    ip: 'IP31',
    dimensions,
    rails,
    price,
    popularity,
  };
};

const iekCase = (modules: number, mounting: Mounting, dimensions: string, rails: number, price: number, popularity: number): MetalCase => {
  const model = `${mounting === 'навесной' ? 'ЩРн' : 'ЩРв'}-${modules}з-1 36 УХЛ3`;
  return {
    brandId: 'iek',
    series: mounting === 'навесной' ? 'ЩРн' : 'ЩРв',
    name: `Корпус ${mounting} ${model} IP31 IEK`,
    model,
    article: mounting === 'навесной' ? `MKM14-N-${modules}-31-Z` : `MKM15-V-${modules}-31-ZU`,
    modules,
    mounting,
    ip: 'IP31',
    dimensions,
    rails,
    price,
    popularity,
  };
};

const dekraftCase = (
  article: string,
  modules: number,
  dimensions: string,
  rails: number,
  price: number,
  popularity: number,
): MetalCase => ({
  brandId: 'dekraft',
  series: 'ЩРН',
  name: `Корпус металлический ЩРН-${modules} (${dimensions}) IP54 DEKraft`,
  model: `ЩРН-${modules}`,
  article,
  modules,
  mounting: 'навесной',
  ip: 'IP54',
  dimensions,
  rails,
  price,
  popularity,
});

const metalCases: MetalCase[] = [
  ekfCase(9, 'навесной', '220×300×120', 1, 890, 52),
  ekfCase(12, 'навесной', '265×310×120', 1, 1010, 68),
  ekfCase(18, 'навесной', '265×440×120', 1, 1240, 58),
  ekfCase(24, 'навесной', '395×310×120', 2, 1490, 74),
  ekfCase(36, 'навесной', '540×310×120', 3, 1860, 61),
  ekfCase(48, 'навесной', '650×310×120', 4, 2390, 45),
  ekfCase(54, 'навесной', '540×440×120', 3, 2870, 37),
  ekfCase(12, 'встраиваемый', '290×330×120', 1, 1190, 40),
  ekfCase(24, 'встраиваемый', '420×330×120', 2, 1720, 46),
  ekfCase(36, 'встраиваемый', '565×330×120', 3, 2140, 39),
  iekCase(12, 'навесной', '265×310×120', 1, 1090, 63),
  iekCase(24, 'навесной', '395×310×120', 2, 1560, 70),
  iekCase(36, 'навесной', '540×310×120', 3, 1980, 57),
  iekCase(48, 'навесной', '650×310×120', 4, 2520, 42),
  iekCase(24, 'встраиваемый', '420×330×120', 2, 1830, 44),
  iekCase(36, 'встраиваемый', '565×330×120', 3, 2260, 49),
  iekCase(48, 'встраиваемый', '675×330×120', 4, 2790, 33),
  dekraftCase('30012DEK', 12, '300×250×140', 1, 1690, 31),
  dekraftCase('30024DEK', 24, '400×300×140', 2, 2450, 29),
];

function metalCaseProducts(): SeedProduct[] {
  const nextNumId = numIds(121001);
  return metalCases.map((c) => {
    const [adjective, purpose] =
      c.mounting === 'встраиваемый'
        ? ['Встраиваемый', 'для скрытой установки в нишу стены квартиры или офиса']
        : ['Навесной', c.modules <= 12 ? 'для небольшого группового щита' : 'для квартирного, этажного или офисного щита'];
    return product(
      {
        article: c.article,
        brandId: c.brandId,
        series: c.series,
        sectionId: 'metallicheskie-korpusa',
        name: c.name,
        price: c.price,
        specs: { modules: String(c.modules), mounting: c.mounting, ip: c.ip, material: 'сталь', dimensions: c.dimensions },
        description: [
          `${adjective} металлический корпус ${c.model} на ${modulesWord(c.modules)} ${purpose}.`,
          `Сталь с порошковой окраской, дверь с замком, степень защиты ${c.ip} — ${ipWhere[c.ip]}.`,
          `Внутри — ${c.rails} ${plural(c.rails, 'DIN-рейка', 'DIN-рейки', 'DIN-реек')} на съёмной монтажной раме и шины N и PE; ` +
            `размеры ${c.dimensions} мм.`,
        ].join(' '),
        picture: { kind: 'enclosure-metal', color: 'grey' },
        popularity: c.popularity,
        compatibleSections: ['modulnye-avtomaticheskie-vyklyuchateli', 'uzo', 'difavtomaty', 'schetchiki-elektroenergii'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

interface Cabinet {
  brandId: string;
  series: string;
  name: string;
  article: string;
  kind: 'ЩМП' | 'ВРУ';
  mounting: Mounting;
  ip: string;
  dimensions: string;
  price: number;
  popularity: number;
}

const iekCabinet = (size: number, ip: 'IP31' | 'IP54', dimensions: string, price: number, popularity: number): Cabinet => ({
  brandId: 'iek',
  series: 'ЩМП',
  name: `Шкаф с монтажной панелью ЩМП-${size}-0 ${ip === 'IP54' ? '74 У2' : '36 УХЛ3'} ${ip} IEK`,
  article: `YKM40-0${size}-${ip.slice(2)}`,
  kind: 'ЩМП',
  mounting: 'навесной',
  ip,
  dimensions,
  price,
  popularity,
});

const dekraftCabinet = (article: string, size: number, dimensions: string, price: number, popularity: number): Cabinet => ({
  brandId: 'dekraft',
  series: 'ЩМП',
  name: `Шкаф с монтажной панелью ЩМП-${size} (${dimensions}) IP54 DEKraft`,
  article,
  kind: 'ЩМП',
  mounting: 'навесной',
  ip: 'IP54',
  dimensions,
  price,
  popularity,
});

const ekfVru = (article: string, dimensions: string, ip: string, price: number, popularity: number): Cabinet => ({
  brandId: 'ekf',
  series: 'PROxima ВРУ',
  name: `Корпус напольный ВРУ ${dimensions} ${ip} EKF`,
  article,
  kind: 'ВРУ',
  mounting: 'напольный',
  ip,
  dimensions,
  price,
  popularity,
});

const cabinets: Cabinet[] = [
  iekCabinet(1, 'IP54', '400×300×220', 2950, 55),
  iekCabinet(2, 'IP54', '500×400×220', 3870, 62),
  iekCabinet(3, 'IP54', '650×500×220', 5240, 58),
  iekCabinet(4, 'IP54', '800×650×250', 7490, 47),
  iekCabinet(6, 'IP54', '1200×750×300', 13900, 30),
  iekCabinet(2, 'IP31', '500×400×220', 3190, 41),
  dekraftCabinet('30033DEK', 3, '650×500×220', 5590, 34),
  dekraftCabinet('30035DEK', 5, '1000×650×285', 10400, 32),
  ekfVru('mb15-18-6-45', '1800×600×450', 'IP31', 21300, 36),
  ekfVru('mb15-20-8-45', '2000×800×450', 'IP31', 28700, 27),
  ekfVru('mb15-18-8-60-54', '1800×800×600', 'IP54', 34900, 19),
];

function cabinetProducts(): SeedProduct[] {
  const nextNumId = numIds(122001);
  return cabinets.map((c) => {
    const description =
      c.kind === 'ЩМП'
        ? [
            'Навесной шкаф с оцинкованной монтажной панелью для сборки щитов автоматики, управления двигателями и учёта.',
            `Корпус из стали с порошковой окраской, дверь с замком и уплотнителем, степень защиты ${c.ip} — ${ipWhere[c.ip]}.`,
            `Размеры ${c.dimensions} мм; кабели заводят через съёмные заглушки в нижней стенке.`,
          ]
        : [
            'Напольный корпус для сборки вводно-распределительных устройств жилых и общественных зданий.',
            `Сборная конструкция из стали с порошковой окраской, съёмные боковые стенки, дверь с замком, степень защиты ${c.ip}.`,
            `Размеры ${c.dimensions} мм; на монтажные рейки ставят силовые автоматы, рубильники, счётчики и трансформаторы тока.`,
          ];
    return product(
      {
        article: c.article,
        brandId: c.brandId,
        series: c.series,
        sectionId: 'shkafy-i-vru',
        name: c.name,
        price: c.price,
        specs: {
          mounting: c.mounting,
          ip: c.ip,
          height: c.dimensions.split('×')[0] ?? '',
          material: 'сталь',
          dimensions: c.dimensions,
        },
        description: description.join(' '),
        picture: { kind: 'cabinet', color: 'grey' },
        popularity: c.popularity,
        compatibleSections: ['silovye-avtomaticheskie-vyklyuchateli', 'kontaktory', 'schetchiki-elektroenergii', 'transformatory-toka'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

export const enclosureProducts: SeedProduct[] = [...plasticBoxProducts(), ...metalCaseProducts(), ...cabinetProducts()];
