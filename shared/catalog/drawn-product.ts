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
