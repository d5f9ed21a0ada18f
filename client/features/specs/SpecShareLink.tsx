import { useState, type FormEvent } from 'react';
import { authMessages } from '#shared/auth/messages';
import { sharedSpecPagePath, shareMessages } from '#shared/contract/spec-share-messages';
import type { Spec, SpecShare } from '#shared/contract/specs';
import { useSite } from '#client/data/deps-context';
import { useHydrated } from '#client/components/use-hydrated';
import { apiCall } from '#client/data/api-call';
import { notify } from '#client/notifications/notify';

/**
 * «Поделиться ссылкой» (docs/behaviour.md, "Specification"; docs/decisions/017-share-links.md): the
 * owner makes a read-only link, sees it with «Скопировать ссылку» (with JavaScript), and can revoke
 * it. Both are forms that post without JavaScript and come back to this page with the notice.
 */
export function SpecShareLink({ spec, source }: { spec: Spec; source: { api: string; page: string } }) {
  const { origin } = useSite();
  const hydrated = useHydrated();
  // What a change here made of the link, until the page reads the specification again (then that is the truth).
  const [changed, setChanged] = useState<{ of: Spec; share: SpecShare | undefined } | null>(null);
  const share = changed?.of === spec ? changed.share : spec.share;
  const setShare = (next: SpecShare | undefined) => setChanged({ of: spec, share: next });
  const [pending, setPending] = useState(false);

  async function change(event: FormEvent<HTMLFormElement>, revoke: boolean) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const answer = await apiCall<SpecShare>('POST', `${source.api}/share${revoke ? '/revoke' : ''}`);
    setPending(false);
    if (!answer.ok) {
      notify.error(authMessages.errorTitle, { description: answer.message || shareMessages.failure });
      return;
    }
    setShare(revoke ? undefined : { token: answer.data.token, createdAt: answer.data.createdAt });
    notify.success(revoke ? shareMessages.revoked : shareMessages.created);
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Ссылка скопирована', { description: 'По ней спецификация откроется только для просмотра.' });
    } catch {
      notify.error('Не удалось скопировать ссылку', { description: url });
    }
  }

  const url = share ? new URL(sharedSpecPagePath(share.token), origin).href : null;
  return (
    <div className="spec-share" id="spec-share">
      {url ? (
        <>
          <label className="spec-share__label" htmlFor="spec-share-url">
            Ссылка для просмотра: по ней спецификацию откроет любой, без входа
          </label>
          <div className="spec-share__row">
            <input
              id="spec-share-url"
              className="spec-share__url"
              type="url"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="spec-share-url"
            />
            {hydrated ? (
              <button type="button" className="button button--ghost" onClick={() => void copy(url)}>
                Скопировать ссылку
              </button>
            ) : null}
            <form method="post" action={`${source.api}/share/revoke`} onSubmit={(event) => void change(event, true)}>
              <input type="hidden" name="callbackUrl" value={source.page} />
              <button type="submit" className="button button--ghost" disabled={pending}>
                Отозвать ссылку
              </button>
            </form>
          </div>
        </>
      ) : (
        <form method="post" action={`${source.api}/share`} onSubmit={(event) => void change(event, false)}>
          <input type="hidden" name="callbackUrl" value={source.page} />
          <button type="submit" className="button button--ghost" disabled={pending}>
            Поделиться ссылкой
          </button>
        </form>
      )}
    </div>
  );
}
