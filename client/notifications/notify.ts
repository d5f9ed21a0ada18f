import { createElement, Fragment, useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Notifications without paying for them up front: the toaster (sonner) and its area load with the
 * first notification, not with the page (docs/behaviour.md, "Notifications"). Calls made before
 * it is there wait for it; the area mounts first, so its live region exists before a toast is
 * put into it and screen readers announce the toast.
 */
type Toast = typeof sonnerToast;
type ToastId = string | number;

export interface NotifyOptions {
  description?: string;
  /**
   * The form an error belongs to: when the form later succeeds, `dismissGroup` takes its earlier
   * errors away, so a failed login's error does not stay next to «Вы вошли».
   */
  group?: string;
  /** A page the notification leads to, after the description («Открыть спецификацию»). */
  link?: { href: string; label: string };
}

let requested = false;
const listeners = new Set<() => void>();
let resolveArea: ((toast: Toast) => void) | undefined;
const area = new Promise<Toast>((resolve) => (resolveArea = resolve));
const groups = new Map<string, Set<ToastId>>();

function request(): Promise<Toast> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return area;
}

/** Whether the notification area should be mounted (a notification was asked for). */
export function useNotificationAreaRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/** Called by the area once it is on the page: queued notifications go out now. */
export function notificationAreaMounted(toast: Toast): void {
  resolveArea?.(toast);
}

function show(kind: 'success' | 'error' | 'warning', title: string, options: NotifyOptions = {}): void {
  void request().then((toast) => {
    const { group, description, link } = options;
    const data: ExternalToast = {
      description: link
        ? createElement(Fragment, null, description, description ? ' ' : null, createElement('a', { href: link.href }, link.label))
        : description,
    };
    if (group) {
      const forget = (item: { id: ToastId }) => groups.get(group)?.delete(item.id);
      data.onDismiss = forget;
      data.onAutoClose = forget;
    }
    const id = toast[kind](title, data);
    if (group) groups.set(group, (groups.get(group) ?? new Set<ToastId>()).add(id));
  });
}

export const notify = {
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  warning: (title: string, options?: NotifyOptions) => show('warning', title, options),
  /** Takes away the earlier notifications of a group (a form that has now succeeded). */
  dismissGroup(group: string): void {
    const ids = groups.get(group);
    if (!ids?.size) return;
    groups.delete(group);
    void area.then((toast) => {
      for (const id of ids) toast.dismiss(id);
    });
  },
};
