import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmbeddedApi, type EmbeddedApi, type EmbeddedApiOptions } from '#server/embedded/app';
import { testPasswordCost } from '#tests/support/site-harness';

export interface TestApi {
  api: EmbeddedApi;
  dataDir: string;
  /** GET through the app in-process; `json` is undefined for non-JSON bodies. */
  get(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; text: string; json: unknown }>;
  dispose(): void;
}

export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-api-'));
}

export function openTestApi(dataDir = makeTempDir(), options: Omit<EmbeddedApiOptions, 'dataDir'> = {}): TestApi {
  const api = createEmbeddedApi({ dataDir, passwordCost: testPasswordCost, ...options });
  return {
    api,
    dataDir,
    async get(url, init) {
      const response = await api.app.request(url, init);
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
      return { status: response.status, headers: response.headers, text, json: isJson && text !== '' ? JSON.parse(text) : undefined };
    },
    dispose() {
      api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
