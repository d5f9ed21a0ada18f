import { splitIconName, type IconData } from '#shared/icons';

/**
 * Icons named by content (the catalogue menu's, the home page's advantages') are drawn once per page
 * (docs/behaviour.md, "Page weight"): each use is `<svg><use href="#i-…"/></svg>`, and the drawing
 * itself is a `<symbol>` in one hidden sheet at the end of the document. The icons the code draws by
 * name are in the site's sprite file instead (./ui-icons.ts): the code knows them when it is built,
 * content names these only when a page is drawn.
 */

/** The sheet's element: the server writes it before `</body>`; the browser adds to it. */
export const iconSheetId = 'icon-sheet';

/**
 * The symbol id of an icon named by content (`mdi:flash` → `i-mdi_flash`): from its name, so a
 * component that knows only the name draws it, and neither the page data nor the browser carries
 * its drawing (the sheet does). None for what is no icon name.
 */
export function namedIconId(name: string): string | undefined {
  const parts = splitIconName(name);
  return parts ? `i-${parts[0]}_${parts[1]}` : undefined;
}

const symbol = (id: string, icon: IconData) => `<symbol id="${id}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</symbol>`;

/** Zero-sized rather than `display: none`, which some browsers also apply to what `<use>` draws from it. */
const sheetAttributes =
  `id="${iconSheetId}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" ` + 'width="0" height="0" style="position:absolute"';

/**
 * The icons one server render drew, collected as it goes; their sheet is written once the document
 * is complete (client/page-stream.server.ts), so icons of sections streamed later are in it too.
 * The bodies are the icon sets' own markup, never content.
 */
export class IconSheet {
  private readonly icons = new Map<string, IconData>();

  /** `named`: an icon's drawing by its name, from the server's own icon sets. */
  constructor(private readonly named: (name: string) => IconData | undefined = () => undefined) {}

  /** An icon named by content; one the sets do not have is left out, and its box stays empty. */
  addNamed(name: string) {
    const id = namedIconId(name);
    if (!id || this.icons.has(id)) return;
    const icon = this.named(name);
    if (icon) this.icons.set(id, icon);
  }

  /** The hidden `<svg>` with one `<symbol>` per icon; empty when the page drew none. */
  markup(): string {
    if (this.icons.size === 0) return '';
    return `<svg ${sheetAttributes}>${[...this.icons].map(([id, icon]) => symbol(id, icon)).join('')}</svg>`;
  }
}

/**
 * In the browser: a page drawn there (after a navigation) may use an icon the server's sheet does
 * not have; its symbol is added before the browser paints.
 */
export function defineIconSymbol(id: string, icon: IconData) {
  if (document.getElementById(id)) return;
  let sheet = document.getElementById(iconSheetId);
  if (!sheet) {
    document.body.insertAdjacentHTML('beforeend', `<svg ${sheetAttributes}></svg>`);
    sheet = document.getElementById(iconSheetId)!;
  }
  sheet.insertAdjacentHTML('beforeend', symbol(id, icon));
}
