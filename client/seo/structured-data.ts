import type { DrawnProduct, ProductCard } from '#shared/contract';
import { productPath } from '#shared/catalog/paths';
import type { Crumb } from './page-meta';

/** schema.org objects for the catalogue's pages; addresses are made absolute with the site's origin. */

export function breadcrumbList(crumbs: Crumb[], canonical: string, origin: string) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: origin + (crumb.to ?? canonical),
    })),
  };
}

export const availability = (product: Pick<ProductCard, 'stock'>) =>
  product.stock.status === 'in_stock' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder';

export function productData(product: DrawnProduct, origin: string) {
  return {
    '@type': 'Product',
    name: product.name,
    sku: product.article,
    mpn: product.article,
    brand: { '@type': 'Brand', name: product.brand.name },
    description: product.description,
    image: product.pictures.map((picture) => origin + picture.src),
    category: product.section.name,
    additionalProperty: product.specs.map((spec) => ({ '@type': 'PropertyValue', name: spec.label, value: spec.value })),
    offers: {
      '@type': 'Offer',
      url: origin + productPath(product),
      price: product.price.toFixed(2),
      priceCurrency: 'RUB',
      availability: availability(product),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

type Contacts = Partial<Record<string, string>>;
const contact = (contacts: Contacts, name: string) => contacts[name];

/** The company, for the home page: name, address and the ways to reach it. */
export function organization(contacts: Contacts, origin: string) {
  const telephone = contact(contacts, 'telephone');
  const email = contact(contacts, 'email');
  const address = contact(contacts, 'address');
  const sameAs = ['telegram', 'vk'].map((name) => contact(contacts, name)).filter((url): url is string => Boolean(url?.startsWith('http')));
  return {
    '@type': 'Organization',
    name: contact(contacts, 'name') ?? 'ЭлектроЩит Про',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(telephone && { telephone }),
    ...(email && { email }),
    ...(address && { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'RU' } }),
    ...(contact(contacts, 'inn') && { taxID: contact(contacts, 'inn') }),
    ...(sameAs.length && { sameAs }),
  };
}
