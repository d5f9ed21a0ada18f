import { useState, type FormEvent } from 'react';
import type { Spec } from '#shared/contract/specs';
import { specNotices } from '#shared/specs/form-notices';
import { changeSpec } from './spec-change';

/** «Новая спецификация»: a name, or the default «Спецификация» when left empty. Posts without JavaScript too. */
export function CreateSpecForm({ back, hydrated, onCreated }: { back: string; hydrated: boolean; onCreated(spec: Spec): void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setError(undefined);
    setPending(true);
    // Left empty, the specification gets the default name.
    const answer = await changeSpec<Spec>('POST', '/api/specs', name.trim() ? { name } : {}, specNotices.created);
    setPending(false);
    if (answer.ok) {
      setName('');
      onCreated(answer.data);
    } else setError(answer.message);
  }

  return (
    <form className="spec-create" method="post" action="/api/specs" onSubmit={(e) => void submit(e)} noValidate={hydrated}>
      <input type="hidden" name="callbackUrl" value={back} />
      <div className="field">
        <label className="field__label" htmlFor="spec-create-name">
          Новая спецификация
        </label>
        <input
          id="spec-create-name"
          className={`input${error ? ' input--error' : ''}`}
          name="name"
          type="text"
          maxLength={100}
          placeholder="Например, «Корпус Б, щит ВРУ»"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'spec-create-error' : undefined}
        />
      </div>
      <button className="button" type="submit" disabled={pending}>
        Создать
      </button>
      {error ? (
        <p className="field__error" id="spec-create-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
