import { FormMessage } from '#client/forms/FormField';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { ViewFrame, ViewLink } from './ViewFrame';

export function RegistrationFinishView() {
  const popup = useAuthPopup();
  return (
    <ViewFrame title="Регистрация завершена">
      <FormMessage success={popup.state.flash?.success} />
      <p>Проверьте электронную почту и перейдите по ссылке активации из письма — после этого вы сможете войти в личный кабинет.</p>
      <ViewLink view="login" className="button button--block" onSelect={() => popup.show('login')}>
        Войти
      </ViewLink>
    </ViewFrame>
  );
}
