import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress';

/**
 * Two builds from one config: the browser bundle (dist/client, hashed files + manifest the
 * server reads) and, with `--ssr`, the Node server bundle (dist/server) that imports the same
 * React code for rendering.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  // `#shared/…`, `#server/…`, `#client/…`: the paths of tsconfig.json, one list for TypeScript, Vite and Vitest.
  resolve: { tsconfigPaths: true },
  // Only the browser build ships the public files.
  publicDir: isSsrBuild ? false : 'client/public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rolldownOptions: {
          input: { main: 'server/main.ts', 'embedded-main': 'server/embedded-main.ts' },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        assetsDir: 'assets',
        rolldownOptions: { input: 'client/entry.client.tsx' },
      },
  ssr: { noExternal: [] },
}));
