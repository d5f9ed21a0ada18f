import type Database from 'libsql';

/**
 * A prepared statement read as rows of a known shape, or — after `map` — as what the rows become.
 * libsql types every row as unknown; the row type names the columns its SQL selects, so the one
 * assertion that they match is here rather than at each read.
 */
export interface RowQuery<T> {
  all(...params: unknown[]): T[];
  /** The first row; undefined when there is none (an endpoint's 404). */
  get(...params: unknown[]): T | undefined;
  map<U>(toValue: (row: T) => U): RowQuery<U>;
}

export function rowQuery<Row>(db: Database.Database, sql: string): RowQuery<Row> {
  return reading(db.prepare(sql), (row: Row) => row);
}

function reading<Row, T>(statement: Database.Statement<unknown[]>, toValue: (row: Row) => T): RowQuery<T> {
  return {
    all: (...params) => (statement.all(...params) as Row[]).map(toValue),
    get: (...params) => {
      const row = statement.get(...params) as Row | undefined;
      return row === undefined ? undefined : toValue(row);
    },
    map: (next) => reading(statement, (row: Row) => next(toValue(row))),
  };
}
