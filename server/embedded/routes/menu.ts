import type Database from 'libsql';
import type { MainMenuName } from '#shared/contract';
import type { EndpointHandlers } from '../registry-routes';
import { seoOf, type SeoColumns } from '../seo-columns';

interface MenuItemRow extends SeoColumns {
  name: MainMenuName;
  sort_order: number;
  label: string;
}

interface ContactRow {
  name: string;
  data: string;
}

interface CatalogSectionRow {
  id: string;
  sort_order: number;
  name: string;
  description: string;
  icon: string;
}

export function menuHandlers(db: Database.Database): Pick<EndpointHandlers, 'mainMenu' | 'contacts' | 'catalogMenu'> {
  const selectMenu = db.prepare('SELECT * FROM menu_items ORDER BY sort_order');
  const selectContacts = db.prepare('SELECT name, data FROM contacts ORDER BY sort_order');
  // The menu lists the top level; subsections are reached from their section's page.
  const selectSections = db.prepare('SELECT * FROM catalog_sections WHERE parent_id IS NULL ORDER BY sort_order');

  return {
    mainMenu: {
      handle: () => ({
        menuList: (selectMenu.all() as MenuItemRow[]).map((row) => ({
          name: row.name,
          order: row.sort_order,
          label: row.label,
          seo: seoOf(row),
        })),
      }),
    },
    contacts: {
      handle: () => (selectContacts.all() as ContactRow[]).map((row) => ({ name: row.name, data: row.data })),
    },
    catalogMenu: {
      handle: () =>
        (selectSections.all() as CatalogSectionRow[]).map((row) => ({
          id: row.id,
          name: row.name,
          order: row.sort_order,
          description: row.description,
          icon: row.icon,
        })),
    },
  };
}
