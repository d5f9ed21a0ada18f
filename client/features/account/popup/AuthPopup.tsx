import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { guestOnlyViews, withoutPopupParams, type AuthView } from '#shared/auth/popup';
import { UiIcon } from '#client/components/UiIcon';
import { useAuthPopup } from './popup-state';
import { countsAsSignedIn, useSession } from '#client/features/account/session';
import { ErrorView } from './views/ErrorView';
import { LoginFinishView } from './views/LoginFinishView';
import { LoginView } from './views/LoginView';
import { Recovery2View } from './views/Recovery2View';
import { RecoveryFinishView } from './views/RecoveryFinishView';
import { RecoveryView } from './views/RecoveryView';
import { RegistrationFinishView } from './views/RegistrationFinishView';
import { RegistrationView } from './views/RegistrationView';

const views: Record<AuthView, ComponentType> = {
  login: LoginView,
  'login-finish': LoginFinishView,
  registration: RegistrationView,
  'registration-finish': RegistrationFinishView,
  recovery: RecoveryView,
  recovery2: Recovery2View,
  'recovery-finish': RecoveryFinishView,
  error: ErrorView,
};

/** Start where there is something to type: the first empty field (the code, when the e-mail came prefilled). */
function focusFirstField(root: HTMLElement): boolean {
  const fields = [...root.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([disabled])')];
  const target = fields.find((f) => f.type !== 'checkbox' && f.value === '') ?? fields[0];
  target?.focus();
  return target !== undefined;
}

/**
 * The authentication popup (docs/behaviour.md, "Authentication popup") on Radix Dialog: focus
 * trapped inside and returned, Escape and an overlay click close it, page scroll locked while open.
 * Rendered in place (no portal) so the server can send it open — the login page of the route guard,
 * and forms that work before JS.
 */
export function AuthPopup() {
  const { state, close, returnFocus, show } = useAuthPopup();
  const { status } = useSession();
  const location = useLocation();
  const View = views[state.view] ?? ErrorView;
  const content = useRef<HTMLDivElement>(null);
  const shownView = useRef(state.view);

  // Switching views inside the open popup replaces its content; put focus into the new view.
  useEffect(() => {
    if (shownView.current === state.view) return;
    shownView.current = state.view;
    if (content.current && !focusFirstField(content.current)) content.current.focus();
  }, [state.view]);
  // A signed-in visitor sent to a guest-only view (a bookmark of /?auth=registration, «Войти» on
  // the activation page) gets the signed-in view instead. The server sends everyone the same form
  // and the status stays 'loading' until the first answer after hydration: until then the served
  // view stays, so a signed-out visitor never sees «Вы вошли» flash by.
  useEffect(() => {
    if (state.open && guestOnlyViews.has(state.view) && status !== 'loading' && countsAsSignedIn(status)) show('login-finish');
  }, [state.open, state.view, status, show]);

  // When notifications push the popup up and shrink it, keep what the visitor works on in
  // view: the focused field, or else the form's error message and its submit button.
  useEffect(() => {
    const element = content.current;
    if (!state.open || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== element && element.contains(focused)) {
        focused.scrollIntoView({ block: 'nearest' });
        return;
      }
      const error = element.querySelector<HTMLElement>('.form-message--error');
      if (!error) return;
      error.scrollIntoView({ block: 'nearest' });
      error.parentElement?.querySelector<HTMLElement>('button[type="submit"]')?.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [state.open]);

  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => (open ? undefined : close())}>
      {state.open ? (
        <>
          <Dialog.Overlay className="auth-popup__overlay" />
          <Dialog.Content
            className="auth-popup"
            aria-describedby={undefined}
            data-view={state.view}
            ref={content}
            onOpenAutoFocus={(event) => {
              if (focusFirstField(event.currentTarget as HTMLElement)) event.preventDefault();
            }}
            // Notifications sit outside the dialog but belong to it (its errors): pressing one
            // dismisses the notification, not the popup.
            onPointerDownOutside={(event) => {
              if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus();
            }}
          >
            <View key={state.view} />
            {/* After the view in DOM order: opening focuses the first field, not this button. Without
                JavaScript it loads the page's own address without the popup (docs/behaviour.md, "Without JavaScript"). */}
            <form
              method="get"
              action={location.pathname}
              className="auth-popup__close-form"
              onSubmit={(event) => {
                event.preventDefault();
                close();
              }}
            >
              {[...withoutPopupParams(location.search)].map(([name, value], index) => (
                <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className="auth-popup__close" title="Закрыть" aria-label="Закрыть">
                <UiIcon name="close" size={22} />
              </button>
            </form>
          </Dialog.Content>
        </>
      ) : null}
    </Dialog.Root>
  );
}
