/** The Russian noun forms the designer counts with (for `plural` of shared/catalog/format.ts): 1, 2–4, 5 and more. */
export const moduleWord = ['модуль', 'модуля', 'модулей'] as const;
export const rowWord = ['ряд', 'ряда', 'рядов'] as const;
export const deviceWord = ['устройство', 'устройства', 'устройств'] as const;
