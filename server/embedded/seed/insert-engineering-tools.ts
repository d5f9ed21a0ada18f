import type Database from 'libsql';
import { calculators } from './calculators';
import { elPanels } from './elpanels';

/**
 * The engineering tools: the ready-made panels with their designs, and the calculators. An upsert: a data directory from before the designs
 * keeps its panels' ids (saved items point at them) and gets their compositions.
 */
export function insertEngineeringTools(db: Database.Database): void {
  const upsert = db.prepare(`
    INSERT INTO el_panels (id, sort_order, name, summary, description, design, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET sort_order = excluded.sort_order, name = excluded.name, summary = excluded.summary,
      description = excluded.description, design = excluded.design, updated_at = excluded.updated_at`);
  elPanels.forEach((panel, index) => {
    upsert.run(
      panel.id,
      index,
      panel.name,
      panel.summary,
      JSON.stringify(panel.description),
      JSON.stringify(panel.design),
      panel.updatedAt,
    );
  });
  const upsertCalculator = db.prepare(`
    INSERT INTO calculators (id, sort_order, name, summary) VALUES (?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET sort_order = excluded.sort_order, name = excluded.name, summary = excluded.summary`);
  calculators.forEach((calculator, index) => upsertCalculator.run(calculator.id, index, calculator.name, calculator.summary));
}
