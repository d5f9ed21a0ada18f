import type Database from 'libsql';

/**
 * The embedded API's schema, as an append-only list: a migration that has shipped is never
 * edited, a change is a new entry at the end. `schema_migrations` records which ones a data
 * directory has seen, so an old `embedded.sqlite` is brought forward on the next start.
 */
export interface Migration {
  /** Short latin name, kept in `schema_migrations` for whoever inspects the file by hand. */
  name: string;
  /** SQL, or a function when a step needs to compute data while it moves it. */
  up: string | ((db: Database.Database) => void);
}

const seoColumns = `
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  seo_h1 TEXT NOT NULL`;

export const migrations: readonly Migration[] = [
  {
    name: 'content',
    up: `
      CREATE TABLE seed_runs (
        name TEXT PRIMARY KEY,
        applied_at TEXT NOT NULL
      );

      CREATE TABLE media (
        file TEXT PRIMARY KEY,
        content_type TEXT NOT NULL,
        alt TEXT NOT NULL,
        width INTEGER NOT NULL CHECK (width > 0),
        height INTEGER NOT NULL CHECK (height > 0),
        body TEXT NOT NULL
      );

      CREATE TABLE menu_items (
        name TEXT PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        label TEXT NOT NULL,${seoColumns}
      );

      CREATE TABLE contacts (
        name TEXT PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        data TEXT NOT NULL
      );

      CREATE TABLE catalog_sections (
        id TEXT PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        icon TEXT NOT NULL
      );

      CREATE TABLE products (
        id TEXT PRIMARY KEY,
        num_id INTEGER NOT NULL UNIQUE CHECK (num_id > 0),
        url TEXT NOT NULL,
        name TEXT NOT NULL,
        section_id TEXT NOT NULL REFERENCES catalog_sections (id)
      );

      CREATE TABLE el_panels (
        id TEXT PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        name TEXT NOT NULL,
        summary TEXT NOT NULL
      );

      CREATE TABLE calculators (
        id TEXT PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        name TEXT NOT NULL,
        summary TEXT NOT NULL
      );

      -- The home page is a single row; its lists live in their own tables.
      CREATE TABLE home_page (
        id INTEGER PRIMARY KEY CHECK (id = 1),${seoColumns},
        hero_title TEXT NOT NULL,
        hero_lead TEXT NOT NULL,
        hero_image TEXT NOT NULL REFERENCES media (file)
      );

      CREATE TABLE home_advantages (
        sort_order INTEGER PRIMARY KEY,
        icon TEXT NOT NULL,
        title TEXT NOT NULL,
        text TEXT NOT NULL
      );

      CREATE TABLE home_directions (
        key TEXT PRIMARY KEY CHECK (key IN ('catalog', 'elpanels', 'calculators')),
        sort_order INTEGER NOT NULL,
        title TEXT NOT NULL,
        text TEXT NOT NULL
      );

      CREATE TABLE documents (
        slug TEXT PRIMARY KEY,${seoColumns},
        html TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE seo_pages (
        name TEXT PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,${seoColumns},
        html TEXT NOT NULL,
        image TEXT REFERENCES media (file)
      );

      CREATE TABLE post_types (
        type TEXT PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        title TEXT NOT NULL,${seoColumns}
      );

      CREATE TABLE posts (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL REFERENCES post_types (type),
        title TEXT NOT NULL,
        excerpt TEXT NOT NULL,
        html TEXT NOT NULL,
        image TEXT NOT NULL REFERENCES media (file),
        published_at TEXT NOT NULL,${seoColumns}
      );
      CREATE INDEX posts_by_type_newest ON posts (type, published_at DESC, id DESC);

      CREATE TABLE projects (
        id INTEGER PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        title TEXT NOT NULL,
        client TEXT NOT NULL,
        city TEXT NOT NULL,
        year INTEGER NOT NULL,
        summary TEXT NOT NULL,
        html TEXT NOT NULL,
        image TEXT NOT NULL REFERENCES media (file),
        tags TEXT NOT NULL CHECK (json_valid(tags)),
        featured INTEGER NOT NULL CHECK (featured IN (0, 1))
      );
    `,
  },
  {
    // Accounts. Times are Unix milliseconds from the API's clock (injectable, so tests can
    // expire a token without waiting); the answers turn them into ISO strings. Secrets that
    // would let someone act as a user (tokens, codes) are kept only as SHA-256 hashes, passwords
    // only as scrypt hashes.
    name: 'accounts',
    up: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        -- Stored lower-cased by the API, so UNIQUE is case-insensitive for every alphabet
        -- (SQLite's own NOCASE folds ASCII only); the CHECK catches an ASCII slip.
        email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
        name TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        active INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
        created_at INTEGER NOT NULL
      );

      CREATE TABLE activation_codes (
        code_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        used_at INTEGER
      );

      -- One sign-in: the chain of refresh tokens rotated from one login, and the access tokens
      -- issued with them. Revoking the family signs that sign-in out everywhere at once.
      CREATE TABLE token_families (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX token_families_by_user ON token_families (user_id);

      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id INTEGER NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX access_tokens_by_family ON access_tokens (family_id);

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id INTEGER NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        -- Set when the token is exchanged: showing it again means it was copied (reuse).
        revoked_at INTEGER
      );
      CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);

      -- At most one live code per user: a new request replaces the row.
      CREATE TABLE password_reset_codes (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0
      );

      -- Title and URL are copied at save time, so the list still reads well after the product
      -- or panel is renamed or removed.
      CREATE TABLE saved_items (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('product', 'elpanel-design')),
        ref_id TEXT NOT NULL,
        title TEXT NOT NULL,
        url TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, kind, ref_id)
      );
      CREATE INDEX saved_items_by_user_newest ON saved_items (user_id, created_at DESC, id DESC);

      -- Mails the API would send; read through GET /api/dev/outbox.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        link TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_by_recipient ON outbox (recipient);
    `,
  },
  {
    // The full catalogue: sections get a parent, a picture and their characteristics; products
    // get everything a product page shows. Existing rows keep their ids (saves point at them).
    name: 'catalog',
    up: `
      CREATE TABLE brands (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL
      );

      ALTER TABLE catalog_sections ADD COLUMN parent_id TEXT REFERENCES catalog_sections (id);
      ALTER TABLE catalog_sections ADD COLUMN picture TEXT REFERENCES media (file);
      -- JSON: the characteristics of the section's products, in display order.
      ALTER TABLE catalog_sections ADD COLUMN specs TEXT NOT NULL DEFAULT '[]';

      ALTER TABLE products ADD COLUMN article TEXT NOT NULL DEFAULT '';
      ALTER TABLE products ADD COLUMN brand_id TEXT REFERENCES brands (id);
      ALTER TABLE products ADD COLUMN series TEXT NOT NULL DEFAULT '';
      -- Kopecks, so sorting and filtering by price never meet a rounding error.
      ALTER TABLE products ADD COLUMN price_kopecks INTEGER NOT NULL DEFAULT 0 CHECK (price_kopecks >= 0);
      ALTER TABLE products ADD COLUMN unit TEXT NOT NULL DEFAULT 'шт';
      ALTER TABLE products ADD COLUMN stock_quantity INTEGER NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0);
      -- Days to deliver when out of stock.
      ALTER TABLE products ADD COLUMN lead_days INTEGER NOT NULL DEFAULT 0 CHECK (lead_days >= 0);
      -- JSON object: characteristic values by key, as displayed without the unit.
      ALTER TABLE products ADD COLUMN specs TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE products ADD COLUMN description TEXT NOT NULL DEFAULT '';
      -- JSON array of media files, the first one is the main picture.
      ALTER TABLE products ADD COLUMN pictures TEXT NOT NULL DEFAULT '[]';
      -- JSON array of { kind, title, file }.
      ALTER TABLE products ADD COLUMN documents TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE products ADD COLUMN popularity INTEGER NOT NULL DEFAULT 0;
      -- JSON array of section ids.
      ALTER TABLE products ADD COLUMN compatible_sections TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE products ADD COLUMN updated_at TEXT NOT NULL DEFAULT '2026-01-01';

      CREATE INDEX products_section ON products (section_id);

      CREATE TABLE quote_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        product_id TEXT REFERENCES products (id),
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT,
        comment TEXT,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    // Ready-made panels become designs of catalogue products (docs/designer.md); a visitor's own
    // design can be saved (kind 'panel-design', the design's address form as its reference) and
    // attached to a quote request. SQLite cannot change a CHECK: saved_items is rebuilt.
    name: 'panel-designs',
    up: `
      ALTER TABLE el_panels ADD COLUMN description TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE el_panels ADD COLUMN design TEXT NOT NULL DEFAULT '{"enclosureId":null,"rows":[]}';
      ALTER TABLE el_panels ADD COLUMN updated_at TEXT NOT NULL DEFAULT '2026-01-01';

      CREATE TABLE saved_items_new (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('product', 'elpanel-design', 'panel-design')),
        ref_id TEXT NOT NULL,
        title TEXT NOT NULL,
        url TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, kind, ref_id)
      );
      INSERT INTO saved_items_new SELECT id, user_id, kind, ref_id, title, url, created_at FROM saved_items;
      DROP TABLE saved_items;
      ALTER TABLE saved_items_new RENAME TO saved_items;
      CREATE INDEX saved_items_by_user_newest ON saved_items (user_id, created_at DESC, id DESC);

      ALTER TABLE quote_requests ADD COLUMN panel_id TEXT REFERENCES el_panels (id);
      ALTER TABLE quote_requests ADD COLUMN design TEXT;
    `,
  },
  {
    // One counter that every change to a table behind the public pages bumps, served as
    // GET /api/content-version: the BFF's reused HTML is out of date once it changes
    // (docs/decisions/011-reused-public-html.md). A content table added later needs its own triggers
    // (tests/unit/embedded/content-version.test.ts fails until it has them).
    name: 'content-version',
    up: (db) => {
      db.exec(`
        CREATE TABLE content_version (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          version INTEGER NOT NULL
        );
        INSERT INTO content_version (id, version) VALUES (1, 1);
      `);
      const tables = ['media', 'menu_items', 'contacts', 'catalog_sections', 'products', 'brands', 'el_panels', 'calculators'];
      tables.push('home_page', 'home_advantages', 'home_directions', 'documents', 'seo_pages', 'post_types', 'posts', 'projects');
      for (const table of tables) {
        for (const event of ['insert', 'update', 'delete']) {
          db.exec(`
            CREATE TRIGGER content_version_${table}_${event} AFTER ${event.toUpperCase()} ON ${table}
            BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
          `);
        }
      }
    },
  },
  {
    // Specifications (docs/decisions/014-specifications.md): a guest's under its unguessable id, a
    // user's by number; one line per product, with the price and availability as saved.
    name: 'specs',
    up: `
      CREATE TABLE specs (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        guest_id TEXT UNIQUE,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        CHECK ((user_id IS NULL) <> (guest_id IS NULL))
      );
      CREATE INDEX specs_by_user_recent ON specs (user_id, updated_at DESC, id DESC);
      CREATE INDEX specs_guest_age ON specs (updated_at) WHERE guest_id IS NOT NULL;

      CREATE TABLE spec_lines (
        spec_id INTEGER NOT NULL REFERENCES specs (id) ON DELETE CASCADE,
        product_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        quantity REAL NOT NULL CHECK (quantity > 0),
        note TEXT NOT NULL DEFAULT '',
        saved_price_kopecks INTEGER NOT NULL,
        -- JSON: the availability as saved.
        saved_availability TEXT NOT NULL,
        added_at INTEGER NOT NULL,
        PRIMARY KEY (spec_id, product_id)
      );
    `,
  },
  {
    // Other makers' articles a product stands for (docs/behaviour.md, "Analogues"): the search
    // finds the product by them. JSON array of { brand, article }.
    name: 'cross-references',
    up: `ALTER TABLE products ADD COLUMN cross_refs TEXT NOT NULL DEFAULT '[]';`,
  },
  {
    // Bulk adds' outcomes (docs/behaviour.md, "Bulk add"): kept a day under an unguessable id, with
    // the specification the rows went into (its owner is the import's). JSON array of the rows.
    name: 'spec-imports',
    up: `
      CREATE TABLE spec_imports (
        id TEXT PRIMARY KEY,
        spec_id INTEGER NOT NULL REFERENCES specs (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        rows TEXT NOT NULL
      );
      CREATE INDEX spec_imports_age ON spec_imports (created_at);
    `,
  },
  {
    // Read-only links to a specification (docs/decisions/017-share-links.md): at most one live link
    // a specification; revoking deletes the row, so the token opens nothing again.
    name: 'spec-shares',
    up: `
      CREATE TABLE spec_shares (
        token TEXT PRIMARY KEY,
        spec_id INTEGER NOT NULL UNIQUE REFERENCES specs (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    // A quote for a whole specification (docs/behaviour.md, "Specification"): the request keeps who
    // asked (a signed-in user's are listed in /my/requests), the specification while it exists, its
    // name as sent, and a copy of the lines as they were sent.
    name: 'spec-quote-requests',
    up: `
      ALTER TABLE quote_requests ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE CASCADE;
      ALTER TABLE quote_requests ADD COLUMN spec_id INTEGER REFERENCES specs (id) ON DELETE SET NULL;
      ALTER TABLE quote_requests ADD COLUMN spec_name TEXT;
      CREATE INDEX quote_requests_by_user ON quote_requests (user_id, id DESC) WHERE user_id IS NOT NULL;
      CREATE TABLE quote_request_lines (
        request_id INTEGER NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        product_id TEXT NOT NULL,
        article TEXT NOT NULL,
        name TEXT NOT NULL,
        brand TEXT NOT NULL,
        unit TEXT NOT NULL,
        quantity REAL NOT NULL,
        PRIMARY KEY (request_id, position)
      );
      -- Mails' attached files (the specification's XLSX to sales), read back through the outbox.
      CREATE TABLE outbox_attachments (
        mail_id INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        filename TEXT NOT NULL,
        content_type TEXT NOT NULL,
        content BLOB NOT NULL,
        PRIMARY KEY (mail_id, position)
      );
    `,
  },
  {
    // A project's saved calculations and designs (docs/behaviour.md, "Projects"): each by its tool's
    // address, under a user's specification and gone with it.
    name: 'project-items',
    up: `
      CREATE TABLE project_items (
        id INTEGER PRIMARY KEY,
        spec_id INTEGER NOT NULL REFERENCES specs (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('calculation', 'design')),
        title TEXT NOT NULL,
        address TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (spec_id, address)
      );
      CREATE INDEX project_items_by_spec ON project_items (spec_id, id DESC);
    `,
  },
  {
    // The consent log (docs/behaviour.md, "Consent to the processing of personal data"): append-only,
    // so the triggers refuse any change or deletion, whatever code asks. A withdrawal is a row of its
    // own naming the consent it ends. No foreign key to users: the record outlives the account for
    // the retention term (docs/operations.md, "Consent log").
    name: 'consent-log',
    up: `
      CREATE TABLE consent_log (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('consent', 'withdrawal')),
        consent_id INTEGER REFERENCES consent_log (id),
        user_id INTEGER,
        email TEXT,
        phone TEXT,
        form TEXT NOT NULL,
        document TEXT NOT NULL,
        version TEXT NOT NULL,
        address TEXT NOT NULL,
        created_at TEXT NOT NULL,
        CHECK ((kind = 'withdrawal') = (consent_id IS NOT NULL))
      );
      CREATE INDEX consent_log_by_user ON consent_log (user_id, id DESC);
      CREATE INDEX consent_log_by_email ON consent_log (email, id DESC);
      CREATE UNIQUE INDEX consent_log_one_withdrawal ON consent_log (consent_id) WHERE kind = 'withdrawal';
      CREATE TRIGGER consent_log_no_update BEFORE UPDATE ON consent_log
        BEGIN SELECT RAISE(ABORT, 'consent_log is append-only'); END;
      CREATE TRIGGER consent_log_no_delete BEFORE DELETE ON consent_log
        BEGIN SELECT RAISE(ABORT, 'consent_log is append-only'); END;
    `,
  },
  {
    // The catalogue at a shop's size (docs/decisions/024-catalogue-at-scale.md): products are read by
    // name order, by series and by number; the search index is stored once built, under the catalogue's
    // own version, which every change to a product, section or brand bumps — so a start loads it
    // instead of building it, and builds it again only after the catalogue changed.
    name: 'catalog-scale',
    up: (db) => {
      db.exec(`
        CREATE INDEX products_by_name ON products (name);
        CREATE INDEX products_by_series ON products (series, brand_id);
        -- Each section's count and latest change at start, read from the index alone.
        CREATE INDEX products_by_section_updated ON products (section_id, updated_at);
        CREATE TABLE catalog_version (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          version INTEGER NOT NULL
        );
        INSERT INTO catalog_version (id, version) VALUES (1, 1);
        CREATE TABLE catalog_search (
          part TEXT PRIMARY KEY,
          version INTEGER NOT NULL,
          body BLOB NOT NULL
        );
      `);
      for (const table of ['products', 'catalog_sections', 'brands']) {
        for (const event of ['insert', 'update', 'delete']) {
          db.exec(`
            CREATE TRIGGER catalog_version_${table}_${event} AFTER ${event.toUpperCase()} ON ${table}
            BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
          `);
        }
      }
    },
  },
];

/**
 * Brings the database up to the last migration, each step in its own transaction so a failed
 * step leaves the file at the previous version rather than half-changed. IMMEDIATE takes the
 * write lock before the check, so two processes sharing a data directory (the BFF and a
 * standalone embedded API) cannot both apply the same step.
 */
export function migrate(db: Database.Database, list: readonly Migration[] = migrations): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )
  `);
  const currentVersion = db.prepare('SELECT coalesce(max(version), 0) AS version FROM schema_migrations');
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const readVersion = () => (currentVersion.get() as { version: number }).version;

  const found = readVersion();
  if (found > list.length) {
    throw new Error(`embedded.sqlite is at schema version ${found}, this build knows ${list.length}: it was written by a newer build`);
  }
  list.forEach((migration, index) => {
    const version = index + 1;
    db.transaction(() => {
      if (readVersion() >= version) return;
      if (typeof migration.up === 'string') db.exec(migration.up);
      else migration.up(db);
      record.run(version, migration.name, new Date().toISOString());
    }).immediate();
  });
}
