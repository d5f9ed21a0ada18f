import { useState, type FormEvent } from 'react';
import type { Spec } from '#shared/contract/specs';
import { specNotices } from '#shared/specs/form-notices';
import { changeSpec } from './spec-change';

/**
 * Rename, duplicate, delete — a signed-in user's specification (docs/behaviour.md, "Specification").
 * Three forms that post without JavaScript (back to `back` with a notice), and call the same
 * addresses with it. `onDone` gets what changed: the renamed or new specification, or null once deleted.
 */
export function SpecManage({
  spec,
  back,
  afterDelete,
  hydrated,
  onDone,
}: {
  spec: { id: string; name: string };
  /** The page the forms come back to. */
  back: string;
  /** Where a deleted specification's page goes: its own address is gone. */
  afterDelete: string;
  hydrated: boolean;
  onDone(change: { renamed?: Spec; copy?: Spec; deleted?: true }): void;
}) {
  const [name, setName] = useState(spec.name);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const api = `/api/specs/${spec.id}`;
  const id = `spec-${spec.id}`;

  async function run<T>(
    event: FormEvent,
    call: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>,
    done: (data: T) => void,
    refused?: (message: string) => void,
  ) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const answer = await call();
    setPending(false);
    if (answer.ok) done(answer.data);
    else refused?.(answer.message);
  }

  const rename = (event: FormEvent) => {
    setError(undefined);
    void run(
      event,
      () => changeSpec<Spec>('PUT', api, { name }, specNotices.renamed),
      (renamed) => onDone({ renamed }),
      setError,
    );
  };

  return (
    <div className="spec-manage">
      <form className="spec-manage__rename" method="post" action={api} onSubmit={rename} noValidate={hydrated}>
        <input type="hidden" name="_method" value="PUT" />
        <input type="hidden" name="callbackUrl" value={back} />
        <label className="visually-hidden" htmlFor={`${id}-name`}>
          Название спецификации «{spec.name}»
        </label>
        <input
          id={`${id}-name`}
          className={`input${error ? ' input--error' : ''}`}
          name="name"
          type="text"
          maxLength={100}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-name-error` : undefined}
        />
        <button className="button button--ghost" type="submit" disabled={pending}>
          Переименовать
        </button>
        {error ? (
          <p className="field__error spec-manage__error" id={`${id}-name-error`} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <form
        method="post"
        action={`${api}/duplicate`}
        onSubmit={(e) =>
          void run(
            e,
            () => changeSpec<Spec>('POST', `${api}/duplicate`, {}, specNotices.duplicated),
            (copy) => onDone({ copy }),
          )
        }
      >
        <input type="hidden" name="callbackUrl" value={back} />
        <button className="button button--ghost" type="submit" disabled={pending} aria-label={`Копировать «${spec.name}»`}>
          Копировать
        </button>
      </form>
      <form
        method="post"
        action={api}
        onSubmit={(e) =>
          void run(
            e,
            () => changeSpec<null>('DELETE', api, undefined, specNotices.deleted),
            () => onDone({ deleted: true }),
          )
        }
      >
        <input type="hidden" name="_method" value="DELETE" />
        <input type="hidden" name="callbackUrl" value={afterDelete} />
        <button className="button button--ghost spec-manage__delete" type="submit" disabled={pending} aria-label={`Удалить «${spec.name}»`}>
          Удалить
        </button>
      </form>
    </div>
  );
}
