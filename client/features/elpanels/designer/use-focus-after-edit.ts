import { useLayoutEffect, useRef } from 'react';
import type { Design } from '#shared/designer/design';

interface FocusRequest {
  /** `data-focus` keys in order of preference (client/features/elpanels/designer/edit-focus.ts). */
  keys: string[];
  /** Only when the edit took focus away (to <body>, or onto a control it disabled). */
  onlyIfLost: boolean;
}

/** The element a `data-focus` key names, when it can take focus. */
export function focusable(key: string): HTMLElement | null {
  const element = document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`);
  return element && !(element as HTMLButtonElement).disabled ? element : null;
}

function lost(active: Element | null): boolean {
  return !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
}

/**
 * Keeps keyboard focus where the visitor expects it across an edit (docs/designer.md, "Designer
 * page"): the returned function names where focus should go (null: nowhere in particular) and is
 * called before every dispatch; once the edited design is on the screen, focus moves there. An
 * edit that changed nothing (refused, or the same) leaves focus alone.
 */
export function useFocusAfterEdit(present: Design): (keys: string[] | null, options?: { onlyIfLost?: boolean }) => void {
  const pending = useRef<FocusRequest | null>(null);
  const shown = useRef(present);
  useLayoutEffect(() => {
    const request = pending.current;
    pending.current = null;
    const changed = shown.current !== present;
    shown.current = present;
    if (!request || !changed || (request.onlyIfLost && !lost(document.activeElement))) return;
    for (const key of request.keys) {
      const element = focusable(key);
      if (element) {
        element.focus();
        return;
      }
    }
  });
  return (keys, options) => {
    pending.current = keys && { keys, onlyIfLost: options?.onlyIfLost ?? false };
  };
}
