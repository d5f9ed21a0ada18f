import { selectField } from './fields';
import { formatNumber } from './format';
import { standardSections, type Material } from './conductors';

export { minimumSection, resistivity, standardSections, type Material } from './conductors';

/**
 * Conductor materials and cross-sections as the calculators' forms offer them (docs/calculators.md,
 * "Conductors"); the values themselves are in ./conductors.ts, which the designer reads too.
 */

export const materialOptions = [
  { value: 'copper', label: 'Медь' },
  { value: 'aluminium', label: 'Алюминий' },
] as const satisfies readonly { value: Material; label: string }[];

export const materialLabel = (material: Material) => (material === 'copper' ? 'медь' : 'алюминий');

/** '2,5 мм²'. */
export const sectionText = (section: number) => `${formatNumber(section, 1)}\u00a0мм²`;

/** A select of the standard sections: values as an address writes them ('2.5'), labels as visitors read them. */
export const sectionOptions = standardSections.map((section) => ({ value: String(section), label: sectionText(section) }));

export const materialField = () => selectField({ label: 'Материал жил', options: materialOptions, default: 'copper' });
