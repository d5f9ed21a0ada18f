import { Hono } from 'hono';
import type { Config } from '#server/config';
import { outboxPage } from '#server/dev/outbox-page';
import type { Logger } from '#server/logger';
import { isLocalPerson } from '#server/access/loopback';
import { markPersonal } from '#server/security/personal-answer';
import type { UpstreamClient } from '#server/upstream/client';

type OutboxConfig = Pick<Config, 'TRUST_PROXY' | 'OUTBOX_PUBLIC' | 'PUBLIC_ORIGIN'>;

/**
 * The demo outbox at /dev/outbox, embedded mode without SMTP_URL only (docs/operations.md, "Mail").
 * Activation links and reset codes open any account: only for whoever sits at this machine, and
 * never behind a proxy, whose visitors all arrive over its connection (README, "Quick start").
 */
export function demoOutbox(deps: { upstream: UpstreamClient; config: OutboxConfig; logger: Logger }): Hono {
  const { config, logger } = deps;
  const behindProxy = config.TRUST_PROXY > 0;
  if (behindProxy) logger.info('TRUST_PROXY is on: the demo outbox is not served (read mails with SMTP_URL instead)');
  else if (config.OUTBOX_PUBLIC)
    logger.warn('OUTBOX_PUBLIC is on: anyone who can reach this site can read every activation link and reset code at /dev/outbox');
  const app = new Hono();
  // Every address under it: the mails and their attached files alike.
  app.use('*', async (c, next) => {
    if (behindProxy || !(config.OUTBOX_PUBLIC || isLocalPerson(c))) return c.notFound();
    markPersonal(c);
    return next();
  });
  app.route('/', outboxPage(deps.upstream, { mailOrigin: config.PUBLIC_ORIGIN }));
  return app;
}
