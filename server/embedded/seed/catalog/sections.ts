import type { SeedSection, SpecDefinition } from './types';

/**
 * Two levels: the eight sections of the previous site (their ids, names and order are in old
 * links and must stay) plus surge protection, each split into two or three subsections that
 * hold the products. A characteristic is defined once here and reused, so a key means the same
 * label and unit wherever it appears within a top section.
 */

type Flags = Pick<SpecDefinition, 'filter' | 'card'>;
type SpecBase = Omit<SpecDefinition, 'filter' | 'card'>;

const filterCard: Flags = { filter: true, card: true };
const filterOnly: Flags = { filter: true, card: false };
const cardOnly: Flags = { filter: false, card: true };
const listed: Flags = { filter: false, card: false };

const spec = (base: SpecBase, flags: Flags): SpecDefinition => ({ ...base, ...flags });

// Breakers, RCDs and surge protectors share these: a DIN-rail device is described the same way.
const poles: SpecBase = { key: 'poles', label: 'Число полюсов' };
const current: SpecBase = { key: 'current', label: 'Номинальный ток', unit: 'А' };
const curve: SpecBase = { key: 'curve', label: 'Характеристика срабатывания' };
const breaking: SpecBase = { key: 'breaking', label: 'Отключающая способность', unit: 'кА' };
const modules: SpecBase = { key: 'modules', label: 'Ширина в модулях' };
const ip: SpecBase = { key: 'ip', label: 'Степень защиты' };
const release: SpecBase = { key: 'release', label: 'Тип расцепителя' };
const ratedVoltage: SpecBase = { key: 'voltage', label: 'Номинальное напряжение', unit: 'В' };
const leakage: SpecBase = { key: 'leakage', label: 'Ток утечки', unit: 'мА' };
const rcdType: SpecBase = { key: 'rcd-type', label: 'Тип по форме тока утечки' };

const enclosureModules: SpecBase = { key: 'modules', label: 'Число модулей' };
const mounting: SpecBase = { key: 'mounting', label: 'Монтаж' };
const material: SpecBase = { key: 'material', label: 'Материал корпуса' };
const door: SpecBase = { key: 'door', label: 'Дверца' };
const height: SpecBase = { key: 'height', label: 'Высота', unit: 'мм' };
const dimensions: SpecBase = { key: 'dimensions', label: 'Размеры (В×Ш×Г)', unit: 'мм' };

const mark: SpecBase = { key: 'mark', label: 'Марка' };
const cores: SpecBase = { key: 'cores', label: 'Число жил' };
const crossSection: SpecBase = { key: 'cross-section', label: 'Сечение жилы', unit: 'мм²' };
const cableVoltage: SpecBase = { key: 'voltage', label: 'Номинальное напряжение', unit: 'кВ' };
const conductor: SpecBase = { key: 'conductor', label: 'Материал жилы' };
const insulationColor: SpecBase = { key: 'color', label: 'Цвет изоляции' };

const phases: SpecBase = { key: 'phases', label: 'Число фаз' };
const meterCurrent: SpecBase = { key: 'current', label: 'Базовый (максимальный) ток', unit: 'А' };
const accuracy: SpecBase = { key: 'accuracy', label: 'Класс точности' };
const tariffs: SpecBase = { key: 'tariffs', label: 'Число тарифов' };
const meterInterface: SpecBase = { key: 'interface', label: 'Интерфейс' };
const meterMounting: SpecBase = { key: 'mounting', label: 'Монтаж' };
const ratio: SpecBase = { key: 'ratio', label: 'Коэффициент трансформации', unit: 'А' };
const burden: SpecBase = { key: 'burden', label: 'Номинальная вторичная нагрузка', unit: 'В·А' };

const coil: SpecBase = { key: 'coil', label: 'Напряжение катушки', unit: 'В' };
const contacts: SpecBase = { key: 'contacts', label: 'Силовые контакты' };
const auxContacts: SpecBase = { key: 'aux', label: 'Вспомогательные контакты' };
const contactorPoles: SpecBase = { key: 'poles', label: 'Число полюсов' };
const motorPower: SpecBase = { key: 'power', label: 'Мощность двигателя (AC-3)', unit: 'кВт' };
const relayType: SpecBase = { key: 'relay-type', label: 'Тип реле' };
const relayPhases: SpecBase = { key: 'phases', label: 'Число фаз' };
const settings: SpecBase = { key: 'settings', label: 'Диапазон уставок' };

