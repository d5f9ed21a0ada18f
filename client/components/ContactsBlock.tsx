import { phoneLinkValue, safeExternalUrl, type ContactMap } from '#shared/contacts';
import { UiIcon } from './UiIcon';
import type { UiIconName } from './ui-icons';

interface ContactLine {
  icon: UiIconName;
  text: string | undefined;
  /** None: the value is shown as text (an address). */
  href?: string;
}

/** Contacts (docs/behaviour.md, "Contacts"): phone as a tel: link, messengers and e-mail as links. */
export function ContactsBlock({ contacts, className = '' }: { contacts: ContactMap; className?: string }) {
  const lines: ContactLine[] = [
    { icon: 'phone', text: contacts.telephone, href: `tel:${phoneLinkValue(contacts.telephone ?? '')}` },
    { icon: 'email-outline', text: contacts.email, href: `mailto:${contacts.email}` },
    { icon: 'map-marker-outline', text: contacts.address },
  ];
  const messengers: { icon: UiIconName; label: string; href: string | undefined }[] = [
    { icon: 'send', label: 'Telegram', href: safeExternalUrl(contacts.telegram) },
    { icon: 'whatsapp', label: 'WhatsApp', href: safeExternalUrl(contacts.whatsapp) },
    { icon: 'vk', label: 'ВКонтакте', href: safeExternalUrl(contacts.vk) },
  ];
  const shownMessengers = messengers.filter((messenger) => messenger.href);
  return (
    <address className={`contacts ${className}`}>
      {contacts.name ? <p className="contacts__name">{contacts.name}</p> : null}
      <ul>
        {lines.map((line) =>
          line.text ? (
            <li key={line.icon}>
              <UiIcon name={line.icon} size={18} />
              {line.href ? <a href={line.href}>{line.text}</a> : <span>{line.text}</span>}
            </li>
          ) : null,
        )}
      </ul>
      {shownMessengers.length > 0 ? (
        <ul className="contacts__messengers" aria-label="Мессенджеры и соцсети">
          {shownMessengers.map((messenger) => (
            <li key={messenger.icon}>
              <a href={messenger.href} target="_blank" rel="noopener noreferrer" aria-label={messenger.label}>
                <UiIcon name={messenger.icon} size={22} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {contacts.inn ? <p className="contacts__inn">{`ИНН ${contacts.inn}`}</p> : null}
    </address>
  );
}
