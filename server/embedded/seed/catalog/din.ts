import { plural } from './helpers';

/**
 * Words shared by the DIN-rail families (breakers, RCDs, surge protectors): pole layouts and
 * how wide each is on the rail.
 */

export type Poles = '1P' | '1P+N' | '2P' | '3P' | '3P+N' | '4P';
export type Curve = 'B' | 'C' | 'D';

/** Modules a device of the usual width takes on the rail. */
export const poleModules: Record<Poles, number> = { '1P': 1, '1P+N': 2, '2P': 2, '3P': 3, '3P+N': 4, '4P': 4 };

/** As in «… автоматический выключатель»: masculine, nominative; a switched neutral is told by the use. */
export const poleAdjective: Record<Poles, string> = {
  '1P': 'Однополюсный',
  '1P+N': 'Однополюсный',
  '2P': 'Двухполюсный',
  '3P': 'Трёхполюсный',
  '3P+N': 'Трёхполюсный',
  '4P': 'Четырёхполюсный',
};

/** The line a device of this layout protects, after the rating («… на 16 А для …»). */
export const poleUse: Record<Poles, string> = {
  '1P': 'для однофазных групповых линий 230 В',
  '1P+N': 'с нейтральным полюсом для однофазных линий 230 В: отключает фазу и нейтраль одновременно',
  '2P': 'для однофазных вводов и линий 230 В с отключением обоих проводников',
  '3P': 'для трёхфазных линий 400 В и электродвигателей',
  '3P+N': 'с нейтральным полюсом для трёхфазных линий 400 В',
  '4P': 'для трёхфазных вводов и линий 400 В с отключением нейтрали',
};

export const curveUse: Record<Curve, string> = {
  B: 'Характеристика B срабатывает при токе в 3–5 раз выше номинального и подходит для освещения, электроотопления и длинных линий.',
  C: 'Характеристика C рассчитана на смешанную нагрузку: розетки, освещение, бытовую и офисную технику.',
  D: 'Характеристика D не реагирует на пусковые токи двигателей, насосов, компрессоров и трансформаторов.',
};

/** '2 модуля DIN-рейки'. */
export function width(modules: number): string {
  return `${modules} ${plural(modules, 'модуль', 'модуля', 'модулей')} DIN-рейки`;
}

/** The voltage the device is rated for, by its poles. */
export function lineVoltage(poles: Poles): string {
  return poles.startsWith('1') || poles === '2P' ? '230' : '400';
}
