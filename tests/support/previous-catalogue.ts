/**
 * The thirty products of the previous catalogue as links out there know them: id, the numeric id
 * of `/catalog/{section}/{numId}`, address and name. Frozen here so tests prove the new catalogue
 * keeps every one of them (`sectionId`: the top section they were under then).
 */
export const products: { id: string; numId: number; url: string; name: string; sectionId: string }[] = [
  {
    id: 'ekf-va-47-63-c16',
    numId: 10231,
    url: 'avtomaticheskiy-vyklyuchatel-va-47-63-1p-16a-c-ekf-proxima',
    name: 'Автоматический выключатель ВА 47-63 1P 16 А (C) 4,5 кА EKF PROxima',
    sectionId: 'avtomaticheskie-vyklyuchateli',
  },
  {
    id: 'ekf-va-47-63-c25-3p',
    numId: 10245,
    url: 'avtomaticheskiy-vyklyuchatel-va-47-63-3p-25a-c-ekf-proxima',
    name: 'Автоматический выключатель ВА 47-63 3P 25 А (C) 4,5 кА EKF PROxima',
    sectionId: 'avtomaticheskie-vyklyuchateli',
  },
  {
    id: 'iek-va47-29-c32',
    numId: 10310,
    url: 'avtomaticheskiy-vyklyuchatel-va47-29-1p-32a-c-iek',
    name: 'Автоматический выключатель ВА47-29 1P 32 А (C) 4,5 кА IEK',
    sectionId: 'avtomaticheskie-vyklyuchateli',
  },
  {
    id: 'abb-s203-c40',
    numId: 10422,
    url: 'avtomaticheskiy-vyklyuchatel-s203-3p-40a-c-abb',
    name: 'Автоматический выключатель S203 3P 40 А (C) 6 кА ABB',
    sectionId: 'avtomaticheskie-vyklyuchateli',
  },
  {
    id: 'keaz-optimat-d-250',
    numId: 10587,
    url: 'avtomaticheskiy-vyklyuchatel-optimat-d-250a-keaz',
    name: 'Автоматический выключатель OptiMat D 250 А 3P 35 кА КЭАЗ',
    sectionId: 'avtomaticheskie-vyklyuchateli',
  },

  {
    id: 'ekf-vd-100-2p-40-30',
    numId: 20114,
    url: 'uzo-vd-100-2p-40a-30ma-ac-ekf-proxima',
    name: 'УЗО ВД-100 2P 40 А 30 мА тип AC EKF PROxima',
    sectionId: 'uzo-i-difavtomaty',
  },
  {
    id: 'iek-avdt32-c16-30',
    numId: 20156,
    url: 'difavtomat-avdt-32-c16-30ma-iek',
    name: 'Дифавтомат АВДТ 32 C16 30 мА тип A IEK',
    sectionId: 'uzo-i-difavtomaty',
  },
  {
    id: 'abb-f204-a-63-30',
    numId: 20203,
    url: 'uzo-f204-a-4p-63a-30ma-abb',
    name: 'УЗО F204 A 4P 63 А 30 мА ABB',
    sectionId: 'uzo-i-difavtomaty',
  },
  {
    id: 'schneider-resi9-ad-c16',
    numId: 20241,
    url: 'difavtomat-resi9-1p-n-c16-30ma-schneider-electric',
    name: 'Дифавтомат Resi9 1P+N C16 30 мА тип AC Schneider Electric',
    sectionId: 'uzo-i-difavtomaty',
  },

  {
    id: 'ekf-shrn-24-ip31',
    numId: 30102,
    url: 'korpus-metallicheskiy-shrn-24-ip31-ekf',
    name: 'Корпус металлический ЩРН-24 (395×310×120) IP31 EKF PROxima',
    sectionId: 'korpusa-shchitov',
  },
  {
    id: 'iek-shrv-36-ip31',
    numId: 30118,
    url: 'korpus-vstraivaemyy-shrv-36-ip31-iek',
    name: 'Корпус встраиваемый ЩРв-36з-1 36 УХЛ3 IP31 IEK',
    sectionId: 'korpusa-shchitov',
  },
  {
    id: 'dekraft-shmp-5-ip54',
    numId: 30147,
    url: 'shkaf-montazhnyy-shmp-5-ip54-dekraft',
    name: 'Шкаф с монтажной панелью ЩМП-5 (1000×650×285) IP54 DEKraft',
    sectionId: 'korpusa-shchitov',
  },
  {
    id: 'ekf-vru-1800-ip31',
    numId: 30190,
    url: 'korpus-vru-1800x600x450-ip31-ekf',
    name: 'Корпус напольный ВРУ 1800×600×450 IP31 EKF',
    sectionId: 'korpusa-shchitov',
  },

  {
    id: 'vvgng-a-ls-3x2-5',
    numId: 40011,
    url: 'kabel-vvgng-a-ls-3x2-5-ok-0-66-kv',
    name: 'Кабель ВВГнг(А)-LS 3×2,5 ок (N, PE) 0,66 кВ',
    sectionId: 'kabel-i-provod',
  },
  {
    id: 'vvgng-a-ls-5x10',
    numId: 40027,
    url: 'kabel-vvgng-a-ls-5x10-ok-0-66-kv',
    name: 'Кабель ВВГнг(А)-LS 5×10 ок (N, PE) 0,66 кВ',
    sectionId: 'kabel-i-provod',
  },
  {
    id: 'pugv-1x6-zh-z',
    numId: 40063,
    url: 'provod-pugv-1x6-zhelto-zelenyy',
    name: 'Провод ПуГВ 1×6 жёлто-зелёный',
    sectionId: 'kabel-i-provod',
  },
  { id: 'avbshv-4x95', numId: 40088, url: 'kabel-avbshv-4x95-ms-1-kv', name: 'Кабель АВБШв 4×95 мс 1 кВ', sectionId: 'kabel-i-provod' },

  {
    id: 'mercury-201-8',
    numId: 50012,
    url: 'schetchik-merkuriy-201-8-odnofaznyy',
    name: 'Счётчик электроэнергии Меркурий 201.8 однофазный 5(80) А',
    sectionId: 'pribory-ucheta',
  },
  {
    id: 'energomera-ce308-s34',
    numId: 50035,
    url: 'schetchik-energomera-ce308-s34-trekhfaznyy',
    name: 'Счётчик электроэнергии Энергомера CE308 S34 трёхфазный 5(10) А',
    sectionId: 'pribory-ucheta',
  },
  {
    id: 'iek-ttn-30-200-5',
    numId: 50071,
    url: 'transformator-toka-ttn-30-200-5a-iek',
    name: 'Трансформатор тока ТТН 30/200/5 А 5 В·А класс 0,5 IEK',
    sectionId: 'pribory-ucheta',
  },

  {
    id: 'ekf-km-25a-2no',
    numId: 60104,
    url: 'kontaktor-modulnyy-km-25a-2no-230v-ekf',
    name: 'Контактор модульный КМ 25 А 2NO 230 В EKF PROxima',
    sectionId: 'kontaktory-i-rele',
  },
  {
    id: 'iek-kmi-23210',
    numId: 60132,
    url: 'kontaktor-kmi-23210-32a-230v-iek',
    name: 'Контактор КМИ-23210 32 А 230 В 1НО IEK',
    sectionId: 'kontaktory-i-rele',
  },
  {
    id: 'zubr-rn-63-3f',
    numId: 60177,
    url: 'rele-napryazheniya-zubr-3f-63a',
    name: 'Реле напряжения ЗУБР 3Ф 63 А трёхфазное',
    sectionId: 'kontaktory-i-rele',
  },
  {
    id: 'fif-ckf-11',
    numId: 60193,
    url: 'rele-kontrolya-faz-ckf-11-fif',
    name: 'Реле контроля фаз ЦКФ-11 ФиФ',
    sectionId: 'kontaktory-i-rele',
  },

  {
    id: 'ledvance-office-36w',
    numId: 70015,
    url: 'svetilnik-svetodiodnyy-ofisnyy-36vt-4000k-ledvance',
    name: 'Светильник светодиодный офисный 36 Вт 4000 К 595×595 LEDVANCE',
    sectionId: 'svetotekhnika',
  },
  {
    id: 'ekf-avariyniy-ssa-101',
    numId: 70048,
    url: 'svetilnik-avariynyy-ssa-101-vykhod-ekf',
    name: 'Светильник аварийный ССА 101 «Выход» 3 ч EKF',
    sectionId: 'svetotekhnika',
  },
  {
    id: 'feron-prozhektor-100w',
    numId: 70062,
    url: 'prozhektor-svetodiodnyy-100vt-6400k-ip65-feron',
    name: 'Прожектор светодиодный 100 Вт 6400 К IP65 Feron',
    sectionId: 'svetotekhnika',
  },

  {
    id: 'schneider-atlas-rozetka-belaya',
    numId: 80021,
    url: 'rozetka-s-zazemleniem-atlasdesign-belaya-schneider-electric',
    name: 'Розетка с заземлением AtlasDesign белая Schneider Electric',
    sectionId: 'elektroustanovochnye-izdeliya',
  },
  {
    id: 'legrand-valena-vykl-2kl',
    numId: 80037,
    url: 'vyklyuchatel-dvukhklavishnyy-valena-life-belyy-legrand',
    name: 'Выключатель двухклавишный Valena Life белый Legrand',
    sectionId: 'elektroustanovochnye-izdeliya',
  },
  {
    id: 'iek-rozetka-325-32a',
    numId: 80059,
    url: 'rozetka-silovaya-325-32a-380v-ip44-iek',
    name: 'Розетка силовая стационарная 325 32 А 380 В IP44 IEK',
    sectionId: 'elektroustanovochnye-izdeliya',
  },
];

/** The previous catalogue's top sections, kept with the same ids, names and icons. */
export const previousSections: { id: string; name: string; order: number; description: string; icon: string }[] = [
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
