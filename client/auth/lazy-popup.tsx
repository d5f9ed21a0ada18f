import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthPopup } from './popup-state';

/**
 * The popup, its views and its dialog library load when first needed (opened, or about to be:
 * the account button preloads them on hover and focus), not with every page.
 */
export const loadAuthPopup = () => import('./AuthPopup');
const AuthPopup = lazy(() => loadAuthPopup().then((module) => ({ default: module.AuthPopup })));

/** Mounts the popup from its first opening on (it stays, so closing can return focus). */
export function AuthPopupSlot() {
  const { state } = useAuthPopup();
  const [wanted, setWanted] = useState(state.open);
  useEffect(() => {
    if (state.open) setWanted(true);
  }, [state.open]);
  if (!wanted && !state.open) return null;
  return (
    <Suspense fallback={null}>
      <AuthPopup />
    </Suspense>
  );
}
