import type Database from 'libsql';
import type { CalculatorRef } from '#shared/contract';
import type { EndpointHandlers } from '../registry-routes';

interface CalculatorRow {
  id: string;
  name: string;
  summary: string;
}

const calculator = (row: CalculatorRow): CalculatorRef => ({ id: row.id, name: row.name, summary: row.summary });

export function calculatorHandlers(db: Database.Database): Pick<EndpointHandlers, 'calculators' | 'calculator'> {
  const selectAll = db.prepare('SELECT id, name, summary FROM calculators ORDER BY sort_order');
  const selectOne = db.prepare('SELECT id, name, summary FROM calculators WHERE id = ?');

  return {
    calculators: {
      handle: () => (selectAll.all() as CalculatorRow[]).map(calculator),
    },
    calculator: {
      notFound: 'Калькулятор не найден',
      handle: ({ params }) => {
        const row = selectOne.get(params.calcID) as CalculatorRow | undefined;
        return row && calculator(row);
      },
    },
  };
}
