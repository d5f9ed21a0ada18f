import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SaveRequest } from '#client/features/account/save-item';
import type { ProjectSaveRequest } from '#client/features/account/save-to-project';
import type { Flash } from '#shared/auth/flash';
import { authViewParam, redirectParam, toAuthView, withoutPopupParams, type AuthView } from '#shared/auth/popup';
import { safeRedirectPath } from '#shared/auth/safe-redirect';

/** «В избранное», or «Сохранить в проект» (which then goes to the current project: docs/behaviour.md, "Projects"). */
export type AfterLogin = SaveRequest | { project: ProjectSaveRequest };

export interface PopupState {
  open: boolean;
  view: AuthView;
  /** recovery → recovery2 carries the entered e-mail. */
  email: string;
  /** Where to go after login (docs/behaviour.md, "Guards"). */
  redirect: string | null;
  /** The outcome of a form posted before hydration, shown once in its view. */
  flash: Flash | null;
  /** A save a signed-out visitor asked for: completed right after they log in. */
  afterLogin: AfterLogin | null;
}

interface PopupControls {
  state: PopupState;
  /** Where focus goes back to when the popup closes (the control that opened it). */
  returnFocus(): void;
  open(view?: AuthView, extras?: Partial<Pick<PopupState, 'email' | 'redirect' | 'afterLogin'>>): void;
  show(view: AuthView, extras?: Partial<Pick<PopupState, 'email'>>): void;
  close(): void;
}

const PopupContext = createContext<PopupControls | null>(null);

/**
 * The popup is opened and closed through one shared flag
 * (docs/behaviour.md, "Authentication popup"). Per render tree (not a module singleton), because
 * the server renders many visitors' pages at once. `?auth=<view>` in the address opens it
 * server-rendered — how the guard's login page and the no-JS flow reach it.
 */
export function AuthPopupProvider({ flash, children }: { flash: Flash | null; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<PopupState>(() => {
    const params = new URLSearchParams(location.search);
    const view = flash?.view ?? toAuthView(params.get(authViewParam));
    return {
      open: view !== null,
      view: view ?? 'login',
      email: flash?.values?.email ?? params.get('email') ?? '',
      redirect: safeRedirectPath(params.get(redirectParam)),
      flash,
      afterLogin: null,
    };
  });

  // A client-side navigation to `?auth=<view>` (the account pages' guard) opens the popup too.
  const requested = new URLSearchParams(location.search).get(authViewParam);
  const requestedRedirect = new URLSearchParams(location.search).get(redirectParam);
  // Adjusted while rendering when the address changes (React's pattern for state that follows a value).
  const [seenRequest, setSeenRequest] = useState({ requested, requestedRedirect });
  if (seenRequest.requested !== requested || seenRequest.requestedRedirect !== requestedRedirect) {
    setSeenRequest({ requested, requestedRedirect });
    const view = toAuthView(requested);
    if (view) setState((s) => (s.open && s.view === view ? s : { ...s, open: true, view, redirect: safeRedirectPath(requestedRedirect) }));
  }

  // Radix returns focus to its Trigger; this popup opens from several places, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>('[data-testid="account-slot"]');
    opener.current = null;
    target?.focus();
  }, []);

  const close = useCallback(() => {
    setState((s) => ({ ...s, open: false, flash: null, afterLogin: null }));
    // Drop ?auth= so a reload or a shared link does not open the popup again.
    const current = new URLSearchParams(window.location.search);
    if (current.has(authViewParam) || current.has(redirectParam)) {
      const search = withoutPopupParams(window.location.search).toString();
      navigate({ pathname: window.location.pathname, search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
    }
  }, [navigate]);

  const controls = useMemo<PopupControls>(
    () => ({
      state,
      returnFocus,
      open: (view = 'login', extras = {}) => {
        if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
          opener.current = document.activeElement;
        setState((s) => ({
          ...s,
          open: true,
          view,
          flash: null,
          email: extras.email ?? s.email,
          redirect: extras.redirect !== undefined ? extras.redirect : s.redirect,
          afterLogin: extras.afterLogin ?? null,
        }));
      },
      show: (view, extras = {}) => setState((s) => ({ ...s, view, flash: null, email: extras.email ?? s.email })),
      close,
    }),
    [state, close, returnFocus],
  );
  return <PopupContext value={controls}>{children}</PopupContext>;
}

export function useAuthPopup(): PopupControls {
  const controls = useContext(PopupContext);
  if (!controls) throw new Error('useAuthPopup outside <AuthPopupProvider>');
  return controls;
}
