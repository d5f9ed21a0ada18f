import type { CatalogMenuEntry } from '#shared/contract';

/** The catalogue menu; `icon` is an Iconify name from the mdi set the client bundles. */
export const catalogSections: CatalogMenuEntry[] = [
  {
    id: 'avtomaticheskie-vyklyuchateli',
    name: 'Автоматические выключатели',
    order: 10,
    description: 'Модульные и силовые автоматы на токи от 1 до 1600 А для защиты линий от перегрузки и короткого замыкания.',
    icon: 'mdi:flash',
  },
  {
    id: 'uzo-i-difavtomaty',
    name: 'УЗО и дифавтоматы',
    order: 20,
    description: 'Устройства защитного отключения и автоматы дифференциального тока типов AC, A и B для защиты людей от поражения током.',
    icon: 'mdi:shield-check-outline',
  },
  {
    id: 'korpusa-shchitov',
    name: 'Корпуса и боксы для щитов',
    order: 30,
    description: 'Металлические и пластиковые корпуса навесного и встраиваемого монтажа, шкафы ЩРН, ЩРв, ЩМП и напольные шкафы ВРУ.',
    icon: 'mdi:archive-outline',
  },
  {
    id: 'kabel-i-provod',
    name: 'Кабель и провод',
    order: 40,
    description: 'Силовой кабель ВВГнг(А)-LS, NYM, АВБШв, провода ПуГВ и ПВС, кабели для систем безопасности с отрезкой по длине.',
    icon: 'mdi:cable-data',
  },
  {
    id: 'pribory-ucheta',
    name: 'Приборы учёта электроэнергии',
    order: 50,
    description: 'Однофазные и трёхфазные счётчики прямого и трансформаторного включения, трансформаторы тока, испытательные коробки.',
    icon: 'mdi:meter-electric-outline',
  },
  {
    id: 'kontaktory-i-rele',
    name: 'Контакторы и реле',
    order: 60,
    description: 'Модульные и силовые контакторы, реле напряжения, импульсные и промежуточные реле, таймеры и реле контроля фаз.',
    icon: 'mdi:electric-switch',
  },
  {
    id: 'svetotekhnika',
    name: 'Светотехника',
    order: 70,
    description: 'Светодиодные светильники для офисов, складов и улиц, аварийное освещение, прожекторы и управление освещением.',
    icon: 'mdi:lightbulb-on-outline',
  },
  {
    id: 'elektroustanovochnye-izdeliya',
    name: 'Розетки и выключатели',
    order: 80,
    description: 'Электроустановочные изделия для жилых и общественных зданий, силовые разъёмы и промышленные розетки IP44–IP67.',
    icon: 'mdi:power-socket-eu',
  },
];
