import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '#client/notifications/notify';
import { accountMessages } from '#shared/auth/account-messages';
import { authMessages } from '#shared/auth/messages';
import { savesQueryKey } from '#shared/auth/query-keys';
import type { SavedItem } from '#shared/contract/auth';
import { useHydrated } from '#client/components/use-hydrated';
import { apiCall } from '#client/data/api-call';
import { useAuthPopup } from './popup/popup-state';
import { saveItem, savesPath } from './save-item';
import { savesQuery } from './saves-api';
import { useSession } from './session';
import { UiIcon } from '#client/components/UiIcon';
import type { SharedForm } from '#client/components/shared-forms';
import { useSharedForm } from '#client/components/use-shared-form';

/**
 * Saves a product or a panel to the visitor's account, and shows when it is saved: a second
 * press removes it. A signed-out visitor is asked to log in first. Public HTML is the same for
 * everyone, so the server (and the hydrating browser) draw the neutral state; the visitor's
 * saves (GET /api/saves) are looked up after hydration, signed in only, in a box of the same size.
 */
export function SaveButton(props: SaveButtonProps) {
  // Server and hydration draw the neutral button: no session or saves to look at yet. It posts the
  // page's shared form, so it saves without JavaScript too (docs/behaviour.md, "Without JavaScript").
  return useHydrated() ? <LiveSaveButton {...props} /> : <SaveButtonFace {...props} label="В избранное" saved={false} disabled={false} />;
}

type SaveButtonProps = { kind: SavedItem['kind']; refId: string };

function LiveSaveButton({ kind, refId }: SaveButtonProps) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const saves = useQuery({ ...savesQuery, enabled: signedIn });
  const popup = useAuthPopup();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);

  // undefined while not known: before hydration, while the session or the saves are on their way.
  const saved: SavedItem | null | undefined = !signedIn
    ? undefined
    : saves.data
      ? (saves.data.find((item) => item.kind === kind && item.refId === refId) ?? null)
      : saves.isError
        ? null
        : undefined;
  const ready = status === 'unauthenticated' || saved !== undefined;

  async function toggle() {
    if (status !== 'authenticated') {
      // After login the save completes and the visitor sees it among their saves (docs/behaviour.md, "Saves").
      popup.open('login', { redirect: savesPath, afterLogin: { kind, refId } });
      return;
    }
    if (saved) {
      setPending('remove');
      const answer = await apiCall('DELETE', `/api/saves/${saved.id}`);
      setPending(null);
      if (!answer.ok) {
        notify.error(authMessages.errorTitle, { description: answer.message || accountMessages.saveFailure });
        return;
      }
      queryClient.setQueryData<SavedItem[]>(savesQueryKey, (items) => items?.filter((item) => item.id !== saved.id));
      notify.success(accountMessages.saveRemoved, { description: saved.title });
      return;
    }
    setPending('save');
    await saveItem(queryClient, { kind, refId });
    setPending(null);
  }

  const label = pending === 'save' ? 'Сохраняем…' : pending === 'remove' ? 'Удаляем…' : saved ? 'В избранном' : 'В избранное';
  return (
    <SaveButtonFace
      kind={kind}
      refId={refId}
      label={label}
      saved={Boolean(saved)}
      pressed={signedIn && saved !== undefined ? saved !== null : undefined}
      disabled={!ready || pending !== null}
      onClick={() => void toggle()}
    />
  );
}

/** The page's one «В избранное» form per kind of item: each button names the item it saves (`refId`). */
const saveForms = new Map<SavedItem['kind'], SharedForm>();
function saveForm(kind: SavedItem['kind']): SharedForm {
  let form = saveForms.get(kind);
  if (!form) saveForms.set(kind, (form = { id: `save-${kind}`, action: '/api/saves', fields: { kind } }));
  return form;
}

function SaveButtonFace(
  props: SaveButtonProps & { label: string; saved: boolean; disabled: boolean; pressed?: boolean; onClick?: () => void },
) {
  return (
    <button
      form={useSharedForm(saveForm(props.kind))}
      name="refId"
      value={props.refId}
      className={`save-button${props.saved ? ' save-button--saved' : ''}`}
      disabled={props.disabled}
      aria-pressed={props.pressed}
      title={props.saved ? 'Убрать из избранного' : undefined}
      onClick={(event) => {
        // Before hydration (no handler) the button posts the page's form.
        if (!props.onClick) return;
        event.preventDefault();
        props.onClick();
      }}
    >
      <UiIcon name={props.saved ? 'heart' : 'heart-outline'} size={20} />
      {props.label}
    </button>
  );
}
