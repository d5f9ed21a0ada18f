import type { Context, Hono } from 'hono';
import { createImportSchema, importIdSchema, importMessages, resolveImportRowSchema } from '#shared/contract/spec-imports';
import type { z } from 'zod';
import { ApiFailure } from '../errors';
import type { SpecImports } from '../specs/imports';
import type { SpecRow } from '../specs/store';
import { readJsonObject } from './request-body';

async function bodyOf<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonObject(c));
  if (!parsed.success) throw new ApiFailure(400, parsed.error.issues[0]?.message ?? importMessages.empty);
  return parsed.data;
}

function lineOf(c: Context): number {
  const line = Number(c.req.param('line'));
  if (!/^[1-9]\d{0,6}$/.test(c.req.param('line') ?? '')) throw new ApiFailure(404, importMessages.rowNotFound);
  return line;
}

function importIdOf(c: Context): string {
  const id = importIdSchema.safeParse(c.req.param('importId'));
  if (!id.success) throw new ApiFailure(404, importMessages.notFound);
  return id.data;
}

/**
 * Bulk add on a specification's path (docs/behaviour.md, "Bulk add"): `find` resolves the path to a
 * specification the caller may touch (or throws 404); `record` an import of the caller's.
 */
export function importRoutes<E extends object>(
  app: Hono<E>,
  imports: SpecImports,
  paths: { create: string; one: string },
  find: (c: Context<E>) => SpecRow,
  record: (c: Context<E>, importId: string) => ReturnType<SpecImports['ofGuest']>,
) {
  app.post(paths.create, async (c) => {
    const spec = find(c);
    const { rows } = await bodyOf(c, createImportSchema);
    return c.json(imports.create(spec, rows), 201);
  });
  const found = (c: Context<E>) => {
    const one = record(c, importIdOf(c));
    if (!one) throw new ApiFailure(404, importMessages.notFound);
    return one;
  };
  app.get(paths.one, (c) => c.json(imports.view(found(c)), 200));
  app.post(`${paths.one}/rows/:line`, async (c) => {
    const one = found(c);
    const line = lineOf(c);
    return c.json(imports.resolve(one, line, await bodyOf(c, resolveImportRowSchema)), 200);
  });
}
