import type * as z from 'zod/mini';
import {
  defaultValues,
  valuesSearch,
  type FieldErrors,
  type FormValues,
  type Lists,
  type ParsedQuery,
  type QueryInput,
  type QueryShape,
} from './query';

/**
 * One calculator as a page uses it (docs/calculators.md, "Using a calculator"): its form's
 * fields and lists for drawing, the fresh form's values, reading and writing the address, the maths,
 * and `evaluate`, which does all of it for a query.
 */
export type Evaluation<I, R> =
  /** No parameter of the calculator in the address: the form with its defaults, nothing computed. */
  | { state: 'empty'; values: FormValues; errors: FieldErrors }
  | { state: 'invalid'; values: FormValues; errors: FieldErrors }
  | { state: 'computed'; values: FormValues; errors: FieldErrors; input: I; result: R };

export interface Calculator<S extends z.ZodMiniType, L extends Lists, I, R> {
  id: string;
  shape: QueryShape<S, L>;
  fields: QueryShape<S, L>['fields'];
  /** Typed as `Lists` too, so code serving any calculator can walk them. */
  lists: L & Lists;
  /** The values a fresh form shows. */
  defaults: FormValues;
  parse(params: QueryInput): ParsedQuery<I>;
  /** The address's query for an input: every parameter written. */
  toQuery(input: I): URLSearchParams;
  /** The address's query for values as typed, right or wrong. */
  valuesToQuery(values: FormValues): URLSearchParams;
  compute(input: I): R;
  evaluate(params: QueryInput): Evaluation<I, R>;
}

export function defineCalculator<const Id extends string, S extends z.ZodMiniType, L extends Lists, I, R>(definition: {
  id: Id;
  shape: QueryShape<S, L>;
  parse: (params: QueryInput) => ParsedQuery<I>;
  toQuery: (input: I) => URLSearchParams;
  compute: (input: I) => R;
}): Calculator<S, L, I, R> & { id: Id } {
  const { id, shape, parse, toQuery, compute } = definition;
  return {
    id,
    shape,
    fields: shape.fields,
    lists: shape.lists,
    defaults: defaultValues(shape),
    parse,
    toQuery,
    valuesToQuery: (values) => valuesSearch(shape, values),
    compute,
    evaluate(params) {
      const parsed = parse(params);
      if (parsed.ok) return { state: 'computed', values: parsed.values, errors: {}, input: parsed.input, result: compute(parsed.input) };
      return { state: parsed.empty ? 'empty' : 'invalid', values: parsed.values, errors: parsed.errors };
    },
  };
}
