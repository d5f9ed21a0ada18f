import { useQuery } from '@tanstack/react-query';
import type { SavedItem } from '#shared/contract/auth';
import { factsByIdOf } from '#shared/designer/device-facts';
import { decodeDesign } from '#shared/designer/url-encoding';
import { contractQuery } from '#client/data/data';
import { useSite } from '#client/data/deps-context';
import { DinRailDiagram } from './DinRailDiagram';

/**
 * What a saved item looks like in «Избранное» (docs/designer.md, "Saving"): a product's picture,
 * or a panel's or a design's rails drawn from its design. Looked up after the list arrives; the
 * box keeps its size meanwhile.
 */
export function SavedItemPicture({ item }: { item: SavedItem }) {
  if (item.kind === 'product') {
    return item.picture ? (
      <img
        className="saves__picture"
        src={item.picture.src}
        alt=""
        width={item.picture.width}
        height={item.picture.height}
        loading="lazy"
      />
    ) : (
      <span className="saves__picture" aria-hidden="true" />
    );
  }
  return <DesignPicture item={item} />;
}

function DesignPicture({ item }: { item: SavedItem }) {
  const { deps } = useSite();
  const panels = useQuery({ ...contractQuery(deps, 'elPanels', {}), enabled: item.kind === 'elpanel-design' });
  const devices = useQuery({ ...contractQuery(deps, 'designerDevices', {}), enabled: item.kind === 'panel-design' });
  const panel = panels.data?.find((p) => p.id === item.refId);
  const decoded = item.kind === 'panel-design' ? decodeDesign(item.refId) : null;
  const design = panel?.design ?? (decoded?.ok ? decoded.design : null);
  const facts = panel ? factsByIdOf(panel.devices) : devices.data ? factsByIdOf(devices.data) : null;
  if (!design || !facts) return <span className="saves__picture" aria-hidden="true" />;
  return (
    <span className="saves__picture" aria-hidden="true">
      <DinRailDiagram design={design} factsById={facts} title={item.title} compact />
    </span>
  );
}
