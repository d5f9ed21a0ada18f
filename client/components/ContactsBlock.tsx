import { phoneLinkValue, safeExternalUrl, type ContactMap } from '#shared/contacts';
import { UiIcon } from './UiIcon';

/** Contacts (docs/behaviour.md, "Contacts"): phone as a tel: link, messengers and e-mail as links. */
export function ContactsBlock({ contacts, className = '' }: { contacts: ContactMap; className?: string }) {
  const telegram = safeExternalUrl(contacts.telegram);
  const whatsapp = safeExternalUrl(contacts.whatsapp);
  const vk = safeExternalUrl(contacts.vk);
  return (
    <address className={`contacts ${className}`}>
      {contacts.name ? <p className="contacts__name">{contacts.name}</p> : null}
      <ul>
        {contacts.telephone ? (
          <li>
            <UiIcon name="phone" size={18} />
            <a href={`tel:${phoneLinkValue(contacts.telephone)}`}>{contacts.telephone}</a>
          </li>
        ) : null}
        {contacts.email ? (
          <li>
            <UiIcon name="email-outline" size={18} />
            <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          </li>
        ) : null}
        {contacts.address ? (
          <li>
            <UiIcon name="map-marker-outline" size={18} />
            <span>{contacts.address}</span>
          </li>
        ) : null}
      </ul>
      {telegram || whatsapp || vk ? (
        <ul className="contacts__messengers" aria-label="Мессенджеры и соцсети">
          {telegram ? (
            <li>
              <a href={telegram} target="_blank" rel="noopener noreferrer" aria-label="Telegram">
                <UiIcon name="send" size={22} />
              </a>
            </li>
          ) : null}
          {whatsapp ? (
            <li>
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label="WhatsApp">
                <UiIcon name="whatsapp" size={22} />
              </a>
            </li>
          ) : null}
          {vk ? (
            <li>
              <a href={vk} target="_blank" rel="noopener noreferrer" aria-label="ВКонтакте">
                <UiIcon name="vk" size={22} />
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {contacts.inn ? <p className="contacts__inn">ИНН {contacts.inn}</p> : null}
    </address>
  );
}
