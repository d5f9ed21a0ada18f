import type { InputHTMLAttributes } from 'react';
import { searchQueryMaxLength } from '#shared/contract/catalog-limits';

/**
 * The search field as the visitor sees it: the plain field the server draws and the combobox that
 * takes it over (docs/behaviour.md, "Search") are one field, so they share these attributes.
 */
export const searchFieldProps = {
  className: 'site-search__input',
  name: 'q',
  type: 'search',
  placeholder: 'Поиск: название, артикул, бренд',
  maxLength: searchQueryMaxLength,
  autoComplete: 'off',
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
