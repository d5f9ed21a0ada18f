import spriteUrl from './icons.svg?no-inline';

/**
 * The icons the code draws by name (Material Design Icons, as @iconify-json/mdi has them): the
 * interface's, the specification buttons', the designer's and the calculators'. Their drawings are
 * the symbols of one sprite file, ./icons.svg, which the build serves under a hashed name from
 * /assets/ with an immutable cache, so a page carries only `<use href="/assets/icons-….svg#name">`
 * and a visitor's browser fetches the drawings once (docs/behaviour.md, "Page weight"). The sprite
 * is made from this list: tests/unit/client/ui-icons.test.ts checks it against the icon set and
 * rewrites it with `-u` after an icon is added here.
 */
export const uiIconNames = [
  'account-circle-outline',
  'arrow-collapse-down',
  'arrow-right',
  'cable-data',
  'cash-multiple',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'close',
  'delete-outline',
  'email-outline',
  'flash-alert-outline',
  'heart',
  'heart-outline',
  'home-lightning-bolt-outline',
  'link-variant',
  'magnify',
  'map-marker-outline',
  'menu',
  'phone',
  'playlist-plus',
  'plus',
  'redo',
  'scale-balance',
  'send',
  'trending-down',
  'undo',
  'vk',
  'whatsapp',
] as const;

export type UiIconName = (typeof uiIconNames)[number];

/** The address of an icon's symbol in the sprite. */
export const uiIconHref = (name: UiIconName) => `${spriteUrl}#${name}`;
