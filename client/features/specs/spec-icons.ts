import type { IconData } from '#client/components/IconSvg';

/**
 * The specification's icons (Material Design Icons, as @iconify-json/mdi has them): kept out of the
 * site's shell icons so the pages without «В спецификацию» (the home page) do not carry them.
 */
export const specIcons = {
  'playlist-plus': {
    body: '<path fill="currentColor" d="M3 16h7v-2H3m15 0v-4h-2v4h-4v2h4v4h2v-4h4v-2m-8-8H3v2h11m0 2H3v2h11z"/>',
    width: 24,
    height: 24,
  },
} as const satisfies Record<string, IconData>;
