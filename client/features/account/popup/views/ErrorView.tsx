import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { ViewFrame, ViewLink } from './ViewFrame';

/** The generic error view, for any unknown view (docs/behaviour.md, "Authentication popup"). */
export function ErrorView() {
  const popup = useAuthPopup();
  return (
    <ViewFrame title="Ошибка!">
      <p>Что-то пошло не так…</p>
      <p className="auth-popup__links">
        <ViewLink view="registration" onSelect={() => popup.show('registration')}>
          Зарегистрироваться
        </ViewLink>
        <ViewLink view="login" onSelect={() => popup.show('login')}>
          Войти
        </ViewLink>
      </p>
    </ViewFrame>
  );
}
