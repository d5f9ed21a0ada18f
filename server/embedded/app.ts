import { Hono } from 'hono';
import type Database from 'libsql';
import { openDatabase } from './database';
import { apiError } from './errors';
import { createImageReader } from './images';
import { mountEndpoints, type EndpointHandlers } from './registry-routes';
import { calculatorHandlers } from './routes/calculators';
import { catalogHandlers } from './routes/catalog';
import { contentHandlers } from './routes/content';
import { elPanelHandlers } from './routes/elpanels';
import { mediaRoutes } from './routes/media';
import { menuHandlers } from './routes/menu';
import { portfolioHandlers } from './routes/portfolio';
import { postHandlers } from './routes/posts';
import { seoPageHandlers } from './routes/seo-pages';
import { seedDemoData } from './seed';

export interface EmbeddedApiOptions {
  /** Directory of `embedded.sqlite`; created when missing. */
  dataDir: string;
  /** Where unexpected errors go (the BFF passes its logger); `console.error` by default. */
  logError?: (error: unknown) => void;
}

export interface EmbeddedApi {
  app: Hono;
  db: Database.Database;
  close(): void;
}

/**
 * The upstream API the BFF talks to when no real one is configured: the contract of
 * `shared/contract/endpoints.ts` served from SQLite, filled with demo content on first start.
 */
export function createEmbeddedApi(options: EmbeddedApiOptions): EmbeddedApi {
  const logError = options.logError ?? ((error: unknown) => console.error('embedded API:', error));
  const db = openDatabase(options.dataDir);
  try {
    seedDemoData(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const image = createImageReader(db);
  const handlers: EndpointHandlers = {
    ...menuHandlers(db),
    ...contentHandlers(db, image),
    ...seoPageHandlers(db, image),
    ...postHandlers(db, image),
    ...portfolioHandlers(db, image),
    ...catalogHandlers(db),
    ...elPanelHandlers(db),
    ...calculatorHandlers(db),
  };

  const app = new Hono();
  app.route('/api/media', mediaRoutes(db));
  mountEndpoints(app, handlers);
  app.notFound((c) => apiError(c, 404, 'Запрошенный адрес API не существует'));
  app.onError((error, c) => {
    // Bad input never gets here (it is a 400/404 above); this is a bug or a broken data file.
    logError(error);
    return apiError(c, 500, 'Внутренняя ошибка сервера. Попробуйте повторить запрос позже.');
  });

  return {
    app,
    db,
    close: () => {
      if (db.open) db.close();
    },
  };
}
