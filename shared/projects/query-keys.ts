/** A project's saved calculations and designs, as GET /api/specs/{id}/items answers them (the server prefills it). */
export const projectItemsQueryKey = (specId: string) => ['projects', 'items', specId] as const;
