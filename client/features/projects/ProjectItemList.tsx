import type { ReactNode } from 'react';
import type { ProjectItem } from '#shared/contract/project-items';
import { formatDate } from '#shared/dates';
import { designerAddress } from '#shared/projects/tool-links';
import { Link } from '#client/components/Link';
import { RemoveItemButton } from './RemoveItemButton';

/**
 * A project's calculations or designs (docs/behaviour.md, "Projects"): each item's title links back
 * to its tool with the state it was saved in — a calculator with its inputs, a design's result page —
 * and a design also opens in the designer.
 */
export function ProjectItemList({
  items,
  specId,
  back,
  empty,
  testId,
  onRemoved,
}: {
  items: readonly ProjectItem[];
  specId: string;
  back: string;
  empty: ReactNode;
  testId: string;
  onRemoved(): void;
}) {
  if (!items.length) return <p className="project-empty">{empty}</p>;
  return (
    <ul className="project-items" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="project-item">
          <div className="project-item__text">
            {/* A plain link: the tool reads its state from the address on a fresh load. */}
            <a href={item.address} className="project-item__title">
              {item.title}
            </a>
            <span className="project-item__meta">сохранён {formatDate(item.createdAt)}</span>
            {item.kind === 'design' ? (
              <Link to={designerAddress(item.address)} className="project-item__more">
                Изменить в конструкторе
              </Link>
            ) : null}
          </div>
          <RemoveItemButton specId={specId} item={item} back={back} onRemoved={onRemoved} />
        </li>
      ))}
    </ul>
  );
}
