import { numIds, product, roubles, ru } from './helpers';
import { legacy } from './legacy';
import type { SeedProduct } from './types';

// Cable and wire are sold by the metre: every price in this file is roubles per metre.

type Conductor = 'медь' | 'алюминий';

interface CableMark {
  mark: string;
  brandId: string;
  maker: string;
  conductor: Conductor;
  voltage: '0,66' | '1';
  /** Roubles per metre for the conductor cross-section in mm², plus the rest of the cable. */
  pricePerMm2: number;
  priceBase: number;
  popularity: number;
  numBase: number;
  /** Two or three sentences: what the mark is for. */
  about: string;
  sizes: [cores: number, crossSection: number][];
}

const cableMarks: CableMark[] = [
  {
    mark: 'ВВГнг(А)-LS',
    brandId: 'kamkabel',
    maker: 'Камкабель',
    conductor: 'медь',
    voltage: '0,66',
    pricePerMm2: 15,
    priceBase: 8,
    popularity: 1,
    numBase: 130001,
    about:
      'Не распространяет горение при групповой прокладке и выделяет мало дыма при пожаре, поэтому его прокладывают ' +
      'в жилых домах, школах, больницах и офисах.',
    sizes: [
      [3, 1.5],
      [3, 2.5],
      [3, 4],
      [3, 6],
      [3, 10],
      [5, 2.5],
      [5, 4],
      [5, 6],
      [5, 10],
      [5, 16],
    ],
  },
  {
    mark: 'ВВГнг(А)-FRLS',
    brandId: 'kolchugino',
    maker: 'Кольчугинский кабельный завод',
    conductor: 'медь',
    voltage: '0,66',
    pricePerMm2: 20,
    priceBase: 15,
    popularity: 0.6,
    numBase: 130101,
    about:
      'Огнестойкий кабель сохраняет работоспособность в пламени не менее 180 минут: его прокладывают к пожарной сигнализации, ' +
      'аварийному освещению, системам дымоудаления и лифтам.',
    sizes: [
      [3, 1.5],
      [3, 2.5],
      [3, 4],
      [5, 1.5],
      [5, 2.5],
    ],
  },
  {
    mark: 'NYM',
    brandId: 'sevkabel',
    maker: 'Севкабель',
    conductor: 'медь',
    voltage: '0,66',
    pricePerMm2: 16,
    priceBase: 10,
    popularity: 0.75,
    numBase: 130201,
    about:
      'Промежуточная оболочка из мелонаполненной резины делает кабель гибче и упрощает разделку; ' +
      'его прокладывают внутри помещений и на улице под навесом.',
    sizes: [
      [3, 1.5],
      [3, 2.5],
      [5, 2.5],
      [5, 4],
    ],
  },
  {
    mark: 'АВБШв',
    brandId: 'sevkabel',
    maker: 'Севкабель',
    conductor: 'алюминий',
    voltage: '1',
    pricePerMm2: 2.3,
    priceBase: 150,
    popularity: 0.55,
    numBase: 130301,
    about:
      'Стальная ленточная броня и шланг из ПВХ защищают кабель в земле, траншеях и кабельных каналах; ' +
      'алюминиевые жилы делают питающие линии большого сечения заметно дешевле медных.',
    sizes: [
      [4, 35],
      [4, 50],
      [4, 70],
      [4, 95],
      [4, 120],
      [4, 185],
    ],
  },
  {
    mark: 'ВБШв',
    brandId: 'kolchugino',
    maker: 'Кольчугинский кабельный завод',
    conductor: 'медь',
    voltage: '1',
    pricePerMm2: 16,
    priceBase: 90,
    popularity: 0.5,
    numBase: 130401,
    about: 'Стальная ленточная броня и шланг из ПВХ позволяют прокладывать кабель в земле и траншеях без защитной трубы.',
    sizes: [
      [4, 10],
      [5, 16],
      [4, 25],
    ],
  },
  {
    mark: 'АВВГнг(А)-LS',
    brandId: 'kamkabel',
    maker: 'Камкабель',
    conductor: 'алюминий',
    voltage: '1',
    pricePerMm2: 2.4,
    priceBase: 58,
    popularity: 0.5,
    numBase: 130501,
    about:
      'Оболочка пониженной пожарной опасности позволяет прокладывать его в жилых и общественных зданиях; ' +
      'применяется для питающих и распределительных линий.',
    sizes: [
      [4, 16],
      [4, 25],
      [4, 50],
    ],
  },
];

