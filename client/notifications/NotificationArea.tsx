import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { Toaster, toast, useSonner, type ToastClassnames } from 'sonner';
import { notificationSettings } from '#shared/notifications';
import { notificationAreaMounted } from './notify';

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
export function dismissClickedNotification(event: { target: EventTarget | null }): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('button, a')) return;
  target.closest('[data-sonner-toast]')?.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

/** Sonner's gap between stacked notifications, and how far the close button sticks out above one. */
const stackGap = 14;
const closeButtonOverhang = 10;

/**
 * How far up from the bottom of the window the notifications reach (0 when there are none):
 * the collapsed pile is the front one plus a sliver per notification behind it; spread out (on
 * hover) it is all of them. Layout heights, so the slide-in animation does not count.
 */
export function notificationStackHeight(root: HTMLElement): number {
  const list = root.querySelector<HTMLElement>('[data-sonner-toaster]');
  const items = list
    ? [...list.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
        (item) => item.dataset.removed !== 'true' && item.dataset.visible !== 'false',
      )
    : [];
  if (!list || items.length === 0) return 0;
  const heights = items.map((item) => item.offsetHeight);
  const spread = items.some((item) => item.dataset.expanded === 'true');
  const pile = spread ? heights.reduce((sum, height) => sum + height, 0) : heights[0]!;
  const fromBottom = window.innerHeight - list.getBoundingClientRect().bottom;
  return Math.ceil(fromBottom + pile + stackGap * (items.length - 1) + closeButtonOverhang);
}

/**
 * Keeps `--notification-stack` on the root element up to date, so the auth popup can stay above
 * the notifications (they would otherwise cover its submit button and its error message).
 */
function useNotificationStackHeight(wrapper: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    let frame = 0;
    let last = -1;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = notificationStackHeight(root);
        if (height === last) return;
        last = height;
        document.documentElement.style.setProperty('--notification-stack', `${height}px`);
      });
    };
    const mutations = new MutationObserver(update);
    mutations.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-expanded', 'data-removed', 'data-visible', 'style'],
    });
    window.addEventListener('resize', update);
    update();
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      window.removeEventListener('resize', update);
      document.documentElement.style.removeProperty('--notification-stack');
    };
  }, [wrapper]);
}

/**
 * The app shell's notification area: bottom centre, at most five, each closable and clickable.
 * Loaded with the first notification (./notify.ts), so pages that show none never load sonner.
 */
export default function NotificationArea() {
  const { toasts } = useSonner();
  const wrapper = useRef<HTMLDivElement>(null);
  useNotificationStackHeight(wrapper);
  // A mouse shortcut only: each notification has its close button for the keyboard.
  useEffect(() => {
    const element = wrapper.current;
    element?.addEventListener('click', dismissClickedNotification);
    return () => element?.removeEventListener('click', dismissClickedNotification);
  }, []);
  useEffect(() => notificationAreaMounted(toast), []);

  // Sonner only hides toasts beyond the limit (they come back as others go); the rule is that
  // the oldest is removed. Its list is newest first.
  useEffect(() => {
    for (const extra of toasts.slice(notificationSettings.maxVisible)) toast.dismiss(extra.id);
  }, [toasts]);

  return (
    <div className="notification-area" ref={wrapper}>
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
