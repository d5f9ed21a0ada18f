import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestions } from '#shared/contract';
import { formatPrice } from '#shared/catalog/format';
import { productPath, searchHref, sectionPath } from '#shared/catalog/paths';
import { useSite } from '#client/data/deps-context';
import { Highlighted } from '#client/components/Highlighted';
import { searchFieldProps } from './search-field';

export interface SearchComboboxProps {
  id: string;
  /** What the plain field held when this one took over. */
  initial: { value: string; caret: number | null; focused: boolean } | null;
}

/** Wait this long after the last keystroke before asking: one request per pause, not per letter. */
const debounceMs = 200;
const minLength = 2;

interface Option {
  key: string;
  href: string;
  kind: 'section' | 'product' | 'all';
  content: ReactNode;
}

const groupTitles: Partial<Record<Option['kind'], string>> = { section: 'Разделы', product: 'Товары' };

/**
 * The header's search field as an ARIA combobox (docs/behaviour.md, "Search"): suggestions of
 * sections and products as the visitor types, a request only after a pause, the previous one
 * cancelled when a newer one starts; arrows move through the list, Enter opens the active one
 * (or searches), Escape closes it.
 */
export function SearchCombobox({ id, initial }: SearchComboboxProps) {
  const { deps } = useSite();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial?.value ?? '');
  const [suggestions, setSuggestions] = useState<{ query: string; data: Suggestions } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!initial?.focused || !input.current) return;
    input.current.focus();
    const caret = initial.caret ?? initial.value.length;
    input.current.setSelectionRange(caret, caret);
    // Only when this field takes over from the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query = value.trim();
  useEffect(() => {
    if (query.length < minLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      deps
        .fetcher('suggestions', {}, { q: query }, controller.signal)
        .then((data) => {
          setSuggestions({ query, data });
          setActive(-1);
        })
        .catch(() => {
          // Cancelled by a newer query, or the service is down: the form still searches on Enter.
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, deps]);

  const shown = suggestions && query.length >= minLength ? suggestions : null;
  const options: Option[] = shown
    ? [
        ...shown.data.sections.map((s): Option => ({
          key: `s-${s.id}`,
          href: sectionPath(s.id),
          kind: 'section',
          content: (
            <span className="suggest__text">
              <Highlighted parts={s.highlight} />
            </span>
          ),
        })),
        ...shown.data.products.map((p): Option => ({
          key: `p-${p.id}`,
          href: productPath(p),
          kind: 'product',
          content: (
            <>
              <img src={p.picture.src} alt="" width={40} height={40} />
              <span className="suggest__name">
                <span className="suggest__text">
                  <Highlighted parts={p.highlight} />
                </span>
                <span className="suggest__meta">
                  {p.article} · {formatPrice(p.price)}
                </span>
              </span>
            </>
          ),
        })),
        { key: 'all', href: searchHref(query), kind: 'all', content: <>Все результаты по запросу «{shown.query}»</> },
      ]
    : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current < last ? current + 1 : 0));
      else setActive((current) => (current > 0 ? current - 1 : last));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].href);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
    }
  };

  return (
    <div className="suggest">
      <input
        ref={input}
        id={id}
        {...searchFieldProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Подсказки поиска" className="suggest__list" hidden={!expanded}>
        {options.flatMap((o, position) => [
          // A group's title before its first option (presentation: not an option, skipped by the arrows).
          groupTitles[o.kind] && options[position - 1]?.kind !== o.kind ? (
            <li key={`title-${o.kind}`} role="presentation" className="suggest__group">
              {groupTitles[o.kind]}
            </li>
          ) : null,
          // The keyboard works on the field (aria-activedescendant): arrows and Enter, as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={o.key}
            id={optionId(position)}
            role="option"
            aria-selected={position === active}
            className={`suggest__option suggest__option--${o.kind}${position === active ? ' suggest__option--active' : ''}`}
            // Keeps focus in the field, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(o.href)}
          >
            {o.content}
          </li>,
        ])}
      </ul>
      <p className="visually-hidden" role="status">
        {expanded ? `Подсказок: ${options.length - 1}` : ''}
      </p>
    </div>
  );
}
