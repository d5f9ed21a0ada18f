/** Query values as an address carries them: one value, or a list for a repeated key. */
export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * The query's URL form as a plain object; a repeated key becomes a list, in the order sent. A
 * `__proto__` parameter is dropped: assigning it would set the object's prototype (to a list, when
 * repeated), and no parameter of the site has that name.
 */
export function rawQueryOf(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    if (key === '__proto__') continue;
    const values = search.getAll(key);
    out[key] = values.length > 1 ? values : values[0]!;
  }
  return out;
}

/**
 * The message of a refused query for the people who read it: a schema's own Russian message
 * when it has one (`q` too long), otherwise the names of the refused parameters. zod's own
 * messages are English and meant for developers, so they are never passed on.
 */
export function queryErrorMessage(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  const own = issues.find((issue) => /[а-яё]/i.test(issue.message));
  if (own) return own.message;
  const names = [...new Set(issues.map((issue) => issue.path.join('.')))].filter(Boolean).join(', ');
  return names ? `Некорректные параметры запроса: ${names}` : 'Некорректные параметры запроса';
}
