import { useMatches } from 'react-router';
import type { MainMenuName } from '#shared/contract';
import { Link } from '#client/components/Link';
import { phoneLinkValue } from '#shared/contacts';
import { menuPaths } from '#shared/routes';
import type { RouteHandle } from '#client/navigation/route-handle';
import { useShellData } from '#client/data/shell-data';
import { AccountButton } from '#client/features/account/AccountButton';
import { CompareHeaderLink } from '#client/features/catalog/compare/CompareHeaderLink';
import { SpecHeaderLink } from '#client/features/specs/SpecHeaderLink';
import { CatalogMenu } from '#client/components/CatalogMenu';
import { HeaderSearch } from '#client/components/search/HeaderSearch';
import { SiteLogo } from '#client/components/SiteLogo';
import { UiIcon } from '#client/components/UiIcon';
import { useDismissableDetails } from '#client/components/use-dismissable-details';

/**
 * The main-menu entry the page on screen belongs to, from its route (shared/routes.ts, `section`),
 * not from its address: a product is the catalogue's, a post the posts', a landing page the
 * company's. None for a page of no section, or where no route matched.
 */
function useMenuSection(): MainMenuName | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle && 'section' in handle) return handle.section;
  }
  return null;
}

export function SiteHeader() {
  const { menu, contacts, catalog } = useShellData();
  const telephone = contacts.telephone;
  const siteMenu = useDismissableDetails();

  const section = useMenuSection();

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <div className="container site-header__bar">
        <SiteLogo name={contacts.name ?? 'Главная'} />
        {/* One menu for every width (docs/behaviour.md, "Page weight"): a toggle on a phone, in the bar on a wide screen. */}
        <details className="site-menu" ref={siteMenu}>
          <summary aria-label="Меню">
            <UiIcon name="menu" size={26} />
          </summary>
          <nav className="site-menu__panel" aria-label="Главное меню">
            <ul className="main-menu">
              {menu.map((item) => (
                <li key={item.name}>
                  <Link
                    to={menuPaths[item.name]}
                    aria-current={item.name === section ? 'page' : undefined}
                    className={item.name === section ? 'active' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <div className="site-header__actions">
          {telephone ? (
            <a className="site-header__phone" href={`tel:${phoneLinkValue(telephone)}`} aria-label={`Позвонить: ${telephone}`}>
              <UiIcon name="phone" size={18} />
              <span>{telephone}</span>
            </a>
          ) : null}
          <CompareHeaderLink />
          <AccountButton />
        </div>
      </div>
      <div className="container site-header__search">
        <HeaderSearch />
        <SpecHeaderLink />
      </div>
      <CatalogMenu entries={catalog} />
    </header>
  );
}
