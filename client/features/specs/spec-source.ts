/**
 * Which specification a page shows, as its forms and calls need it: the visitor's current one
 * (`/spec`, a guest's) or a signed-in user's numbered one (`/my/specs/{id}`).
 */
export interface SpecSource {
  /** The BFF address of its calls: `/api/specs/current` or `/api/specs/{id}`. */
  api: string;
  /** The page showing it: a form posted without JavaScript comes back here. */
  page: string;
  /** A signed-in user's number; none for the guest's. */
  specId?: string;
}

export const currentSpecSource: SpecSource = { api: '/api/specs/current', page: '/spec' };

export function ownSpecSource(specId: string): SpecSource {
  return { api: `/api/specs/${specId}`, page: `/my/specs/${specId}`, specId };
}
