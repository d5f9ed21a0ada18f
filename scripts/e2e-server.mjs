// Starts the built site for the browser tests with a fresh data folder, removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  // One process, as the browser tests expect (a test that wants workers sets WEB_CONCURRENCY itself).
  env: { WEB_CONCURRENCY: '1', ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
