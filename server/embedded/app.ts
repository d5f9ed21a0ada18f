import { Hono } from 'hono';
import { cappedBodies } from '#server/access/body-caps';
import { buildOpenApiDocument } from '#shared/contract/openapi';
import type Database from 'libsql';
import { createAccounts } from './accounts';
import { createPasswordHasher } from './accounts/passwords';
import { systemClock, type Clock } from './accounts/clock';
import { openDatabase } from './database';
import { embeddedError, ApiFailure } from './errors';
import { createImageReader } from './images';
import { mountEndpoints, type EndpointHandlers } from './registry-routes';
import { embeddedAuthRoutes } from './routes/auth';
import { calculatorHandlers } from './routes/calculators';
import { catalogHandlers } from './routes/catalog';
import { loadCatalog } from './catalog/model';
import { createCatalogSearch } from './catalog/search';
import { contentHandlers } from './routes/content';
import { bumpContentVersion, contentVersionHandlers } from './routes/content-version';
import { elPanelHandlers } from './routes/elpanels';
import { embeddedMediaRoutes } from './routes/media';
import { menuHandlers } from './routes/menu';
import { createSmtpMailer } from './mail/smtp-mailer';
import { embeddedOutboxRoutes } from './routes/outbox';
import { portfolioHandlers } from './routes/portfolio';
import { postHandlers } from './routes/posts';
import { embeddedSaveRoutes } from './routes/saves';
import { embeddedConsentRoutes } from './routes/consents';
import { createConsentLog } from './consents/consent-log';
import { embeddedSpecRoutes } from './routes/specs';
import { createSpecStore } from './specs/store';
import { createSpecImports } from './specs/imports';
import { createBulkMatcher } from './catalog/bulk-match';
import { createSpecQuotes } from './specs/quotes';
import { createProjectItems } from './specs/project-items';
import { embeddedMyQuoteRoutes } from './routes/spec-quotes';
import { embeddedQuoteRoutes } from './routes/quote-requests';
import { seoPageHandlers } from './routes/seo-pages';
import { embeddedUserRoutes } from './routes/users';
import { seedDemoData } from './seed';

export interface EmbeddedApiOptions {
  /** Directory of `embedded.sqlite`; created when missing. */
  dataDir: string;
  /** Where unexpected errors go (the BFF passes its logger); `console.error` by default. */
  logError?: (error: unknown) => void;
  /** The public address of the site (not of this API): links in the mails point there. */
  siteOrigin?: string;
  /** Milliseconds since the epoch; tests pass their own to expire tokens and codes without waiting. */
  now?: Clock;
  /** scrypt's cost for new password hashes; tests pass a small one (production: 16384). */
  passwordCost?: number;
  /** Send mails through this SMTP server instead of the demo outbox, which is then off (docs/operations.md, "Mail"). */
  smtp?: { url: string; from: string };
}

export const defaultSiteOrigin = 'http://localhost:3000';

export interface EmbeddedApi {
  app: Hono;
  db: Database.Database;
  close(): void;
}

/**
 * The upstream API the BFF talks to when no real one is configured: the contract of
 * `shared/contract/endpoints.ts` and the accounts of `shared/contract/auth.ts`, served from
 * SQLite, filled with demo content on first start. Mails go to an outbox (`GET /api/dev/outbox`).
 */
export function createEmbeddedApi(options: EmbeddedApiOptions): EmbeddedApi {
  const logError = options.logError ?? ((error: unknown) => console.error('embedded API:', error));
  const siteOrigin = readSiteOrigin(options.siteOrigin ?? defaultSiteOrigin);
  const db = openDatabase(options.dataDir);
  try {
    seedDemoData(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const image = createImageReader(db);
  const catalog = loadCatalog(db, image);
  // Listings and the search index are held in memory from here on: what they serve may differ from before this start.
  bumpContentVersion(db);
  const search = createCatalogSearch(catalog, db);
  const handlers: EndpointHandlers = {
    ...menuHandlers(db),
    ...contentHandlers(db, image),
    ...seoPageHandlers(db, image),
    ...postHandlers(db, image),
    ...portfolioHandlers(db, image),
    ...catalogHandlers(catalog, search),
    ...elPanelHandlers(db, catalog),
    ...calculatorHandlers(db),
    ...contentVersionHandlers(db),
  };

  const mailer = options.smtp
    ? createSmtpMailer({ ...options.smtp, onError: (error) => logError(new Error(`mail not sent: ${String(error)}`)) })
    : undefined;
  const accounts = createAccounts(db, {
    now: options.now ?? systemClock,
    siteOrigin,
    passwords: createPasswordHasher(options.passwordCost),
    mailer,
  });

  const app = new Hono();
  app.use(
    '/api/*',
    cappedBodies((c) => embeddedError(c, 413, 'Слишком большой запрос')),
  );
  app.route('/api/media', embeddedMediaRoutes(db));
  app.route('/api/auth', embeddedAuthRoutes(accounts));
  app.route('/api/users', embeddedUserRoutes(accounts));
  app.route('/api/saves', embeddedSaveRoutes(accounts));
  app.route('/api/consents', embeddedConsentRoutes(accounts, createConsentLog(db, options.now ?? systemClock)));
  const specStore = createSpecStore(db, catalog, options.now ?? systemClock);
  const specImports = createSpecImports(db, createBulkMatcher(catalog, search), specStore, catalog.byId, options.now ?? systemClock);
  const specQuotes = createSpecQuotes(db, accounts.mail, options.now ?? systemClock, siteOrigin);
  app.route(
    '/api/specs',
    embeddedSpecRoutes(accounts, specStore, specImports, specQuotes, createProjectItems(db, options.now ?? systemClock)),
  );
  app.route('/api/quote-requests', embeddedMyQuoteRoutes(accounts, specQuotes));
  app.route('/api/catalog/quote-requests', embeddedQuoteRoutes(db, catalog, accounts.mail, options.now ?? systemClock, siteOrigin));
  // With real mail the demo outbox is off: nobody reads codes off the API.
  if (!mailer) app.route('/api/dev/outbox', embeddedOutboxRoutes(accounts.outbox));
  // The contract this app implements, built from the same zod schemas, published for a backend team
  // (docs/decisions/006-embedded-api-as-a-separate-app.md).
  const openApi = buildOpenApiDocument();
  app.get('/api/openapi.json', (c) => c.json(openApi, 200, { 'cache-control': 'public, max-age=3600' }));
  mountEndpoints(app, handlers);
  app.notFound((c) => embeddedError(c, 404, 'Запрошенный адрес API не существует'));
  app.onError((error, c) => {
    // Refusals thrown on purpose (bad input, no session): an answer, not an incident.
    if (error instanceof ApiFailure) return embeddedError(c, error.status, error.message);
    // Bad input never gets here (it is a 400/404 above); this is a bug or a broken data file.
    logError(error);
    return embeddedError(c, 500, 'Внутренняя ошибка сервера. Попробуйте повторить запрос позже.');
  });

  return {
    app,
    db,
    close: () => {
      mailer?.close();
      if (db.open) db.close();
    },
  };
}

/** `https://example.ru/` → `https://example.ru`; a value that is not an http(s) URL stops the start. */
function readSiteOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`siteOrigin must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}
