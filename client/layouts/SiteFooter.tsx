import { Link } from '#client/components/Link';
import { menuPaths } from '#shared/routes';
import { ContactsBlock } from '#client/components/ContactsBlock';
import { LinkListSection } from '#client/components/LinkListSection';
import { useShellData } from '#client/data/shell-data';
import { useSite } from '#client/data/deps-context';
import { AnalyticsSettingsLink } from '#client/components/AnalyticsSettingsLink';

export function SiteFooter() {
  const { menu, contacts, catalog } = useShellData();
  const { askAnalyticsConsent } = useSite();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">Контакты</h2>
          <ContactsBlock contacts={contacts} />
        </section>
        <LinkListSection id="footer-menu" title="Разделы" links={menu.map((item) => ({ to: menuPaths[item.name], label: item.label }))} />
        <LinkListSection
          id="footer-catalog"
          title="Каталог"
          links={catalog.map((section) => ({ to: `/catalog/${encodeURIComponent(section.id)}`, label: section.name }))}
        />
      </div>
      <div className="container site-footer__legal">
        <span>{`© ${contacts.name ?? ''}`}</span>
        <Link to="/legal/privacy">Политика обработки персональных данных</Link>
        <Link to="/legal/agreement">Пользовательское соглашение</Link>
        {askAnalyticsConsent ? <AnalyticsSettingsLink /> : null}
      </div>
    </footer>
  );
}
