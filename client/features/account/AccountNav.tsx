import { NavLink } from '#client/components/Link';

export function AccountNav() {
  return (
    <nav className="account-nav" aria-label="Личный кабинет">
      <NavLink to="/my/profile">Профиль</NavLink>
      <NavLink to="/my/saves">Избранное</NavLink>
      <NavLink to="/my/requests">Запросы КП</NavLink>
      <NavLink to="/my/specs">Спецификации</NavLink>
    </nav>
  );
}
