import type { ContactEntry } from '#shared/contract/menu';
import { contactMap } from '#shared/contacts';

/** The seller's details a document's header carries, as the contacts block gives them (docs/behaviour.md, "Documents"). */
export interface CompanyDetails {
  name: string;
  inn?: string;
  address?: string;
  telephone?: string;
  email?: string;
}

/** The company's details out of the contacts read; a contact upstream leaves out is left out of the header too. */
export function companyDetails(entries: readonly ContactEntry[]): CompanyDetails {
  const map = contactMap(entries);
  const value = (name: string) => map[name]?.trim() || undefined;
  return {
    name: value('name') ?? '',
    inn: value('inn'),
    address: value('address'),
    telephone: value('telephone'),
    email: value('email'),
  };
}

/** The header's lines under the name: «ИНН …», the address, then telephone and e-mail on one line. */
export function companyLines(company: CompanyDetails): string[] {
  const reach = [company.telephone && `Тел.: ${company.telephone}`, company.email && `E-mail: ${company.email}`].filter(Boolean).join(', ');
  return [company.inn && `ИНН ${company.inn}`, company.address, reach].filter((line): line is string => Boolean(line));
}
