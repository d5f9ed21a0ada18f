import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '#client/components/Link';
import type { CatalogListing, SortOrder } from '#shared/contract';
import { defaultSort, listingParams } from '#shared/catalog/listing-query';
import { formatPrice } from '#shared/catalog/format';
import { useHydrated } from '#client/components/use-hydrated';

export const sortLabels: Record<SortOrder, string> = {
  popular: 'Сначала популярные',
  'price-asc': 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  name: 'По названию',
};

/** The form's fields as the address's query: empty fields are left out, the page starts again at 1. */
function searchOf(form: HTMLFormElement): string {
  const search = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    // The default order is the bare address: one state, one URL (as the server's links have it).
    if (key === listingParams.sort && value === defaultSort) continue;
    if (typeof value === 'string' && value.trim() !== '') search.append(key, value.trim());
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The section's filters and sort as an ordinary GET form (docs/behaviour.md, "Catalogue"):
 * without JavaScript «Показать» submits it and the server renders the address; with JavaScript
 * every change goes to the address at once and the router loads the grid, keeping the current
 * one on screen until the new one is there.
 */
export function ListingFilters({ listing, path, id }: { listing: Omit<CatalogListing, 'items'>; path: string; id: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const { applied, priceRange } = listing;

  // The query the form stands for now: recorded whenever a listing is drawn.
  const current = useRef<string | null>(null);
  useEffect(() => {
    if (form.current) current.current = searchOf(form.current);
  }, [listing]);
  const apply = () => {
    if (!form.current) return;
    const search = searchOf(form.current);
    // Enter in a price field submits, and leaving it afterwards must not load the same page again.
    if (search === current.current) return;
    current.current = search;
    void navigate(path + search, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  return (
    <form
      ref={form}
      id={id}
      className="filters"
      action={path}
      method="get"
      onSubmit={onSubmit}
      onChange={(event) => {
        // Prices apply on Enter or when the field is left (`change`), not on every keystroke.
        if ((event.target as Element).getAttribute('type') !== 'number') apply();
      }}
      aria-label="Фильтры"
    >
      <SortField id={`${id}-sort`} sort={applied.sort} />

      <PriceFields applied={applied} priceRange={priceRange} onBlur={apply} />

      <label className="filters__stock">
        <input type="checkbox" name={listingParams.inStock} value="1" defaultChecked={applied.inStock} key={`stock-${applied.inStock}`} />
        <span>Только в наличии</span>
        <OptionCount count={listing.inStockCount} />
      </label>

      {listing.facets.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} />
      ))}

      <div className="filters__actions">
        {/* With JavaScript the changes apply themselves; the button is for the form without it. */}
        <button type="submit" className="button" hidden={hydrated}>
          Показать
        </button>
        <Link className="button button--ghost" to={path} preventScrollReset>
          Сбросить
        </Link>
      </div>
    </form>
  );
}

/**
 * How many products an option would show; read out as «товаров: N» rather than a bare number after the
 * option. Styled by its place (`.filters label small`): it is repeated for every option of every group.
 */
function OptionCount({ count }: { count: number }) {
  return (
    <small>
      <span className="visually-hidden">товаров: </span>
      {count}
    </small>
  );
}

/** The order of the grid; a new order redraws the select with it chosen (its key). */
function SortField({ id, sort }: { id: string; sort: SortOrder }) {
  return (
    <div className="filters__sort">
      <label htmlFor={id}>Сортировка</label>
      <select id={id} name={listingParams.sort} defaultValue={sort} key={sort}>
        {Object.entries(sortLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** «от» and «до» in roubles, the section's range as placeholders and under them; applied when left (`onBlur`) or on Enter. */
function PriceFields({
  applied,
  priceRange,
  onBlur,
}: {
  applied: CatalogListing['applied'];
  priceRange: CatalogListing['priceRange'];
  onBlur: () => void;
}) {
  return (
    <fieldset className="filters__group">
      <legend>Цена, ₽</legend>
      <div className="filters__price">
        <label>
          <span className="visually-hidden">Цена от</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            name={listingParams.priceMin}
            placeholder={`от ${priceRange.min}`}
            defaultValue={applied.priceMin ?? ''}
            key={`min-${applied.priceMin ?? ''}`}
            onBlur={onBlur}
          />
        </label>
        <span aria-hidden="true">—</span>
        <label>
          <span className="visually-hidden">Цена до</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            name={listingParams.priceMax}
            placeholder={`до ${priceRange.max}`}
            defaultValue={applied.priceMax ?? ''}
            key={`max-${applied.priceMax ?? ''}`}
            onBlur={onBlur}
          />
        </label>
      </div>
      <p className="filters__hint">{`В разделе от ${formatPrice(priceRange.min)} до ${formatPrice(priceRange.max)}`}</p>
    </fieldset>
  );
}

/** One characteristic's options, each with how many products it would show; an option that would show none is disabled. */
function FacetGroup({ facet }: { facet: CatalogListing['facets'][number] }) {
  return (
    <fieldset className="filters__group">
      <legend>
        {facet.label}
        {facet.unit ? `, ${facet.unit}` : ''}
      </legend>
      <ul className="filters__options">
        {facet.options.map((option) => {
          const empty = option.count === 0 && !option.selected;
          return (
            <li key={option.value}>
              {/* Styled by its place, a disabled one by its input (`:has(input:disabled)`): one class less an option. */}
              <label>
                <input
                  type="checkbox"
                  name={facet.key}
                  value={option.value}
                  defaultChecked={option.selected}
                  key={`${option.value}-${option.selected}`}
                  disabled={empty}
                />
                <span>{option.label}</span>
                <OptionCount count={option.count} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
