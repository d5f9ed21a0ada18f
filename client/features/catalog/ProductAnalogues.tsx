import type { ReactNode } from 'react';
import { Link } from '#client/components/Link';
import { ServerDrawn } from '#client/components/ServerDrawn';
import type { AnalogueDifference, AnalogueKind, DrawnAnalogue } from '#shared/contract';
import { hasAnalogueData, type AnalogueRef } from '#shared/catalog/drawn-analogue';
import { formatPrice, stockText } from '#shared/catalog/format';
import { productPath } from '#shared/catalog/paths';
import { analoguesAnchor } from './analogues-anchor';

const groupTitles: Record<AnalogueKind, string> = {
  direct: 'Прямые аналоги',
  replacement: 'Аналоги на замену',
  similar: 'Похожие товары',
};

const groupNotes: Record<AnalogueKind, string> = {
  direct: 'Те же ключевые характеристики, другой производитель или серия.',
  replacement: 'Ключевые характеристики те же или лучше.',
  similar: 'Тот же раздел, близкие характеристики.',
};

const verdictText: Record<AnalogueDifference['verdict'], string> = { better: 'лучше', worse: 'хуже', other: 'другое значение' };

/**
 * The product page's «Аналоги» (docs/behaviour.md, "Analogues"): the analogues the upstream found,
 * grouped by kind, each with what differs, its price and availability and «В спецификацию». Text only, no pictures: a
 * list of up to fourteen stays light in the page's HTML.
 *
 * A row's text is drawn once, by the server, where the page data hands the analogue over as its kind
 * and id (`AnalogueRef`): the browser keeps it as the server drew it and hydrates only the button
 * (`ServerDrawn`, docs/decisions/028-cards-drawn-once.md).
 */
export function ProductAnalogues({
  items,
  addToSpec,
}: {
  items: (DrawnAnalogue | AnalogueRef)[];
  /** «В спецификацию» for an analogue (client/features/specs/AddToSpecButton.tsx), handed in by the page. */
  addToSpec: (productId: string) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <section className="product-page__section analogues" id={analoguesAnchor} aria-labelledby="analogues-title">
      <h2 id="analogues-title">Аналоги</h2>
      {(['direct', 'replacement', 'similar'] as const).map((kind) => {
        const group = items.filter((item) => item.kind === kind);
        if (!group.length) return null;
        return (
          <div key={kind} className="analogues__group" data-kind={kind}>
            <h3 className="analogues__title">{groupTitles[kind]}</h3>
            <p className="analogues__note">{groupNotes[kind]}</p>
            <ul className="analogues__list">
              {group.map((item) => (
                <AnalogueRow key={item.product.id} analogue={item} addToSpec={addToSpec(item.product.id)} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function AnalogueRow({ analogue, addToSpec }: { analogue: DrawnAnalogue | AnalogueRef; addToSpec: ReactNode }) {
  return (
    <li className="analogue">
      <ServerDrawn
        name={`analogue:${analogue.product.id}`}
        draw={hasAnalogueData(analogue) ? () => <AnalogueText analogue={analogue} /> : undefined}
      />
      {addToSpec}
    </li>
  );
}

function AnalogueText({ analogue: { product, differences } }: { analogue: DrawnAnalogue }) {
  // A list of up to fourteen rows: the row's parts are styled by their place in it, not a class each
  // (client/styles/catalog.css), and the texts are single strings (no separators between pieces).
  return (
    <>
      <Link to={productPath(product)}>{product.name}</Link>
      <p>
        Артикул: <span translate="no">{product.article}</span>
        {` · ${product.brand.name}`}
      </p>
      {differences.length ? (
        <ul className="analogue__diff">
          {differences.map((d) => (
            <li key={d.label} className={`analogue__diff--${d.verdict}`}>
              {`${d.label}: ${d.analogueValue} вместо ${d.value} — ${verdictText[d.verdict]}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className="analogue__diff analogue__diff--same">Ключевые характеристики совпадают</p>
      )}
      <p>
        <strong>{formatPrice(product.price)}</strong>{' '}
        <span className={`stock stock--${product.stock.status}`}>{stockText(product.stock, product.unit)}</span>
      </p>
    </>
  );
}
