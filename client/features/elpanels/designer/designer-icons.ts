import type { IconData } from '#client/components/IconSvg';

/**
 * The designer's own icons (Material Design Icons, as @iconify-json/mdi has them): kept out of
 * the site's shell icons so pages without the designer do not carry them.
 */
export const designerIcons = {
  'chevron-down': { body: '<path fill="currentColor" d="M7.41 8.58L12 13.17l4.59-4.59L18 10l-6 6l-6-6z"/>', width: 24, height: 24 },
  'chevron-left': { body: '<path fill="currentColor" d="M15.41 16.58L10.83 12l4.58-4.59L14 6l-6 6l6 6z"/>', width: 24, height: 24 },
  'chevron-right': { body: '<path fill="currentColor" d="M8.59 16.58L13.17 12L8.59 7.41L10 6l6 6l-6 6z"/>', width: 24, height: 24 },
  'chevron-up': { body: '<path fill="currentColor" d="M7.41 15.41L12 10.83l4.59 4.58L18 14l-6-6l-6 6z"/>', width: 24, height: 24 },
  'delete-outline': {
    body: '<path fill="currentColor" d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM8 9h8v10H8zm7.5-5l-1-1h-5l-1 1H5v2h14V4z"/>',
    width: 24,
    height: 24,
  },
  redo: {
    body:
      '<path fill="currentColor" d="M18.4 10.6C16.55 9 14.15 8 11.5 8c-4.65 0-8.58 3.03-9.96 7.22L3.9 16a8 ' +
      '8 0 0 1 7.6-5.5c1.95 0 3.73.72 5.12 1.88L13 16h9V7z"/>',
    width: 24,
    height: 24,
  },
  undo: {
    body:
      '<path fill="currentColor" d="M12.5 8c-2.65 0-5.05 1-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 ' +
      '5.12-1.88c3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8"/>',
    width: 24,
    height: 24,
  },
} satisfies Record<string, IconData>;

export type DesignerIconName = keyof typeof designerIcons;
