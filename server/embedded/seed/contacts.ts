import type { ContactEntry } from '#shared/contract';
import { company } from './company';

/** The contacts block, in the order the site shows it. */
export const contacts: ContactEntry[] = [
  { name: 'name', data: company.legalName },
  { name: 'address', data: company.address },
  { name: 'inn', data: company.inn },
  { name: 'email', data: company.email },
  { name: 'telephone', data: company.telephone },
  { name: 'telegram', data: company.telegram },
  { name: 'whatsapp', data: company.whatsapp },
  { name: 'vk', data: company.vk },
];
