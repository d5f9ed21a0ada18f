// `npm run seed:large -- --products N [--seed S]`: runs server/embedded/seed/large/main.ts through
// Vite's module runner, so no build is needed first (docs/operations.md, "A large catalogue").
import { runnerImport } from 'vite';

const { module } = await runnerImport('/server/embedded/seed/large/main.ts', {
  root: process.cwd(),
  configFile: false,
  logLevel: 'warn',
  // `#server/…`, `#shared/…`: the paths of tsconfig.json, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
});
module.runSeedLarge(process.argv.slice(2), process.env);
