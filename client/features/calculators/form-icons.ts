import type { NamedIcon } from './calculator-icons';

/**
 * The calculator form's button icons (Material Design Icons, as @iconify-json/mdi has them): add a
 * row, remove one, copy the link. Bundled as data with the form; tests/unit/client/calculator-icons.test.ts
 * keeps each equal to the icon set.
 */
export const formIcons = {
  add: { name: 'plus', body: '<path fill="currentColor" d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z"/>', width: 24, height: 24 },
  remove: {
    name: 'delete-outline',
    body: '<path fill="currentColor" d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM8 9h8v10H8zm7.5-5l-1-1h-5l-1 1H5v2h14V4z' + '"/>',
    width: 24,
    height: 24,
  },
  link: {
    name: 'link-variant',
    body:
      '<path fill="currentColor" d="M10.59 13.41c.41.39.41 1.03 0 1.42c-.39.39-1.03.39-1.42 0a5.003 5.003 0 0 1 0-7.0' +
      '7l3.54-3.54a5.003 5.003 0 0 1 7.07 0a5.003 5.003 0 0 1 0 7.07l-1.49 1.49c.01-.82-.12-1.64-.4-2.42l.47-.48a2.98' +
      ' 2.98 0 0 0 0-4.24a2.98 2.98 0 0 0-4.24 0l-3.53 3.53a2.98 2.98 0 0 0 0 4.24m2.82-4.24c.39-.39 1.03-.39 1.42 0a' +
      '5.003 5.003 0 0 1 0 7.07l-3.54 3.54a5.003 5.003 0 0 1-7.07 0a5.003 5.003 0 0 1 0-7.07l1.49-1.49c-.01.82.12 1.6' +
      '4.4 2.43l-.47.47a2.98 2.98 0 0 0 0 4.24a2.98 2.98 0 0 0 4.24 0l3.53-3.53a2.98 2.98 0 0 0 0-4.24a.973.973 0 0 1' +
      ' 0-1.42"/>',
    width: 24,
    height: 24,
  },
} satisfies Record<string, NamedIcon>;
