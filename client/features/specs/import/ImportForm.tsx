import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { importEndpoint, importQueryKey, importResultPath } from '#shared/specs/import-pages';
import { useSite } from '#client/data/deps-context';
import { notify } from '#client/notifications/notify';
import { sendImportForm, summaryOf } from './import-api';

const failure = 'Не удалось добавить список. Попробуйте ещё раз.';

/**
 * «Добавить списком» (docs/behaviour.md, "Bulk add"): a pasted list or a file. An ordinary
 * multipart form post — without JavaScript the answer is a 303 to the outcome page; with it the same
 * form is sent in place and the outcome page opens with the answer already at hand.
 */
export function ImportForm({ specId }: { specId?: string }) {
  const { authFlash } = useSite();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(authFlash?.form === 'import' ? (authFlash.error ?? null) : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const answer = await sendImportForm(event.currentTarget);
    setPending(false);
    if (!answer.ok) {
      setError(answer.message || failure);
      notify.error('Список не добавлен', { description: answer.message || failure });
      return;
    }
    queryClient.setQueryData(importQueryKey(answer.data.id), answer.data);
    notify.success(summaryOf(answer.data));
    void navigate(importResultPath(answer.data.id));
  }

  return (
    <form
      className="bulk-form"
      method="post"
      action={importEndpoint}
      encType="multipart/form-data"
      onSubmit={(event) => void submit(event)}
    >
      {specId ? <input type="hidden" name="specId" value={specId} /> : null}
      {error ? (
        <p className="form-message form-message--error" role="alert" data-testid="import-error">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor="bulk-text">
          Список артикулов
        </label>
        <textarea
          id="bulk-text"
          name="text"
          className="input bulk-form__text"
          rows={12}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby="bulk-text-hint"
          placeholder={'A9F79110 12\nMVA20-1-016-C;5\nВА47-29 3Р 25А х 4'}
        />
        <p id="bulk-text-hint" className="bulk-form__hint">
          По позиции в строке: артикул и количество через пробел, «;», «х» или табуляцию (можно вставить столбцы из Excel). Без количества —
          1. Артикул можно писать как угодно: регистр, пробелы, дефисы, точки, русские буквы вместо латинских и наоборот не важны; подойдут
          и артикулы других производителей. До 2&nbsp;000 строк за раз.
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="bulk-file">
          Или файл .xlsx или .csv
        </label>
        <input
          id="bulk-file"
          name="file"
          type="file"
          className="bulk-form__file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-describedby="bulk-file-hint"
        />
        <p id="bulk-file-hint" className="bulk-form__hint">
          Столбцы «Артикул» и «Количество» (или первые два столбца листа), до 1&nbsp;МБ и 2&nbsp;000 строк. Формулы читаются как сохранённые
          значения.
        </p>
      </div>
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Добавляем…' : 'Добавить в спецификацию'}
      </button>
    </form>
  );
}
