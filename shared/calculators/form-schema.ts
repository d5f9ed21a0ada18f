import * as z from 'zod/mini';
import { validationMessage } from '#shared/validation/messages';

/**
 * A calculator's one schema over its form (docs/calculators.md, "Fields"): the fields' own schemas
 * under their keys, and a select that decides which further field is read.
 */

/** The schemas of `keys`, under the same keys: the fields every variant of a form reads. */
export function schemasOf<const K extends string, F extends { [P in K]: { schema: z.ZodMiniType } }>(
  fields: F,
  keys: readonly K[],
): { [P in K]: F[P]['schema'] } {
  // Object.fromEntries forgets the keys; they are exactly `keys`, each with its field's schema.
  return Object.fromEntries(keys.map((key) => [key, fields[key].schema])) as { [P in K]: F[P]['schema'] };
}

/**
 * A form whose select picks one of two sets of fields (the load by power or by current, a
 * soil from the table or a resistivity typed in): each variant names the select's value and the
 * field it reads, `common` the fields both read. A value neither variant names gets the select's
 * «option» message.
 */
export function eitherSchema<A extends z.core.$ZodLooseShape, B extends z.core.$ZodLooseShape, C extends z.core.$ZodLooseShape>(
  key: string,
  select: { label: string },
  first: A,
  second: B,
  common: C,
) {
  return z.discriminatedUnion(key, [z.object({ ...first, ...common }), z.object({ ...second, ...common })], {
    error: validationMessage('option', select.label),
  });
}
