import { useSite } from '#client/data/deps-context';

/**
 * The one-line outcome of a form posted without JavaScript that has no form to show it in
 * («Вы вышли из личного кабинета», «Сохранено в избранное»): where a toast would be, for as long as
 * a toast stays, drawn by the server (docs/behaviour.md, "Without JavaScript").
 */
export function FlashNotice() {
  const { authFlash } = useSite();
  if (!authFlash?.notice) return null;
  return (
    <div className={`flash-notice flash-notice--${authFlash.notice.tone}`} role={authFlash.notice.tone === 'error' ? 'alert' : 'status'}>
      {authFlash.notice.text}
    </div>
  );
}
