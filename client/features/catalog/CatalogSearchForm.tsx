import { searchQueryMaxLength } from '#shared/contract/catalog-limits';
import { searchPath } from '#shared/catalog/paths';

/** A plain GET form to the search page: works before and without JavaScript. */
export function CatalogSearchForm({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return (
    <form className="search-form" action={searchPath} method="get" role="search">
      <label className="visually-hidden" htmlFor={id}>
        Найти в каталоге
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Название, артикул или бренд, например «автомат C16»"
        maxLength={searchQueryMaxLength}
      />
      <button className="button" type="submit">
        Найти
      </button>
    </form>
  );
}
