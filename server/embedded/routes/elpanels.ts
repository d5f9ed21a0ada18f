import type Database from 'libsql';
import type { ElPanelRef } from '#shared/contract';
import type { EndpointHandlers } from '../registry-routes';

interface ElPanelRow {
  id: string;
  name: string;
  summary: string;
}

const elPanel = (row: ElPanelRow): ElPanelRef => ({ id: row.id, name: row.name, summary: row.summary });

export function elPanelHandlers(db: Database.Database): Pick<EndpointHandlers, 'elPanels' | 'elPanel'> {
  const selectAll = db.prepare('SELECT id, name, summary FROM el_panels ORDER BY sort_order');
  const selectOne = db.prepare('SELECT id, name, summary FROM el_panels WHERE id = ?');

  return {
    elPanels: {
      handle: () => (selectAll.all() as ElPanelRow[]).map(elPanel),
    },
    elPanel: {
      notFound: 'Электрощит не найден',
      handle: ({ params }) => {
        const row = selectOne.get(params.elpanelID) as ElPanelRow | undefined;
        return row && elPanel(row);
      },
    },
  };
}
