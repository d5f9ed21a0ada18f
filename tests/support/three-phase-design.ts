import type { ElPanel } from '#shared/contract';
import type { Design, DesignLine, Phase } from '#shared/designer/design';

/**
 * The demo content's three-phase house panel with a phase and a line on every device but the input,
 * so the quality gates see what lines and phases add: the designer's phase selects and «Линия»
 * editors, the result page's per-phase table and the single-line diagram's phases, cables and loads.
 * The model keeps a phase or a line only where it means something (docs/designer.md, "Lines and
 * phases"), so putting them everywhere is a valid design.
 */
export function threePhaseDesign(panels: readonly ElPanel[]): Design {
  const house = panels.find((panel) => panel.id === 'shchit-dlya-doma-36');
  if (!house) throw new Error('the demo content has no three-phase house panel (shchit-dlya-doma-36)');
  const design = house.design as Design;
  const phases: readonly Phase[] = ['L1', 'L2', 'L3'];
  let count = 0;
  const line = (index: number): DesignLine => ({ material: 'copper', section: 2.5, length: 10 + index, load: { value: 1.5, unit: 'kW' } });
  return {
    ...design,
    rows: design.rows.map((row) => ({
      items: row.items.map((item) => (item.input ? item : { ...item, phase: phases[count % 3]!, line: line(count++) })),
    })),
  };
}
