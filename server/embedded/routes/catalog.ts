import type Database from 'libsql';
import type { ProductRef } from '#shared/contract';
import type { EndpointHandlers } from '../registry-routes';

interface ProductRow {
  id: string;
  num_id: number;
  url: string;
  name: string;
  section_id: string;
}

export function catalogHandlers(db: Database.Database): Pick<EndpointHandlers, 'product' | 'productByNumId'> {
  const selectById = db.prepare('SELECT * FROM products WHERE id = ?');
  // Old links carry only the numeric id of the previous site; the BFF redirects from them.
  const selectByNumId = db.prepare('SELECT * FROM products WHERE num_id = ?');

  const product = (row: ProductRow | undefined): ProductRef | undefined =>
    row && { id: row.id, numId: row.num_id, url: row.url, name: row.name, sectionId: row.section_id };

  return {
    product: {
      notFound: 'Товар не найден',
      handle: ({ params }) => product(selectById.get(params.productid) as ProductRow | undefined),
    },
    productByNumId: {
      notFound: 'Товар не найден',
      handle: ({ params }) => product(selectByNumId.get(Number(params.productNumID)) as ProductRow | undefined),
    },
  };
}