const power: SpecBase = { key: 'power', label: 'Мощность', unit: 'Вт' };
const flux: SpecBase = { key: 'flux', label: 'Световой поток', unit: 'лм' };
const temperature: SpecBase = { key: 'temperature', label: 'Цветовая температура', unit: 'К' };
const lightMounting: SpecBase = { key: 'mounting', label: 'Монтаж' };
const autonomy: SpecBase = { key: 'autonomy', label: 'Время автономной работы', unit: 'ч' };
const mode: SpecBase = { key: 'mode', label: 'Режим работы' };

const color: SpecBase = { key: 'color', label: 'Цвет' };
const series: SpecBase = { key: 'series', label: 'Серия' };
const wiringMounting: SpecBase = { key: 'mounting', label: 'Монтаж' };
const earthing: SpecBase = { key: 'earthing', label: 'Заземление' };
const keys: SpecBase = { key: 'keys', label: 'Число клавиш' };
const backlight: SpecBase = { key: 'backlight', label: 'Подсветка' };

const spdClass: SpecBase = { key: 'class', label: 'Класс испытаний' };
const imax: SpecBase = { key: 'imax', label: 'Максимальный разрядный ток Imax', unit: 'кА' };
const iimp: SpecBase = { key: 'iimp', label: 'Импульсный ток Iimp', unit: 'кА' };
const up: SpecBase = { key: 'up', label: 'Уровень защиты Up', unit: 'кВ' };
const uc: SpecBase = { key: 'uc', label: 'Наибольшее рабочее напряжение Uc', unit: 'В' };

type Subsection = Omit<SeedSection, 'parentId' | 'order'>;
type Top = Omit<SeedSection, 'parentId' | 'specs'> & { subsections: Subsection[] };

/**
 * A top section's characteristics: every key of its subsections once, in the order they first
 * appear; it filters or shows on the card where any subsection does.
 */
function union(subsections: Subsection[]): SpecDefinition[] {
  const byKey = new Map<string, SpecDefinition>();
  for (const definition of subsections.flatMap((s) => s.specs)) {
    const seen = byKey.get(definition.key);
    if (!seen) byKey.set(definition.key, { ...definition });
    else byKey.set(definition.key, { ...seen, filter: seen.filter || definition.filter, card: seen.card || definition.card });
  }
  return [...byKey.values()];
}