/** Solid round cores up to 10 mm², stranded round at 16–25 mm², stranded sector above. */
function coreShape(crossSection: number, conductor: Conductor): string {
  if (crossSection <= 10) return 'ок';
  if (crossSection <= 25 || conductor === 'медь') return 'мк';
  return 'мс';
}

const shapeText: Record<string, string> = { ок: 'однопроволочными', мк: 'многопроволочными', мс: 'многопроволочными секторными' };

function coreRoles(cores: number): string {
  if (cores === 3) return 'фаза, нулевая N и защитная PE';
  if (cores === 5) return 'три фазы, нулевая N и защитная PE';
  return 'три фазы и совмещённая PEN';
}

const sizePopularity = (crossSection: number) =>
  ({ 1.5: 85, 2.5: 95, 4: 70, 6: 60, 10: 55, 16: 45, 25: 40, 35: 38, 50: 36, 70: 30, 95: 32, 120: 26, 185: 20 })[crossSection] ?? 30;

function cableProducts(m: CableMark): SeedProduct[] {
  const nextNumId = numIds(m.numBase);
  return m.sizes.map(([cores, crossSection]) => {
    const size = `${cores}×${ru(crossSection)}`;
    const shape = coreShape(crossSection, m.conductor);
    const conductors = cores === 4 ? '(N)' : '(N, PE)';
    const metal = m.conductor === 'медь' ? 'медными' : 'алюминиевыми';
    return product(
      {
        article: `${m.mark} ${size}${shape}${conductors}-${m.voltage}`,
        brandId: m.brandId,
        series: m.mark,
        sectionId: 'silovoy-kabel',
        name: `Кабель ${m.mark} ${size} ${shape} ${conductors} ${m.voltage} кВ ${m.maker}`,
        price: roubles(cores * crossSection * m.pricePerMm2 + m.priceBase, 2),
        unit: 'м',
        specs: { mark: m.mark, cores: String(cores), 'cross-section': ru(crossSection), voltage: m.voltage, conductor: m.conductor },
        description: [
          `Силовой кабель ${m.mark} ${size} с ${metal} ${shapeText[shape]} жилами на напряжение ${m.voltage} кВ.`,
          m.about,
          `Жилы: ${coreRoles(cores)}; отрезаем кусок нужной длины от 1 м.`,
        ].join(' '),
        picture: { kind: 'cable', cores, marking: size },
        popularity: sizePopularity(crossSection) * m.popularity,
        compatibleSections: ['modulnye-avtomaticheskie-vyklyuchateli', 'metallicheskie-korpusa', 'shkafy-i-vru'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

type WireColor = 'белый' | 'синий' | 'красный' | 'чёрный' | 'жёлто-зелёный';

const colorCode: Record<WireColor, string> = { белый: 'Б', синий: 'С', красный: 'К', чёрный: 'Ч', 'жёлто-зелёный': 'ЖЗ' };
const colorGenitive: Record<WireColor, string> = {
  белый: 'белого',
  синий: 'синего',
  красный: 'красного',
  чёрный: 'чёрного',
  'жёлто-зелёный': 'жёлто-зелёного',
};
const colorPurpose: Record<WireColor, string> = {
  белый: 'для фазных проводников',
  синий: 'для нулевого рабочего проводника',
  красный: 'для фазных проводников',
  чёрный: 'для фазных проводников',
  'жёлто-зелёный': 'для защитного заземления и уравнивания потенциалов',
};

const installationWires: [crossSection: number, WireColor, popularity: number][] = [
  [1.5, 'белый', 62],
  [1.5, 'синий', 58],
  [2.5, 'белый', 66],
  [2.5, 'синий', 60],
  [2.5, 'жёлто-зелёный', 57],
  [4, 'чёрный', 40],
  [6, 'жёлто-зелёный', 52],
  [10, 'жёлто-зелёный', 44],
  [16, 'жёлто-зелёный', 38],
  [4, 'красный', 33],
];

function installationWireProducts(): SeedProduct[] {
  const nextNumId = numIds(131001);
  return installationWires.map(([crossSection, color, popularity]) => {
    const size = `1×${ru(crossSection)}`;
    return product(
      {
        article: `ПуГВ ${size} ${colorCode[color]}`,
        brandId: 'konkord',
        series: 'ПуГВ',
        sectionId: 'provod',
        name: `Провод ПуГВ ${size} ${color} Конкорд`,
        price: roubles(crossSection * 11 + 6, 2),
        unit: 'м',
        specs: { mark: 'ПуГВ', cores: '1', 'cross-section': ru(crossSection), color, conductor: 'медь' },
        description: [
          `Гибкий установочный провод ПуГВ ${size} с многопроволочной медной жилой в ПВХ-изоляции ${colorGenitive[color]} цвета ` +
            `${colorPurpose[color]}.`,
          'Им собирают щиты и электрооборудование, прокладывают проводку в трубах и коробах; номинальное напряжение 450/750 В.',
        ].join(' '),
        picture: { kind: 'wire', cores: 1, marking: size },
        popularity,
        compatibleSections: ['metallicheskie-korpusa', 'plastikovye-boksy', 'modulnye-avtomaticheskie-vyklyuchateli'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

const cords: [mark: 'ПВС' | 'ШВВП', cores: number, crossSection: number, popularity: number][] = [
  ['ПВС', 2, 0.75, 48],
  ['ПВС', 2, 1.5, 46],
  ['ПВС', 3, 1.5, 64],
  ['ПВС', 3, 2.5, 58],
  ['ПВС', 4, 1.5, 27],
  ['ПВС', 5, 1.5, 25],
  ['ШВВП', 2, 0.5, 30],
  ['ШВВП', 2, 0.75, 41],
];

function cordProducts(): SeedProduct[] {
  const nextNumId = numIds(131101);
  return cords.map(([mark, cores, crossSection, popularity]) => {
    const size = `${cores}×${ru(crossSection)}`;
    const [brandId, maker] = mark === 'ПВС' ? ['kolchugino', 'Кольчугинский кабельный завод'] : ['kamkabel', 'Камкабель'];
    const about =
      mark === 'ПВС'
        ? [
            `Соединительный провод ПВС ${size} с гибкими медными жилами в ПВХ-изоляции и общей оболочке ` +
              'для подключения бытовой техники, удлинителей и электроинструмента.',
            'Выдерживает многократные перегибы; номинальное напряжение 380/660 В.',
          ]
        : [
            `Плоский шнур ШВВП ${size} с гибкими медными жилами для подключения светильников и небольших бытовых приборов.`,
            'Подходит для удлинителей и настольных ламп; номинальное напряжение 380/380 В.',
          ];
    return product(
      {
        article: `${mark} ${size}`,
        brandId,
        series: mark,
        sectionId: 'provod',
        name: `Провод ${mark} ${size} белый ${maker}`,
        price: roubles(cores * crossSection * (mark === 'ПВС' ? 13 : 12) + (mark === 'ПВС' ? 12 : 8), 2),
        unit: 'м',
        specs: { mark, cores: String(cores), 'cross-section': ru(crossSection), color: 'белый', conductor: 'медь' },
        description: about.join(' '),
        picture: { kind: 'wire', cores, marking: size },
        popularity,
        compatibleSections: ['rozetki', 'vyklyuchateli'],
        numId: nextNumId(),
      },
      legacy,
    );
  });
}

export const cableProductsAll: SeedProduct[] = [...cableMarks.flatMap(cableProducts), ...installationWireProducts(), ...cordProducts()];
