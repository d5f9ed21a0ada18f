import { notify } from '#client/notifications/notify';
import { ContentIcon } from '#client/components/ContentIcon';

/**
 * Copies the address of the calculation on screen (docs/behaviour.md, "Calculators"): the page with
 * the form's query, which opens with the same result. Built from the form rather than read from the
 * address bar, which follows the typing only after a pause.
 */
export function CopyLinkButton({ href, hidden }: { href: () => string; hidden: boolean }) {
  const copy = async () => {
    const url = new URL(href(), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Ссылка скопирована', { description: 'По ней откроется этот расчёт.' });
    } catch {
      notify.error('Не удалось скопировать ссылку', { description: url });
    }
  };
  return (
    <button type="button" className="button button--ghost" hidden={hidden} onClick={() => void copy()}>
      <ContentIcon name="link-variant" size={20} />
      Скопировать ссылку
    </button>
  );
}
