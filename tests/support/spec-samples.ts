import type { Spec, SpecLine } from '#shared/contract/specs';
import type { CompanyDetails } from '#server/documents/company-details';

/** A seller's details as the demo contacts give them. */
export const sampleCompany: CompanyDetails = {
  name: 'ООО «ЭлектроЩит Про»',
  inn: '7701234567',
  address: 'г. Москва, ул. Электродная, д. 2',
  telephone: '+7 (495) 123-45-67',
  email: 'sales@example.ru',
};

const offer = (price: number): SpecLine['saved'] => ({ price, availability: { status: 'in_stock', quantity: 10 } });

/** A line of a product in the catalogue: a breaker by the piece, or cable by the metre. */
export function sampleLine(index: number, overrides: Partial<SpecLine> = {}): SpecLine {
  const metres = index % 5 === 4;
  const price = metres ? 87.3 : 1000 + index * 10.25;
  return {
    productId: `product-${index}`,
    quantity: metres ? 12.5 : (index % 7) + 1,
    note: index % 3 === 0 ? `щит ${index}` : '',
    saved: offer(price),
    product: {
      name: metres ? `Кабель ВВГнг(А)-LS 3×2,5 (${index})` : `Автоматический выключатель ВА47-29 3P 25А C (${index})`,
      article: metres ? `VVG-3x2.5-${index}` : `mva20-3-025-C-${index}`,
      brand: index % 2 ? 'IEK' : 'EKF',
      unit: metres ? 'м' : 'шт',
      url: `/product/p-${index}/product-${index}`,
      picture: null,
      current: offer(price),
    },
    addedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleSpec(lineCount: number, overrides: Partial<Spec> = {}): Spec {
  return {
    id: '12',
    name: 'Щит ВРУ-1, корпус Б',
    lines: Array.from({ length: lineCount }, (_, i) => sampleLine(i)),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
