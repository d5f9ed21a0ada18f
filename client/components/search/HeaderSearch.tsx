import { useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { searchPath } from '#shared/catalog/paths';
import { UiIcon } from '../UiIcon';
import type { SearchComboboxProps } from './SearchCombobox';
import { searchFieldProps } from './search-field';

let loaded: ComponentType<SearchComboboxProps> | null = null;
const loadCombobox = () => import('./SearchCombobox').then((module) => (loaded = module.SearchCombobox));

export const headerSearchId = 'site-search-q';

/**
 * The search box on every page (docs/behaviour.md, "Search"). The server draws a plain GET form
 * that works without JavaScript; the suggestions (a combobox) load when the visitor comes near it
 * — pointer over, focus — and take over the same field with what was typed and where the caret
 * was, so the first page load does not pay for them.
 */
export function HeaderSearch() {
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(() => loaded);
  const input = useRef<HTMLInputElement>(null);
  const [handover, setHandover] = useState<{ value: string; caret: number | null; focused: boolean } | null>(null);

  const prepare = () => {
    if (Combobox) return;
    void loadCombobox().then((component) => {
      // Read and swapped in one task: a key typed between reading the field and a later render would
      // go into the plain field after its value was taken, and be lost (the visitor's first letter).
      flushSync(() => {
        const field = input.current;
        setHandover(field ? { value: field.value, caret: field.selectionStart, focused: document.activeElement === field } : null);
        setCombobox(() => component);
      });
    });
  };

  useEffect(() => {
    // A visitor who starts typing before JavaScript arrived already has focus in the field.
    if (document.activeElement === input.current) prepare();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form className="site-search" action={searchPath} method="get" role="search" onPointerEnter={prepare} onFocus={prepare}>
      <label className="visually-hidden" htmlFor={headerSearchId}>
        Поиск по каталогу
      </label>
      {Combobox ? <Combobox id={headerSearchId} initial={handover} /> : <input ref={input} id={headerSearchId} {...searchFieldProps} />}
      <button type="submit" className="site-search__button" aria-label="Найти">
        <UiIcon name="magnify" size={20} />
      </button>
    </form>
  );
}
