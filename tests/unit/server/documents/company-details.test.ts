import { describe, expect, it } from 'vitest';
import { companyDetails, companyLines } from '#server/documents/company-details';
import { contacts } from '#server/embedded/seed/contacts';

describe("a document's company header", () => {
  it('takes the name, INN, address, telephone and e-mail from the contacts', () => {
    const company = companyDetails(contacts);
    const byName = Object.fromEntries(contacts.map((c) => [c.name, c.data]));
    expect(company).toEqual({
      name: byName.name,
      inn: byName.inn,
      address: byName.address,
      telephone: byName.telephone,
      email: byName.email,
    });
    expect(companyLines(company)).toEqual([`ИНН ${byName.inn}`, byName.address, `Тел.: ${byName.telephone}, E-mail: ${byName.email}`]);
  });

  it('leaves out what the contacts leave out', () => {
    const company = companyDetails([
      { name: 'name', data: 'ООО «Щит»' },
      { name: 'email', data: ' ' },
    ]);
    expect(company).toEqual({ name: 'ООО «Щит»', inn: undefined, address: undefined, telephone: undefined, email: undefined });
    expect(companyLines(company)).toEqual([]);
  });
});
