import type { z } from 'zod';

/** A setting the process cannot start with; its message names the variable and is safe to print. */
export class ConfigError extends Error {}

/**
 * The environment through a zod schema; a bad value is one ConfigError line naming the variable
 * (never echoing a secret). Empty strings count as unset, so `FOO=` in an env file is no error.
 */
export function parseEnvironment<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const variable = String(issue.path[0] ?? 'environment');
  const value = present[variable];
  // A URL's user and password (REDIS_URL, SMTP_URL) are secrets too: the rest of it helps find the mistake.
  const shown = value === undefined || /SECRET|TOKEN/.test(variable) ? '' : ` (got "${value.replace(/\/\/[^/@]*@/, '//…@')}")`;
  throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}${shown}`);
}