const tops: Top[] = [
  {
    id: 'avtomaticheskie-vyklyuchateli',
    name: 'Автоматические выключатели',
    order: 10,
    description: 'Модульные и силовые автоматы на токи от 1 до 1600 А для защиты линий от перегрузки и короткого замыкания.',
    icon: 'mdi:flash',
    picture: { kind: 'mcb', poles: 1, marking: 'C16' },
    subsections: [
      {
        id: 'modulnye-avtomaticheskie-vyklyuchateli',
        name: 'Модульные автоматические выключатели',
        description: 'Автоматы на DIN-рейку с характеристиками B, C и D на токи до 63 А для квартирных, офисных и промышленных щитов.',
        icon: 'mdi:flash',
        picture: { kind: 'mcb', poles: 1, marking: 'C16' },
        specs: [
          spec(poles, filterCard),
          spec(current, filterCard),
          spec(curve, filterCard),
          spec(breaking, filterCard),
          spec(modules, listed),
          spec(ip, listed),
        ],
      },
      {
        id: 'silovye-avtomaticheskie-vyklyuchateli',
        name: 'Силовые автоматические выключатели',
        description: 'Автоматы в литом корпусе на токи от 16 до 630 А для вводов и отходящих линий распределительных щитов.',
        icon: 'mdi:flash-outline',
        picture: { kind: 'mccb', poles: 3, marking: '250A' },
        specs: [
          spec(poles, filterCard),
          spec(current, filterCard),
          spec(breaking, filterCard),
          spec(release, filterOnly),
          spec(ip, listed),
        ],
      },
      {
        id: 'vyklyuchateli-nagruzki',
        name: 'Выключатели нагрузки',
        description: 'Модульные выключатели нагрузки для ручного включения и отключения линий под током без функции защиты.',
        icon: 'mdi:toggle-switch-outline',
        picture: { kind: 'switch-disconnector', poles: 2, marking: '63A' },
        specs: [spec(poles, filterCard), spec(current, filterCard), spec(ratedVoltage, filterOnly), spec(modules, listed)],
      },
    ],
  },
  {
    id: 'uzo-i-difavtomaty',
    name: 'УЗО и дифавтоматы',
    order: 20,
    description: 'Устройства защитного отключения и автоматы дифференциального тока типов AC, A и B для защиты людей от поражения током.',
    icon: 'mdi:shield-check-outline',
    picture: { kind: 'rcd', poles: 2, marking: '40A 30mA' },
    subsections: [
      {
        id: 'uzo',
        name: 'УЗО',
        description:
          'Выключатели дифференциального тока на 16–100 А с током утечки от 10 до 300 мА для защиты от поражения током и пожара.',
        icon: 'mdi:shield-check-outline',
        picture: { kind: 'rcd', poles: 2, marking: '40A 30mA' },
        specs: [
          spec(poles, filterCard),
          spec(current, filterCard),
          spec(leakage, filterCard),
          spec(rcdType, filterCard),
          spec(modules, listed),
        ],
      },
      {
        id: 'difavtomaty',
        name: 'Дифавтоматы',
        description:
          'Автоматические выключатели дифференциального тока: защита линии от перегрузки и короткого замыкания и человека от утечки.',
        icon: 'mdi:shield-half-full',
        picture: { kind: 'rcbo', poles: 2, marking: 'C16 30mA' },
        specs: [
          spec(poles, filterCard),
          spec(current, filterCard),
          spec(curve, filterOnly),
          spec(leakage, filterCard),
          spec(rcdType, filterCard),
          spec(breaking, filterOnly),
          spec(modules, listed),
        ],
      },
    ],
  },
  {
    id: 'zashchita-ot-perenapryazheniya',
    name: 'Защита от перенапряжения',
    order: 25,
    description: 'Устройства защиты от импульсных перенапряжений классов I и II для вводных и распределительных щитов.',
    icon: 'mdi:flash-alert-outline',
    picture: { kind: 'spd', poles: 2, marking: 'T2' },
    subsections: [
      {
        id: 'uzip-klassa-i',
        name: 'УЗИП класса I',
        description: 'УЗИП класса I и комбинированные I+II для вводных щитов зданий с молниезащитой и воздушным вводом.',
        icon: 'mdi:lightning-bolt',
        picture: { kind: 'spd', poles: 4, marking: 'T1+T2' },
        specs: [
          spec(spdClass, filterCard),
          spec(poles, filterCard),
          spec(imax, filterCard),
          spec(up, filterCard),
          spec(uc, filterOnly),
          spec(iimp, listed),
          spec(modules, listed),
        ],
      },
      {
        id: 'uzip-klassa-ii',
        name: 'УЗИП класса II',
        description:
          'УЗИП класса II для распределительных и квартирных щитов: защита электроники от коммутационных и наведённых импульсов.',
        icon: 'mdi:lightning-bolt-outline',
        picture: { kind: 'spd', poles: 2, marking: 'T2' },
        specs: [
          spec(spdClass, filterOnly),
          spec(poles, filterCard),
          spec(imax, filterCard),
          spec(up, filterCard),
          spec(uc, filterOnly),
          spec(modules, listed),
        ],
      },
    ],
  },
  {
    id: 'korpusa-shchitov',
    name: 'Корпуса и боксы для щитов',
    order: 30,
    description: 'Металлические и пластиковые корпуса навесного и встраиваемого монтажа, шкафы ЩРН, ЩРв, ЩМП и напольные шкафы ВРУ.',
    icon: 'mdi:archive-outline',
    picture: { kind: 'enclosure-metal', color: 'grey' },
    subsections: [
      {
        id: 'plastikovye-boksy',
        name: 'Пластиковые боксы',
        description: 'Пластиковые щиты на 2–36 модулей для квартир, дач и офисов: навесные и встраиваемые, с дверцей и без.',
        icon: 'mdi:package-variant-closed',
        picture: { kind: 'enclosure-plastic', color: 'white' },
        specs: [
          spec(enclosureModules, filterCard),
          spec(mounting, filterCard),
          spec(material, filterOnly),
          spec(ip, filterCard),
          spec(door, filterOnly),
          spec(dimensions, listed),
        ],
      },
      {
        id: 'metallicheskie-korpusa',
        name: 'Металлические корпуса',
        description: 'Стальные корпуса ЩРН и ЩРв с DIN-рейками, шинами N и PE и замком для этажных и групповых щитов.',
        icon: 'mdi:archive-outline',
        picture: { kind: 'enclosure-metal', color: 'grey' },
        specs: [
          spec(enclosureModules, filterCard),
          spec(mounting, filterCard),
          spec(ip, filterCard),
          spec(material, listed),
          spec(dimensions, cardOnly),
        ],
      },
      {
        id: 'shkafy-i-vru',
        name: 'Шкафы и ВРУ',
        description: 'Шкафы с монтажной панелью ЩМП для автоматики и напольные корпуса ВРУ для вводно-распределительных устройств.',
        icon: 'mdi:wardrobe-outline',
        picture: { kind: 'cabinet', color: 'grey' },
        specs: [
          spec(mounting, filterCard),
          spec(ip, filterCard),
          spec(height, filterOnly),
          spec(material, listed),
          spec(dimensions, cardOnly),
        ],
      },
    ],
  },
  {
    id: 'kabel-i-provod',
    name: 'Кабель и провод',
    order: 40,
    description: 'Силовой кабель ВВГнг(А)-LS, NYM, АВБШв, провода ПуГВ и ПВС, кабели для систем безопасности с отрезкой по длине.',
    icon: 'mdi:cable-data',
    picture: { kind: 'cable', cores: 3, marking: '3×2,5' },
    subsections: [
      {
        id: 'silovoy-kabel',
        name: 'Силовой кабель',
        description:
          'Медные и алюминиевые кабели на 0,66 и 1 кВ для внутренней проводки, кабельных линий и прокладки в земле; отрезаем по длине.',
        icon: 'mdi:cable-data',
        picture: { kind: 'cable', cores: 3, marking: '3×2,5' },
        specs: [
          spec(mark, filterCard),
          spec(cores, filterCard),
          spec(crossSection, filterCard),
          spec(cableVoltage, filterOnly),
          spec(conductor, filterOnly),
        ],
      },
      {
        id: 'provod',
        name: 'Провод',
        description: 'Гибкие установочные провода ПуГВ для щитов и заземления и соединительные провода ПВС и ШВВП для удлинителей.',
        icon: 'mdi:transit-connection-variant',
        picture: { kind: 'wire', cores: 1, marking: '1×6' },
        specs: [
          spec(mark, filterCard),
          spec(cores, filterCard),
          spec(crossSection, filterCard),
          spec(insulationColor, filterOnly),
          spec(conductor, listed),
        ],
      },
    ],
  },
  {
    id: 'pribory-ucheta',
    name: 'Приборы учёта электроэнергии',
    order: 50,
    description: 'Однофазные и трёхфазные счётчики прямого и трансформаторного включения, трансформаторы тока, испытательные коробки.',
    icon: 'mdi:meter-electric-outline',
    picture: { kind: 'meter-single' },
    subsections: [
      {
        id: 'schetchiki-elektroenergii',
        name: 'Счётчики электроэнергии',
        description:
          'Однофазные и трёхфазные счётчики прямого и трансформаторного включения, однотарифные и многотарифные, с интерфейсами для АСКУЭ.',
        icon: 'mdi:meter-electric-outline',
        picture: { kind: 'meter-three' },
        specs: [
          spec(phases, filterCard),
          spec(meterCurrent, filterCard),
          spec(accuracy, filterCard),
          spec(tariffs, filterCard),
          spec(meterInterface, filterOnly),
          spec(meterMounting, listed),
        ],
      },
      {
        id: 'transformatory-toka',
        name: 'Трансформаторы тока',
        description:
          'Измерительные трансформаторы тока 0,66 кВ с классом точности 0,5 и 0,5S для учёта через счётчики трансформаторного включения.',
        icon: 'mdi:sine-wave',
        picture: { kind: 'current-transformer', marking: '200/5' },
        specs: [spec(ratio, filterCard), spec(accuracy, filterCard), spec(burden, filterCard)],
      },
    ],
  },
  {
    id: 'kontaktory-i-rele',
    name: 'Контакторы и реле',
    order: 60,
    description: 'Модульные и силовые контакторы, реле напряжения, импульсные и промежуточные реле, таймеры и реле контроля фаз.',
    icon: 'mdi:electric-switch',
    picture: { kind: 'contactor', poles: 3 },
    subsections: [
      {
        id: 'modulnye-kontaktory',
        name: 'Модульные контакторы',
        description: 'Бесшумные контакторы на DIN-рейку для управления освещением, обогревом и вентиляцией в жилых и общественных зданиях.',
        icon: 'mdi:electric-switch-closed',
        picture: { kind: 'contactor-modular', poles: 2, marking: '25A' },
        specs: [spec(current, filterCard), spec(contacts, filterCard), spec(coil, filterCard), spec(contactorPoles, filterOnly)],
      },
      {
        id: 'kontaktory',
        name: 'Контакторы',
        description:
          'Трёхполюсные контакторы для пуска электродвигателей, управления насосами, компрессорами и нагревательными установками.',
        icon: 'mdi:electric-switch',
        picture: { kind: 'contactor', poles: 3, marking: '32A' },
        specs: [
          spec(current, filterCard),
          spec(coil, filterCard),
          spec(auxContacts, filterOnly),
          spec(motorPower, cardOnly),
          spec(contactorPoles, filterOnly),
        ],
      },
      {
        id: 'rele-napryazheniya-i-vremeni',
        name: 'Реле напряжения и времени',
        description: 'Реле напряжения для защиты техники от скачков сети, реле времени и реле контроля фаз для двигателей и автоматики.',
        icon: 'mdi:timer-cog-outline',
        picture: { kind: 'relay', poles: 2 },
        specs: [spec(relayType, filterCard), spec(current, filterCard), spec(relayPhases, filterOnly), spec(settings, cardOnly)],
      },
    ],
  },
  {
    id: 'svetotekhnika',
    name: 'Светотехника',
    order: 70,
    description: 'Светодиодные светильники для офисов, складов и улиц, аварийное освещение, прожекторы и управление освещением.',
    icon: 'mdi:lightbulb-on-outline',
    picture: { kind: 'panel-light' },
    subsections: [
      {
        id: 'svetodiodnye-svetilniki',
        name: 'Светодиодные светильники',
        description:
          'Офисные панели, пылевлагозащищённые и накладные светодиодные светильники для общественных, складских и жилых помещений.',
        icon: 'mdi:ceiling-light-outline',
        picture: { kind: 'panel-light' },
        specs: [
          spec(power, filterCard),
          spec(flux, cardOnly),
          spec(temperature, filterCard),
          spec(ip, filterCard),
          spec(lightMounting, filterOnly),
        ],
      },
      {
        id: 'prozhektory',
        name: 'Прожекторы',
        description: 'Светодиодные прожекторы IP65 для освещения фасадов, площадок, парковок и строительных объектов.',
        icon: 'mdi:spotlight-beam',
        picture: { kind: 'floodlight' },
        specs: [spec(power, filterCard), spec(flux, cardOnly), spec(temperature, filterCard), spec(ip, filterCard)],
      },
      {
        id: 'avariynye-svetilniki',
        name: 'Аварийные светильники',
        description: 'Световые указатели «Выход» и светильники аварийного освещения со встроенным аккумулятором для путей эвакуации.',
        icon: 'mdi:exit-run',
        picture: { kind: 'emergency-light' },
        specs: [
          spec(autonomy, filterCard),
          spec(mode, filterCard),
          spec(ip, filterCard),
          spec(lightMounting, filterOnly),
          spec(power, listed),
        ],
      },
    ],
  },
  {
    id: 'elektroustanovochnye-izdeliya',
    name: 'Розетки и выключатели',
    order: 80,
    description: 'Электроустановочные изделия для жилых и общественных зданий, силовые разъёмы и промышленные розетки IP44–IP67.',
    icon: 'mdi:power-socket-eu',
    picture: { kind: 'socket', color: 'white' },
    subsections: [
      {
        id: 'rozetki',
        name: 'Розетки',
        description:
          'Бытовые розетки скрытого и открытого монтажа с заземлением и шторками, влагозащищённые и силовые промышленные розетки.',
        icon: 'mdi:power-socket-eu',
        picture: { kind: 'socket', color: 'white' },
        specs: [
          spec(color, filterCard),
          spec(series, filterOnly),
          spec(current, filterCard),
          spec(earthing, filterCard),
          spec(wiringMounting, filterOnly),
          spec(ip, listed),
        ],
      },
      {
        id: 'vyklyuchateli',
        name: 'Выключатели',
        description: 'Одно-, двух- и трёхклавишные выключатели освещения скрытой и открытой установки, с подсветкой и без.',
        icon: 'mdi:light-switch',
        picture: { kind: 'switch', color: 'white' },
        specs: [
          spec(color, filterCard),
          spec(series, filterOnly),
          spec(keys, filterCard),
          spec(wiringMounting, filterOnly),
          spec(backlight, filterCard),
          spec(current, listed),
        ],
      },
    ],
  },
];

export const sections: SeedSection[] = tops.flatMap(({ subsections, ...top }) => [
  { ...top, parentId: null, specs: union(subsections) },
  ...subsections.map((subsection, index) => ({ ...subsection, parentId: top.id, order: (index + 1) * 10 })),
]);
