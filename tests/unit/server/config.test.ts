import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { ConfigError } from '#server/environment/parse';
import { loadEmbeddedConfig } from '#server/embedded/config';

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.UPSTREAM_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./data');
  });

  it('reuses public pages by default; PAGE_CACHE_TTL_MS=0 turns that off (docs/decisions/011-reused-public-html.md)', () => {
    const config = loadConfig({});
    // PAGE_CACHE_MAX_MB unset is planned from the memory each worker gets (tests/unit/server/process-plan.test.ts).
    expect([config.PAGE_CACHE_TTL_MS, config.PAGE_CACHE_STALE_MS, config.PAGE_CACHE_MAX_MB, config.PAGE_CACHE_MAX_ENTRIES]).toEqual([
      10_000,
      60_000,
      undefined,
      5000,
    ]);
    expect(loadConfig({ PAGE_CACHE_TTL_MS: '0' }).PAGE_CACHE_TTL_MS).toBe(0);
  });

  it('draws one page at a time per process by default, with four reading their data (docs/operations.md, "Renders under load")', () => {
    const config = loadConfig({});
    expect([config.RENDER_CONCURRENCY, config.RENDER_READERS, config.RENDER_QUEUE_MAX]).toEqual([1, 4, 64]);
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
    [{ UPSTREAM_MAX_BYTES: '12' }, 'UPSTREAM_MAX_BYTES'],
    [{ API_FORWARD_PREFIXES: '/api/auth/' }, 'API_FORWARD_PREFIXES'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ UPSTREAM_BREAKER_FAILURES: '0' }, 'UPSTREAM_BREAKER_FAILURES'],
    [{ UPSTREAM_BREAKER_OPEN_MS: 'soon' }, 'UPSTREAM_BREAKER_OPEN_MS'],
    [{ REDIS_URL: 'http://cache.example:6379' }, 'REDIS_URL'],
    [{ PAGE_CACHE_TTL_MS: '-1' }, 'PAGE_CACHE_TTL_MS'],
    [{ PAGE_CACHE_STALE_MS: 'a minute' }, 'PAGE_CACHE_STALE_MS'],
    [{ PAGE_CACHE_MAX_MB: '0' }, 'PAGE_CACHE_MAX_MB'],
    [{ PAGE_CACHE_MAX_ENTRIES: '0' }, 'PAGE_CACHE_MAX_ENTRIES'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: 'auto' }, 'WEB_CONCURRENCY'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://' }, 'REDIS_URL'],
    [{ METRIKA_ID: 'abc' }, 'METRIKA_ID'],
    [{ METRIKA_ID: '0' }, 'METRIKA_ID'],
    [{ METRIKA_ID: '-5' }, 'METRIKA_ID'],
    [{ METRIKA_ID: '12.5' }, 'METRIKA_ID'],
    [{ METRIKA_ID: '123 ' }, 'METRIKA_ID'],
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

  it('takes a redis:// or rediss:// REDIS_URL, unset by default', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379' }).REDIS_URL).toBe('redis://redis:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.example.ru:6380/2' }).REDIS_URL).toBe('rediss://:pw@cache.example.ru:6380/2');
  });

  it('never prints the password of a URL it refuses', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2-secret@cache.example.ru' })).toThrow(
      /^Invalid configuration: REDIS_URL .*\(got "http:\/\/…@cache\.example\.ru"\)$/,
    );
  });

  it('takes a Yandex Metrika counter number; without one there is none', () => {
    expect(loadConfig({ METRIKA_ID: '98765432' }).METRIKA_ID).toBe(98765432);
    expect(loadConfig({}).METRIKA_ID).toBeUndefined();
    expect(loadConfig({ METRIKA_ID: '' }).METRIKA_ID).toBeUndefined();
    expect(() => loadConfig({ METRIKA_ID: 'counter-1' })).toThrow(
      'Invalid configuration: METRIKA_ID must be the counter number, digits only (e.g. 12345678) (got "counter-1")',
    );
  });

  it('takes the VAT rate the prices include, 22 % unless set, 0 for none (docs/operations.md, "Documents")', () => {
    expect(loadConfig({}).VAT_RATE_PERCENT).toBe(22);
    expect(loadConfig({ VAT_RATE_PERCENT: '0' }).VAT_RATE_PERCENT).toBe(0);
    expect(() => loadConfig({ VAT_RATE_PERCENT: '20.5' })).toThrow('VAT_RATE_PERCENT');
    expect(() => loadConfig({ VAT_RATE_PERCENT: '-1' })).toThrow('VAT_RATE_PERCENT');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', UPSTREAM_URL: '' }).PORT).toBe(3000);
  });
});

describe('embedded API configuration', () => {
  it('has loopback defaults', () => {
    expect(loadEmbeddedConfig({})).toEqual({
      EMBEDDED_PORT: 4000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      SMTP_FROM: 'ЭлектроЩит Про <noreply@example.ru>',
    });
  });

  it('takes an SMTP server for real mail and refuses anything else', () => {
    expect(loadEmbeddedConfig({ SMTP_URL: 'smtps://user:secret@mail.example.ru:465' }).SMTP_URL).toBe(
      'smtps://user:secret@mail.example.ru:465',
    );
    expect(() => loadEmbeddedConfig({ SMTP_URL: 'http://mail.example.ru' })).toThrow(/SMTP_URL/);
  });

  it.each([
    [{ EMBEDDED_PORT: '0' }, 'EMBEDDED_PORT'],
    [{ EMBEDDED_PORT: 'x' }, 'EMBEDDED_PORT'],
    [{ PUBLIC_ORIGIN: 'ftp://example.ru' }, 'PUBLIC_ORIGIN'],
  ])('rejects %o with one line naming %s', (env, variable) => {
    expect(() => loadEmbeddedConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('an operator prefix that covers account calls is refused; an ordinary one is taken', () => {
    expect(() => loadConfig({ API_FORWARD_PREFIXES: '/api/v2/,/api/' })).toThrow(/API_FORWARD_PREFIXES/);
    expect(loadConfig({ API_FORWARD_PREFIXES: '/api/v2/public/, /api/docs/' }).API_FORWARD_PREFIXES).toEqual([
      '/api/v2/public/',
      '/api/docs/',
    ]);
  });
});
