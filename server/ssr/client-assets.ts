import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), css: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);

export interface ClientAssets {
  entryScript: string;
  stylesheets: string[];
  /** Modules to load before the entry: Vite's client in development (hot reload); none in a build. */
  devScripts?: string[];
}

export const clientEntryName = 'client/entry.client.tsx';

/** The hashed file names of the client build, read once at start from Vite's manifest. */
export function readClientAssets(clientDir: string): ClientAssets {
  const path = join(clientDir, '.vite', 'manifest.json');
  let manifest: z.infer<typeof manifestSchema>;
  try {
    manifest = manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new Error(`The client build is missing or broken (${path}): run "npm run build" first. ${String(error)}`);
  }
  const entry = manifest[clientEntryName];
  if (!entry) throw new Error(`The client build has no entry ${clientEntryName}: run "npm run build".`);
  return { entryScript: `/${entry.file}`, stylesheets: (entry.css ?? []).map((file) => `/${file}`) };
}
