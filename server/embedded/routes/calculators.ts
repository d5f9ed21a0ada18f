import type Database from 'libsql';
import type { CalculatorRef } from '#shared/contract';
import type { EndpointHandlers } from '../registry-routes';
import { rowQuery } from '../row-query';

interface CalculatorRow {
  id: string;
  name: string;
  summary: string;
}

const calculator = (row: CalculatorRow): CalculatorRef => ({ id: row.id, name: row.name, summary: row.summary });

export function calculatorHandlers(db: Database.Database): Pick<EndpointHandlers, 'calculators' | 'calculator'> {
  const selectAll = rowQuery<CalculatorRow>(db, 'SELECT id, name, summary FROM calculators ORDER BY sort_order').map(calculator);
  const selectOne = rowQuery<CalculatorRow>(db, 'SELECT id, name, summary FROM calculators WHERE id = ?').map(calculator);

  return {
    calculators: { handle: () => selectAll.all() },
    calculator: { notFound: 'Калькулятор не найден', handle: ({ params }) => selectOne.get(params.calcID) },
  };
}
