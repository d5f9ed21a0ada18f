import { Link } from './Link';
import { menuPaths } from '#shared/routes';
import { ContactsBlock } from './ContactsBlock';
import { useShellData } from '../app/shell-data';

export function SiteFooter() {
  const { menu, contacts, catalog } = useShellData();
  const items = [...menu.menuList].sort((a, b) => a.order - b.order);
  const sections = [...catalog].sort((a, b) => a.order - b.order);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">Контакты</h2>
          <ContactsBlock contacts={contacts} />
        </section>
        <nav aria-labelledby="footer-menu">
          <h2 id="footer-menu">Разделы</h2>
          <ul>
            {items.map((item) => (
              <li key={item.name}>
                <Link to={menuPaths[item.name]}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-catalog">
          <h2 id="footer-catalog">Каталог</h2>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={`/catalog/${encodeURIComponent(section.id)}`}>{section.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <span>© {contacts.name ?? ''}</span>
        <Link to="/legal/privacy">Политика обработки персональных данных</Link>
        <Link to="/legal/agreement">Пользовательское соглашение</Link>
      </div>
    </footer>
  );
}
