import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '#client/notifications/notify';
import { apiCall } from '#client/data/api-call';
import { authMessages } from '#shared/auth/messages';
import { consentFormLabels, consentMessages } from '#shared/auth/consent-messages';
import { consentsQueryKey } from '#shared/auth/query-keys';
import type { Consent } from '#shared/contract/consents';
import { formatDateTime } from '#shared/date-time';
import { consentsQuery } from './consents-api';

/**
 * «Мои согласия» (docs/behaviour.md, "Consent to the processing of personal data"): each consent
 * with its document, version, date and form, and «Отозвать» — a form post without JavaScript (303
 * back here with a notice), a call and a toast with it. What a withdrawal stops is said above the list.
 */
export function ConsentList({ returnTo }: { returnTo: string }) {
  const consents = useQuery(consentsQuery);
  return (
    <section className="panel consent-list" aria-labelledby="consents-title">
      <h2 id="consents-title">{consentMessages.title}</h2>
      <p className="consent-list__effect">{consentMessages.effect}</p>
      {consents.isPending ? (
        <p aria-busy="true">Загружаем согласия…</p>
      ) : consents.isError ? (
        <p role="alert">{consents.error.message}</p>
      ) : consents.data.length === 0 ? (
        <p>{consentMessages.empty}</p>
      ) : (
        <ul className="consent-list__items">
          {consents.data.map((consent) => (
            <ConsentItem key={consent.id} consent={consent} returnTo={returnTo} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ConsentItem({ consent, returnTo }: { consent: Consent; returnTo: string }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function withdraw(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const answer = await apiCall<{ message?: string }>('POST', `/api/consents/${consent.id}/withdrawal`, {});
    setPending(false);
    if (!answer.ok) {
      notify.error(authMessages.errorTitle, { description: answer.message || consentMessages.failure });
      return;
    }
    queryClient.setQueryData<Consent[]>(consentsQueryKey, (items) =>
      items?.map((item) => (item.id === consent.id ? { ...item, withdrawnAt: new Date().toISOString() } : item)),
    );
    notify.success(consentMessages.withdrawn, { description: consentMessages.effect });
  }

  return (
    <li className="consent-list__item">
      <p className="consent-list__document">
        <a href="/legal/consent" target="_blank" rel="noopener">
          {consentMessages.document}
        </a>
      </p>
      <dl className="consent-list__facts">
        <dt>Форма</dt>
        <dd>{consentFormLabels[consent.form]}</dd>
        <dt>Дата</dt>
        <dd>{formatDateTime(consent.givenAt)}</dd>
        <dt>Версия</dt>
        {/* The document's hash, shortened: enough to tell two texts apart when reading the list. */}
        <dd title={consent.version}>{consent.version.slice(0, 12)}</dd>
      </dl>
      {consent.withdrawnAt ? (
        <p className="consent-list__withdrawn">Отозвано {formatDateTime(consent.withdrawnAt)}</p>
      ) : (
        <form method="post" action={`/api/consents/${consent.id}/withdrawal`} onSubmit={withdraw}>
          <input type="hidden" name="callbackUrl" value={returnTo} />
          <button className="button button--ghost" type="submit" disabled={pending}>
            {consentMessages.withdraw}
          </button>
        </form>
      )}
    </li>
  );
}
