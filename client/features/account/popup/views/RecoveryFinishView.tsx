import { FormMessage } from '#client/forms/FormField';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { ViewFrame, ViewLink } from './ViewFrame';

export function RecoveryFinishView() {
  const popup = useAuthPopup();
  return (
    <ViewFrame title="Пароль успешно изменён">
      <FormMessage success={popup.state.flash?.success} />
      <p>Теперь войдите с новым паролем.</p>
      <ViewLink view="login" className="button button--block" onSelect={() => popup.show('login')}>
        Войти
      </ViewLink>
    </ViewFrame>
  );
}
