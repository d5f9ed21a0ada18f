import emailIcon from '@iconify-icons/mdi/email-outline';
import mapIcon from '@iconify-icons/mdi/map-marker-outline';
import phoneIcon from '@iconify-icons/mdi/phone';
import sendIcon from '@iconify-icons/mdi/send';
import vkIcon from '@iconify-icons/mdi/vk';
import whatsappIcon from '@iconify-icons/mdi/whatsapp';
import { phoneLinkValue, safeExternalUrl, type ContactMap } from '../../shared/contacts';
import { UiIcon } from './UiIcon';

/** Spec §3 contacts: phone as a tel: link, messengers and e-mail as links. */
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
            <UiIcon icon={phoneIcon} size={18} />
            <a href={`tel:${phoneLinkValue(contacts.telephone)}`}>{contacts.telephone}</a>
          </li>
        ) : null}
        {contacts.email ? (
          <li>
            <UiIcon icon={emailIcon} size={18} />
            <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          </li>
        ) : null}
        {contacts.address ? (
          <li>
            <UiIcon icon={mapIcon} size={18} />
            <span>{contacts.address}</span>
          </li>
        ) : null}
      </ul>
      {telegram || whatsapp || vk ? (
        <ul className="contacts__messengers" aria-label="Мессенджеры и соцсети">
          {telegram ? (
            <li>
              <a href={telegram} target="_blank" rel="noopener noreferrer" aria-label="Telegram">
                <UiIcon icon={sendIcon} size={22} />
              </a>
            </li>
          ) : null}
          {whatsapp ? (
            <li>
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label="WhatsApp">
                <UiIcon icon={whatsappIcon} size={22} />
              </a>
            </li>
          ) : null}
          {vk ? (
            <li>
              <a href={vk} target="_blank" rel="noopener noreferrer" aria-label="ВКонтакте">
                <UiIcon icon={vkIcon} size={22} />
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {contacts.inn ? <p className="contacts__inn">ИНН {contacts.inn}</p> : null}
    </address>
  );
}
