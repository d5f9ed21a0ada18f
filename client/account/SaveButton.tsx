import heartIcon from '@iconify-icons/mdi/heart-outline';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { accountMessages, authMessages } from '../../shared/auth/messages';
import { savesQueryKey } from '../../shared/auth/query-keys';
import type { SavedItem } from '../../shared/contract/auth';
import { accountCall } from '../auth/account-api';
import { useAuthPopup } from '../auth/popup-state';
import { useSession } from '../auth/session';
import { UiIcon } from '../components/UiIcon';

/** Saves a product or a panel to the visitor's account; a signed-out visitor is asked to log in first. */
export function SaveButton({ kind, refId }: { kind: SavedItem['kind']; refId: string }) {
  const { status } = useSession();
  const popup = useAuthPopup();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function save() {
    if (status !== 'authenticated') {
      popup.open('login', { redirect: null });
      return;
    }
    setPending(true);
    const answer = await accountCall<SavedItem>('POST', '/api/saves', { kind, refId });
    setPending(false);
    if (!answer.ok) {
      toast.error(authMessages.errorTitle, { description: answer.message || accountMessages.saveFailure });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: savesQueryKey });
    toast.success('Сохранено в избранное', { description: answer.data.title });
  }

  return (
    <button type="button" className="button button--ghost save-button" onClick={() => void save()} disabled={pending || status === 'loading'}>
      <UiIcon icon={heartIcon} size={20} />
      {pending ? 'Сохраняем…' : 'В избранное'}
    </button>
  );
}
