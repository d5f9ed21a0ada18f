/**
 * Where a project's items lead (docs/behaviour.md, "Projects"): each back to its tool with its state.
 * Without zod or the tools' code, so the project page stays small.
 */
export const designResultPrefix = '/elpanels/designer/result?d=';

/** The project's page: a signed-in user's specification with what was saved into it. */
export const projectPath = (specId: string) => `/my/projects/${specId}`;

/** The designer opened on a saved design (its result address carries the design as `d`). */
export function designerAddress(resultAddress: string): string {
  return resultAddress.startsWith(designResultPrefix)
    ? `/elpanels/designer?d=${resultAddress.slice(designResultPrefix.length)}`
    : '/elpanels/designer';
}
