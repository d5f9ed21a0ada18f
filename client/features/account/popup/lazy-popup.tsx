import { useEffect, useState, type ComponentType } from 'react';
import { useSite } from '#client/data/deps-context';
import { useAuthPopup } from './popup-state';

/**
 * The popup, its views and its dialog library load when first needed (opened, or about to be:
 * the account button preloads them on hover and focus), not with every page. No Suspense
 * boundary: a popup the server sends open must be in the HTML itself (it works without
 * JavaScript), and the browser loads it before hydrating such a page (entry.client.tsx).
 */
let loaded: ComponentType | null = null;

export function loadAuthPopup(): Promise<ComponentType> {
  return import('./AuthPopup').then((module) => (loaded = module.AuthPopup));
}

/** Mounts the popup from its first opening on (it stays, so closing can return focus). */
export function AuthPopupSlot() {
  const { state } = useAuthPopup();
  const serverPopup = useSite().authPopup;
  const [Popup, setPopup] = useState<ComponentType | null>(() => serverPopup ?? loaded);
  const [wanted, setWanted] = useState(state.open);
  if (state.open && !wanted) setWanted(true);

  useEffect(() => {
    if (state.open && !Popup) void loadAuthPopup().then((component) => setPopup(() => component));
  }, [state.open, Popup]);

  return Popup && (wanted || state.open) ? <Popup /> : null;
}
