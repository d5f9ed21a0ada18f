import { z } from 'zod';
import { isCalculatorId } from '../calculators';
import { decodeDesign } from '../designer/url-encoding';
import { designResultPrefix } from '../projects/tool-links';
import { validationMessage } from '../validation/messages';
import type { AccountCall } from './openapi';
import { projectLimits } from './project-limits';
import { projectMessages } from './project-messages';

export { projectLimits, projectMessages };

/**
 * A project (docs/behaviour.md, "Projects") is a signed-in user's named specification together with
 * what was saved into it from the tools: calculations and designs, each by its tool's address, which
 * carries the tool's whole state. The calls live under the specification's id; the specification's
 * lines and its quote requests are its own calls.
 */
export const projectItemKinds = ['calculation', 'design'] as const;
export type ProjectItemKind = (typeof projectItemKinds)[number];

const addressLabel = 'Адрес';
/** A calculator's page on this site with its inputs in the query; no fragment, no spaces, nothing to break out of an attribute. */
const calculationAddress = /^\/calculators\/([a-z][a-z-]{0,40})(?:\?[^\s#<>"'\\`]*)?$/;

/** The tool's address for the kind, or the Russian reason it is not one. */
export function checkToolAddress(kind: ProjectItemKind, address: string): string | null {
  if (kind === 'calculation') {
    const id = calculationAddress.exec(address)?.[1];
    return id && isCalculatorId(id) ? null : validationMessage('default', addressLabel);
  }
  if (!address.startsWith(designResultPrefix)) return validationMessage('default', addressLabel);
  const decoded = decodeDesign(address.slice(designResultPrefix.length));
  return decoded.ok ? null : decoded.message;
}

const titleSchema = z
  .string({ error: validationMessage('required', 'Название') })
  .trim()
  .min(1, { error: validationMessage('required', 'Название') })
  .max(projectLimits.titleMax, { error: validationMessage('max', 'Название', projectLimits.titleMax) })
  // eslint-disable-next-line no-control-regex -- a title is one line of a list
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: validationMessage('singleLine', 'Название') });

/** «Сохранить в проект»: what, under which title, and the tool's address with its state. */
export const addProjectItemSchema = z
  .object({
    kind: z.enum(projectItemKinds, { error: validationMessage('option', 'Тип') }),
    title: titleSchema,
    address: z
      .string({ error: validationMessage('required', addressLabel) })
      .min(1, { error: validationMessage('required', addressLabel) })
      .max(projectLimits.addressMax, { error: validationMessage('max', addressLabel, projectLimits.addressMax) }),
  })
  .superRefine((item, context) => {
    const problem = checkToolAddress(item.kind, item.address);
    if (problem) context.addIssue({ code: 'custom', path: ['address'], message: problem });
  });
export type AddProjectItem = z.infer<typeof addProjectItemSchema>;

export const projectItemSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(projectItemKinds),
  title: z.string(),
  /** The tool's address (a path of this site): a calculator with its inputs, or a design's result page. */
  address: z.string().refine((address) => address.startsWith('/') && !address.startsWith('//'), 'must be a path of this site'),
  createdAt: z.string(),
});
export type ProjectItem = z.infer<typeof projectItemSchema>;
export const projectItemListSchema = z.array(projectItemSchema).max(projectLimits.items);

/** An item's number in the path. */
export const projectItemIdSchema = z.string().regex(/^[1-9]\d{0,15}$/);

/** Upstream paths (`{param}` OpenAPI style), under the specification's. */
export const projectItemPaths = {
  items: '/api/specs/{specId}/items',
  item: '/api/specs/{specId}/items/{itemId}',
} as const;

const ownErrors = { 401: 'Not signed in', 404: "Unknown specification, or another user's" };

export const projectItemCalls: AccountCall[] = [
  {
    method: 'get',
    path: projectItemPaths.items,
    summary: "A project's saved calculations and designs, newest first",
    bearer: true,
    ok: { status: 200, description: 'Items', schema: projectItemListSchema },
    errors: ownErrors,
  },
  {
    method: 'post',
    path: projectItemPaths.items,
    summary:
      'Save a calculation (a calculator’s address with its inputs) or a design (its result address, which must decode) into a project; ' +
      'the same address saved twice answers the item already there (200)',
    bearer: true,
    body: addProjectItemSchema,
    ok: { status: 201, description: 'The item', schema: projectItemSchema },
    errors: {
      400: 'Invalid kind, title or address (data: the Russian message)',
      ...ownErrors,
      409: `The project keeps ${projectLimits.items} items already`,
    },
  },
  {
    method: 'delete',
    path: projectItemPaths.item,
    summary: 'Remove an item from a project',
    bearer: true,
    ok: { status: 204, description: 'Removed' },
    errors: { 401: 'Not signed in', 404: "Unknown specification or item, or another user's" },
  },
];
