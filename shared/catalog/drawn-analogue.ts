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

/**
 * An analogue the server drew, as the page data hands it to the browser: its kind, which groups the
 * rows, and its product's id, which its button needs. The browser keeps the rest of the row as the
 * server drew it (docs/decisions/028-cards-drawn-once.md).
 */
export interface AnalogueRef {
  kind: DrawnAnalogue['kind'];
  product: Pick<DrawnAnalogue['product'], 'id'>;
}

export const analogueRef = ({ kind, product: { id } }: AnalogueRef): AnalogueRef => ({ kind, product: { id } });

/** Whether the browser has the analogue's data, not only the server's drawing of its row. */
export const hasAnalogueData = (analogue: DrawnAnalogue | AnalogueRef): analogue is DrawnAnalogue => 'differences' in analogue;
