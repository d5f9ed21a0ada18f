import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { consentPaths, type ConsentForm } from '#shared/contract/consents';
import type { UpstreamAuth } from '../auth/upstream-auth';
import type { SessionService } from '../auth/session-service';
import type { Logger } from '../logger';
import type { UpstreamClient } from '../upstream/client';

/** The consent document's version: the SHA-256 of its text, as the page shows it. */
export const documentVersion = (html: string) => createHash('sha256').update(html, 'utf8').digest('hex');

export interface ConsentService {
  /** CONSENT_CHECKBOX: whether the forms ask for the separate consent (and refuse without it). */
  required: boolean;
  /** The consent document's version now, read before the form is processed; undefined when upstream cannot say. */
  version(): Promise<string | undefined>;
  /**
   * Records a consent given on `form` at `version`: as the signed-in user's when there is a session,
   * else the e-mail and phone given. False when upstream did not take it (logged).
   */
  record(c: Context, form: ConsentForm, version: string, subject: { email?: string; phone?: string }): Promise<boolean>;
  /**
   * No consent on record, no processing: reads the document's version and records the consent before
   * the form is processed. False when either fails — the form is then refused, nothing processed.
   */
  recordBeforeProcessing(c: Context, form: ConsentForm, subject: { email?: string; phone?: string }): Promise<boolean>;
}

/**
 * The site's side of the consent log (docs/behaviour.md, "Consent to the processing of personal data"):
 * the record is made by the form's own handler, never by a call of the browser's, with the
 * visitor's address as the site sees it (the one the attempt limits use).
 */
export function createConsentService(deps: {
  required: boolean;
  upstream: UpstreamClient;
  auth: UpstreamAuth;
  sessions: SessionService;
  clientIp(c: Context): string;
  logger: Logger;
}): ConsentService {
  const service: ConsentService = {
    required: deps.required,
    async recordBeforeProcessing(c, form, subject) {
      const version = await service.version();
      return version !== undefined && (await service.record(c, form, version, subject));
    },
    async version() {
      try {
        const document = await deps.upstream.get('document', { slug: 'consent' });
        return documentVersion(document.html);
      } catch (error) {
        deps.logger.warn({ err: String(error) }, 'consent document unavailable');
        return undefined;
      }
    },
    async record(c, form, version, subject) {
      const body = {
        form,
        document: 'consent',
        version,
        email: subject.email?.trim().slice(0, 200) || null,
        phone: subject.phone?.trim().slice(0, 60) || null,
        address: deps.clientIp(c).slice(0, 64),
      };
      const signedIn = await deps.sessions.current(c);
      const result = signedIn
        ? await deps.sessions.withToken(c, (token) => deps.auth.send('POST', consentPaths.record, { token, body }))
        : await deps.auth.send('POST', consentPaths.record, { body });
      if (!result.ok) deps.logger.error({ status: result.status, form }, 'consent given but not recorded upstream: the form is refused');
      return result.ok;
    },
  };
  return service;
}
