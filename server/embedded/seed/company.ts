/**
 * The invented company behind the demo content. Contacts, legal documents and page texts all
 * read from here, so the name, address and requisites never disagree between pages.
 */
export const company = {
  brand: 'ЭлектроЩит Про',
  legalName: 'ООО «ЭлектроЩит Про»',
  fullLegalName: 'Общество с ограниченной ответственностью «ЭлектроЩит Про»',
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
