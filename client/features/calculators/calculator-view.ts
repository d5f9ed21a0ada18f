import { createElement, type ComponentType, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { CalculatorId } from '#shared/calculators';
import type { Calculator } from '#shared/calculators/calculator';
import { rowLabel, type ScalarField } from '#shared/calculators/fields';
import { rowKey, type FieldErrors, type FormValues, type Lists } from '#shared/calculators/query';
import type { CatalogOffer } from '#shared/calculators/catalog-offer';

/**
 * One calculator as its page draws it (docs/behaviour.md, "Calculators"): the form's metadata from
 * the calculator's own module and its result as two parts — the summary (the answer, read out as it
 * changes) and the details (the other numbers, tables, formulas, inputs). Built by `defineView`, which
 * binds the calculator's input and result types to its components, so the generic form and panel
 * work with any calculator without knowing them.
 *
 * The page's own chunk reaches the calculators' modules only through a view — the row helpers
 * included — so that what they share stays out of the page's static imports and out of the list
 * of every page's chunks the site's entry carries (docs/decisions/007-javascript-budget.md).
 * `createElement` rather than JSX, for the same budget: it makes every calculator's chunk reach
 * React itself; chunks that reached only React's JSX runtime would make the bundler split React,
 * its JSX runtime and its helpers into three files that every page then loads.
 */
export interface ResultParts {
  summary: ReactNode;
  details: ReactNode;
}

export type Outcome =
  /** No parameter of the calculator in the address: the form with its defaults and a prompt. */
  | { state: 'empty' | 'invalid'; values: FormValues; errors: FieldErrors }
  | {
      state: 'computed';
      values: FormValues;
      errors: FieldErrors;
      result: ResultParts;
      /** The catalogue's products for the result's choice (docs/calculators.md, "From result to product"). */
      offers: CatalogOffer[];
    }
  /** The maths refused the values (it stops rather than show a number that is not one). */
  | { state: 'failed'; values: FormValues; errors: FieldErrors };

export interface CalculatorView {
  id: CalculatorId;
  fields: Record<string, ScalarField>;
  lists: Lists;
  /** Draw the lists before the single fields (the loads are the point of the power calculator). */
  listsFirst: boolean;
  valuesToQuery(values: FormValues): URLSearchParams;
  evaluate(query: URLSearchParams): Outcome;
  /** `power.1`: the key of a row field's value and message (shared/calculators/query.ts). */
  rowKey(column: string, index: number): string;
  /** «Мощность (строка 2)»: how a row field's messages name it (shared/calculators/fields.ts). */
  rowLabel(label: string, index: number): string;
}

export interface ResultProps<I, R> {
  input: I;
  result: R;
}

export function defineView<S extends z.ZodMiniType, L extends Lists, I, R>(
  calculator: Calculator<S, L, I, R> & { id: CalculatorId },
  parts: {
    Summary: ComponentType<ResultProps<I, R>>;
    Details: ComponentType<ResultProps<I, R>>;
    listsFirst?: boolean;
    /** A calculator that ends in a choice: the catalogue's products for it. */
    offers?: (input: I, result: R) => CatalogOffer[];
  },
): CalculatorView {
  const { Summary, Details, offers } = parts;
  return {
    id: calculator.id,
    fields: calculator.fields,
    lists: calculator.lists,
    listsFirst: parts.listsFirst ?? false,
    valuesToQuery: (values) => calculator.valuesToQuery(values),
    rowKey,
    rowLabel,
    evaluate(query) {
      let evaluation;
      try {
        evaluation = calculator.evaluate(query);
      } catch {
        // The bounds keep every result finite; should one not be, say so instead of failing the page.
        const parsed = calculator.parse(query);
        return { state: 'failed', values: parsed.values, errors: {} };
      }
      if (evaluation.state !== 'computed') return { state: evaluation.state, values: evaluation.values, errors: evaluation.errors };
      const { input, result } = evaluation;
      return {
        state: 'computed',
        values: evaluation.values,
        errors: {},
        result: { summary: createElement(Summary, { input, result }), details: createElement(Details, { input, result }) },
        offers: offers ? offers(input, result) : [],
      };
    },
  };
}
