import { selectField } from './fields';
import { formatNumber } from './format';

/**
 * Conductor materials and cross-sections (docs/calculators.md, "Conductors"). The resistivities
 * are the ones hand calculations of Russian practice use for a conductor near 20 °C; a warm
 * conductor has more, so a drop reckoned with them is the least the line will have.
 */
export type Material = 'copper' | 'aluminium';

export const materialOptions = [
  { value: 'copper', label: 'Медь' },
  { value: 'aluminium', label: 'Алюминий' },
] as const satisfies readonly { value: Material; label: string }[];

export const materialLabel = (material: Material) => (material === 'copper' ? 'медь' : 'алюминий');

/** ρ, Ω·mm²/m. */
export const resistivity: Record<Material, number> = { copper: 0.0175, aluminium: 0.028 };

/** The standard sections the calculators offer and pick from, mm² (ГОСТ 22483). */
export const standardSections = [1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240] as const;

/**
 * The smallest section allowed for fixed wiring: aluminium 2.5 mm² (ПУЭ, табл. 2.1.1); copper from
 * the smallest standard section offered.
 */
export const minimumSection: Record<Material, number> = { copper: 1.5, aluminium: 2.5 };

/** '2,5 мм²'. */
export const sectionText = (section: number) => `${formatNumber(section, 1)}\u00a0мм²`;

/** A select of the standard sections: values as an address writes them ('2.5'), labels as visitors read them. */
export const sectionOptions = standardSections.map((section) => ({ value: String(section), label: sectionText(section) }));

export const materialField = () => selectField({ label: 'Материал жил', options: materialOptions, default: 'copper' });
