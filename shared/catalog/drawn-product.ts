import type { DrawnProduct, Product } from '#shared/contract';

/** Of a product, what its page draws (`drawnProductSchema`), nothing else. */
export function drawnProduct(product: Product): DrawnProduct {
  return {
    id: product.id,
    url: product.url,
    name: product.name,
    article: product.article,
    series: product.series,
    brand: { name: product.brand.name },
    price: product.price,
    unit: product.unit,
    stock: product.stock,
    picture: { src: product.picture.src },
    // The gallery shows the product's name where a picture's own text is that name.
    pictures: product.pictures.map(({ src, alt, width, height }) => ({ src, alt: alt === product.name ? '' : alt, width, height })),
    specs: product.specs.map(({ label, value }) => ({ label, value })),
    description: product.description,
    documents: product.documents.map(({ title, url, format }) => ({ title, url, format })),
    section: product.section,
  };
}

/**
 * A product the server drew, as the page data hands it to the browser
 * (docs/decisions/028-cards-drawn-once.md): what the gallery, the buttons, the quote form, analytics
 * and the page's meta read. Its characteristics, description and documents the browser keeps as the
 * server drew them; of the description the page's meta needs its first sentence (`lead`).
 */
export type HandedOverProduct = Omit<DrawnProduct, 'specs' | 'description' | 'documents'> & { lead: string };

/** The first sentence of a product's description, which its page's meta description starts from. */
export const productLead = (description: string) => description.split('. ')[0] ?? '';

export function handedOverProduct(product: DrawnProduct): HandedOverProduct {
  const { specs: _specs, description, documents: _documents, ...handed } = product;
  return { ...handed, lead: productLead(description) };
}

/** Whether the browser has the product's text, not only the server's drawing of it. */
export const hasProductText = (product: DrawnProduct | HandedOverProduct): product is DrawnProduct => 'specs' in product;
