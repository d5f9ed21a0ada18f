import type { Analogue, DrawnAnalogue } from '#shared/contract';

/** Of an analogue, what the product page's «Аналоги» draw (`drawnAnalogueSchema`), nothing else. */
export function drawnAnalogue({ kind, product, differences }: Analogue): DrawnAnalogue {
  return {
    kind,
    product: {
      id: product.id,
      url: product.url,
      name: product.name,
      article: product.article,
      brand: { name: product.brand.name },
      price: product.price,
      unit: product.unit,
      stock: product.stock,
    },
    differences: differences.map(({ label, value, analogueValue, verdict }) => ({ label, value, analogueValue, verdict })),
  };
}
