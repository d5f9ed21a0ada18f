import { useNavigate } from 'react-router';
import { FormMessage } from '#client/forms/FormField';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { ViewFrame } from './ViewFrame';

export const accountPath = '/my';

export function LoginFinishView() {
  const popup = useAuthPopup();
  const navigate = useNavigate();
  return (
    <ViewFrame title="Вы вошли">
      <FormMessage success={popup.state.flash?.success} />
      <p>Теперь вы можете пользоваться всеми возможностями сайта: сохранять товары и проекты щитов, управлять профилем.</p>
      <a
        className="button button--block"
        href={accountPath}
        onClick={(event) => {
          event.preventDefault();
          popup.close();
          navigate(accountPath);
        }}
      >
        Перейти в личный кабинет
      </a>
    </ViewFrame>
  );
}
