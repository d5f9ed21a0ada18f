const brand = 'ЭлектроЩит Про';

/** «Общество с ограниченной ответственностью «…»» with its first word in the case a sentence needs. */
const fullName = (society: string) => `${society} с ограниченной ответственностью «${brand}»`;

/**
 * The invented company behind the demo content. Contacts, legal documents and page texts all
 * read from here, so the name, address and requisites never disagree between pages.
 *
 * The full legal name declines: pick the form the sentence governs, never paste the nominative
 * into a sentence («между Обществом …», «меры, предпринимаемые Обществом …», «от имени Общества …»).
 * The nominative is for places where the name stands alone: a requisites line or a table cell.
 */
export const company = {
  brand,
  legalName: `ООО «${brand}»`,
  /** Nominative (and accusative): «Оператор: Общество с ограниченной ответственностью …». */
  fullLegalName: fullName('Общество'),
  /** Genitive: «от имени Общества …», «сотрудники Общества …». */
  fullLegalNameGenitive: fullName('Общества'),
  /** Dative: «направить Обществу …». */
  fullLegalNameDative: fullName('Обществу'),
  /** Instrumental: «между Обществом …», «меры, предпринимаемые Обществом …». */
  fullLegalNameInstrumental: fullName('Обществом'),
  /** Prepositional: «об Обществе …». */
  fullLegalNamePrepositional: fullName('Обществе'),
  foundedYear: 2012,
  inn: '7723184507',
  kpp: '772301001',
  ogrn: '1127746421538',
  address: '109316, г. Москва, Волгоградский проспект, д. 42, корп. 5, офис 310',
  productionAddress: '142110, Московская область, г. Подольск, ул. Комсомольская, д. 1, корп. 4',
  email: 'info@elektroshchit-pro.ru',
  privacyEmail: 'privacy@elektroshchit-pro.ru',
  telephone: '+7 (495) 215-47-38',
  workingHours: 'пн–пт с 9:00 до 18:00',
  telegram: 'https://t.me/elektroshchit_pro',
  whatsapp: 'https://wa.me/74952154738',
  vk: 'https://vk.com/elektroshchit_pro',
  site: 'elektroshchit-pro.ru',
} as const;
