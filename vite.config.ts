import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Two builds from one config: the browser bundle (dist/client, hashed files + manifest the
 * server reads) and, with `--ssr`, the Node server bundle (dist/server) that imports the same
 * React code for rendering.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  // `#shared/…`, `#server/…`, `#client/…`: the paths of tsconfig.json, one list for TypeScript, Vite and Vitest.
  resolve: { tsconfigPaths: true, alias: reactRouterProductionBuild },
  // Only the browser build ships the public files.
  publicDir: isSsrBuild ? false : 'client/public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rolldownOptions: {
          input: { main: 'server/main.ts', 'embedded/main': 'server/embedded/main.ts' },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        assetsDir: 'assets',
        // No list of every chunk's dependencies in the entry: it cost the home page 2 KB gzip of file
        // names (docs/decisions/007-javascript-budget.md). A lazy chunk's own imports load when the
        // browser reads it; its CSS is still loaded with it.
        modulePreload: false,
        rolldownOptions: { input: 'client/entry.client.tsx' },
      },
  // React Router is bundled into the server so that it can be its production build (below).
  ssr: { noExternal: ['react-router'] },
}));

/**
 * React Router's package resolves only to its development build, warnings and checks included, even
 * in a production bundle (remix-run/react-router#14102); its production build ships beside it. Both
 * bundles take that one: the server bundles it in (`ssr.noExternal`), since Node would not load a file
 * the package does not export.
 */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

/**
 * Writes a `.br` and a `.gz` copy beside every text file of the browser build, compressed once at
 * build time at the highest levels. The server reads them into memory at start and sends the copy
 * the browser accepts (server/assets/immutable-assets.ts), so no request for a script or a style
 * pays for compression; pages and JSON are compressed as they go out
 * (docs/decisions/013-compression.md). It runs on the written files: other plugins still rewrite
 * chunks until then.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|txt)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
