import type { SeedBrand } from './types';

/** The makers whose ranges the demo catalogue carries, named as they write themselves. */
export const brands: SeedBrand[] = [
  { id: 'ekf', name: 'EKF' },
  { id: 'iek', name: 'IEK' },
  { id: 'abb', name: 'ABB' },
  { id: 'schneider-electric', name: 'Schneider Electric' },
  { id: 'keaz', name: 'КЭАЗ' },
  { id: 'dekraft', name: 'DEKraft' },
  { id: 'legrand', name: 'Legrand' },
  { id: 'werkel', name: 'Werkel' },
  { id: 'kamkabel', name: 'Камкабель' },
  { id: 'sevkabel', name: 'Севкабель' },
  { id: 'kolchugino', name: 'Кольчугинский кабельный завод' },
  { id: 'konkord', name: 'Конкорд' },
  { id: 'incotex', name: 'Инкотекс' },
  { id: 'energomera', name: 'Энергомера' },
  { id: 'taipit', name: 'Тайпит' },
  { id: 'ds-electronics', name: 'DS Electronics' },
  { id: 'fif', name: 'Евроавтоматика F&F' },
  { id: 'ledvance', name: 'LEDVANCE' },
  { id: 'feron', name: 'Feron' },
  { id: 'belyy-svet', name: 'Белый свет' },
];
