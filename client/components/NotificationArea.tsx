import { useEffect, type CSSProperties, type MouseEvent } from 'react';
import { Toaster, toast, useSonner, type ToastClassnames } from 'sonner';
import { notificationSettings } from '../../shared/notifications';

/** Each type gets its own colour, border and icon (app.css); sonner's default icons differ per type. */
export const notificationClassNames: ToastClassnames = {
  toast: 'notification',
  success: 'notification--success',
  error: 'notification--error',
  warning: 'notification--warning',
  info: 'notification--info',
  closeButton: 'notification__close',
};

export const closeNotificationLabel = 'Закрыть уведомление';

/**
 * A click anywhere on a notification destroys it, like its close button does (a notification
 * goes on its timer, a click or a close). The toast's own close button does the work, so
 * sonner's exit animation and callbacks run as usual; links and buttons inside keep their own job.
 */
export function dismissClickedNotification(event: MouseEvent<HTMLElement>): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('button, a')) return;
  target.closest('[data-sonner-toast]')?.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

/** The app shell's notification area: bottom centre, at most five, each closable and clickable. */
export function NotificationArea() {
  const { toasts } = useSonner();

  // Sonner only hides toasts beyond the limit (they come back as others go); the rule is that
  // the oldest is removed. Its list is newest first.
  useEffect(() => {
    for (const extra of toasts.slice(notificationSettings.maxVisible)) toast.dismiss(extra.id);
  }, [toasts]);

  return (
    <div className="notification-area" onClick={dismissClickedNotification}>
      <Toaster
        position="bottom-center"
        closeButton
        visibleToasts={notificationSettings.maxVisible}
        duration={notificationSettings.durationMs}
        containerAriaLabel="Уведомления"
        style={{ zIndex: notificationSettings.zIndex, '--width': `${notificationSettings.widthPx}px` } as CSSProperties}
        toastOptions={{ classNames: notificationClassNames, closeButtonAriaLabel: closeNotificationLabel }}
      />
    </div>
  );
}
