import { formatNumber } from './format';

/**
 * Conductor materials and cross-sections (docs/calculators.md, "Conductors"), without the forms'
 * zod fields, so the panel designer's checks (shared/designer/) reckon with the same values. The
 * resistivities are the ones hand calculations of Russian practice use for a conductor near
 * 20 °C; a warm conductor has more, so a drop reckoned with them is the least the line will have.
 */
export type Material = 'copper' | 'aluminium';

/** ρ, Ω·mm²/m. */
export const resistivity: Record<Material, number> = { copper: 0.0175, aluminium: 0.028 };

/** The standard sections the calculators offer and pick from, mm² (ГОСТ 22483). */
export const standardSections = [1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240] as const;

/**
 * The smallest section allowed for fixed wiring: aluminium 2.5 mm² (ПУЭ, табл. 2.1.1); copper from
 * the smallest standard section offered.
 */
export const minimumSection: Record<Material, number> = { copper: 1.5, aluminium: 2.5 };

export const materialLabel = (material: Material) => (material === 'copper' ? 'медь' : 'алюминий');

/** '2,5 мм²'. */
export const sectionText = (section: number) => `${formatNumber(section, 1)}\u00a0мм²`;
