import type Database from 'libsql';
import type { DesignDevice, ElPanel } from '#shared/contract';
import { designSchema } from '#shared/contract/elpanels';
import { deviceFactsOf, factsByIdOf } from '#shared/designer/device-facts';
import { designTotals } from '#shared/designer/totals';
import { designProducts } from '../catalog/design-products';
import type { CatalogModel, CatalogProduct } from '../catalog/model';
import type { EndpointHandlers } from '../registry-routes';
import { rowQuery } from '../row-query';

interface ElPanelRow {
  id: string;
  name: string;
  summary: string;
  description: string;
  design: string;
  updated_at: string;
}

/** A catalogue product as the designer reads it: its card and all its characteristics. */
export const designDevice = ({ card, product }: CatalogProduct): DesignDevice => ({
  id: card.id,
  numId: card.numId,
  url: card.url,
  name: card.name,
  article: card.article,
  sectionId: card.sectionId,
  price: card.price,
  specs: product.specs,
});

/** The kinds of product a design can hold (docs/designer.md, "Devices"): enclosures and rail devices. */
function placeable(product: DesignDevice): boolean {
  const device = deviceFactsOf(product);
  return device.enclosure !== null || device.modules !== null;
}

export function elPanelHandlers(
  db: Database.Database,
  catalog: CatalogModel,
): Pick<EndpointHandlers, 'elPanels' | 'elPanel' | 'designerDevices'> {
  const columns = 'id, name, summary, description, design, updated_at';
  const selectAll = rowQuery<ElPanelRow>(db, `SELECT ${columns} FROM el_panels ORDER BY sort_order`);
  const selectOne = rowQuery<ElPanelRow>(db, `SELECT ${columns} FROM el_panels WHERE id = ?`);
  // Read through once, when the designer first asks: a start does not wait for it.
  let designerDevices: DesignDevice[] | undefined;

  function elPanel(row: ElPanelRow): ElPanel {
    const design = designSchema.parse(JSON.parse(row.design));
    const products = designProducts(design, catalog);
    const facts = factsByIdOf(products.map((p) => p.product));
    const totals = designTotals(design, facts);
    const enclosure = design.enclosureId === null ? undefined : catalog.byId.get(design.enclosureId);
    return {
      id: row.id,
      name: row.name,
      summary: row.summary,
      description: JSON.parse(row.description) as string[],
      ip: enclosure?.product.specs.find((spec) => spec.key === 'ip')?.value ?? '',
      modules: totals.modulesTotal ?? 0,
      modulesUsed: totals.modulesUsed,
      price: totals.price,
      design,
      devices: products.map(designDevice),
      updatedAt: row.updated_at,
    };
  }

  return {
    elPanels: { handle: () => selectAll.map(elPanel).all() },
    elPanel: { notFound: 'Электрощит не найден', handle: ({ params }) => selectOne.map(elPanel).get(params.elpanelID) },
    // With `ids`, only those of the library, in the order asked (docs/designer.md, "Page weight"):
    // looked up one by one, so a page that draws one design never builds the whole library.
    designerDevices: {
      handle: ({ query }) =>
        query.ids === undefined
          ? (designerDevices ??= [...catalog.designDevices()].filter(placeable))
          : query.ids.split(',').flatMap((id) => {
              const product = catalog.byId.get(id);
              const device = product && designDevice(product);
              return device && placeable(device) ? [device] : [];
            }),
    },
  };
}
