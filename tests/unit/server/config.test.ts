import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

describe('configuration (DESIGN.md)', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.UPSTREAM_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./data');
  });

  it('honours PORT', () => {
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ UPSTREAM_URL: 'not a url', SESSION_SECRET: 'x'.repeat(32) }, 'UPSTREAM_URL'],
    [{ UPSTREAM_URL: 'https://api.example.ru' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ UPSTREAM_TIMEOUT_MS: '5' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
  ])('rejects %o with one line naming %s', (env, variable) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(variable);
    expect(message).not.toContain('\n');
  });

  it('never prints the session secret', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'my-secret' })).toThrow(/^(?!.*my-secret)/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', UPSTREAM_URL: '' }).PORT).toBe(3000);
  });
});
