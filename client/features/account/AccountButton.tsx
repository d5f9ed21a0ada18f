import { useLocation } from 'react-router';
import { Link } from '#client/components/Link';
import { UiIcon } from '#client/components/UiIcon';
import { useDismissableDetails } from '#client/components/use-dismissable-details';
import { loadAuthPopup } from './popup/lazy-popup';
import { useAuthPopup } from './popup/popup-state';
import { useSession } from './session';
import { useSignOut } from './use-sign-out';

/**
 * The header's personal corner. Public HTML is the same for everyone, so the server sends the
 * neutral placeholder (a link to the login view); the real state arrives with GET /api/auth/session after hydration, in a
 * box of the same size so nothing shifts.
 */
export function AccountButton() {
  const { status, user } = useSession();
  const popup = useAuthPopup();
  const signOut = useSignOut();
  const location = useLocation();
  const menu = useDismissableDetails();

  // Until the session is known (and without JavaScript, always) a link to the login view, which
  // the server renders: a signed-in visitor gets «Вы вошли» there (docs/behaviour.md, "Without JavaScript").
  if (status === 'loading') return <LoginLink label="Личный кабинет" title="Личный кабинет" onOpen={() => popup.open('login')} />;
  if (status === 'unauthenticated' || !user) {
    // About to be needed: fetch the popup's code before the click.
    return (
      <LoginLink
        label="Войти в личный кабинет"
        title="Войти"
        onOpen={() => popup.open('login')}
        onAboutToOpen={() => void loadAuthPopup()}
      />
    );
  }
  return (
    <details className="account-menu" data-testid="account-slot" key={location.pathname} ref={menu}>
      <summary
        className="account-slot account-slot--action account-slot--signed-in"
        aria-label={`Личный кабинет: ${user.name}`}
        title={user.name}
      >
        <span aria-hidden="true">{user.name.trim().charAt(0).toUpperCase() || '•'}</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__name">{user.name}</p>
        <Link to="/my/profile">Профиль</Link>
        <Link to="/my/saves">Избранное</Link>
        <form
          method="post"
          action="/api/auth/logout"
          onSubmit={(e) => {
            e.preventDefault();
            void signOut();
          }}
        >
          <input type="hidden" name="callbackUrl" value="/" />
          <button type="submit" className="link-button">
            Выйти
          </button>
        </form>
      </div>
    </details>
  );
}

interface LoginLinkProps {
  label: string;
  title: string;
  onOpen: () => void;
  onAboutToOpen?: () => void;
}

/** The header's account icon as a link to the server-rendered login view; with JavaScript it opens the popup in place. */
function LoginLink({ label, title, onOpen, onAboutToOpen }: LoginLinkProps) {
  return (
    <a
      className="account-slot account-slot--action"
      data-testid="account-slot"
      href="?auth=login"
      aria-label={label}
      title={title}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      onPointerEnter={onAboutToOpen}
      onFocus={onAboutToOpen}
    >
      <UiIcon name="account-circle-outline" size={22} />
    </a>
  );
}
