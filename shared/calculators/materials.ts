import { selectField } from './fields';
import { sectionText, standardSections, type Material } from './conductors';

export { materialLabel, minimumSection, resistivity, sectionText, standardSections, type Material } from './conductors';

/**
 * Conductor materials and cross-sections as the calculators' forms offer them (docs/calculators.md,
 * "Conductors"); the values themselves are in ./conductors.ts, which the designer reads too.
 */

export const materialOptions = [
  { value: 'copper', label: 'Медь' },
  { value: 'aluminium', label: 'Алюминий' },
] as const satisfies readonly { value: Material; label: string }[];

/** A select of the standard sections: values as an address writes them ('2.5'), labels as visitors read them. */
export const sectionOptions = standardSections.map((section) => ({ value: String(section), label: sectionText(section) }));

export const materialField = () => selectField({ label: 'Материал жил', options: materialOptions, default: 'copper' });
