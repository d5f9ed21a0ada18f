import { z } from 'zod';
import { seoSchema } from './common';

/** The main menu's entries, by name (docs/behaviour.md, "Routes"). */
export const mainMenuNames = ['main', 'catalog', 'calculators', 'elpanels', 'posts', 'about', 'portfolio'] as const;
export const mainMenuNameSchema = z.enum(mainMenuNames);
export type MainMenuName = z.infer<typeof mainMenuNameSchema>;

/** Menu item — name, order, seo. `label` is the text of the menu link. */
export const menuItemSchema = z.object({
  name: mainMenuNameSchema,
  order: z.number(),
  label: z.string().min(1),
  seo: seoSchema,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const mainMenuSchema = z.object({ menuList: z.array(menuItemSchema) });
export type MainMenu = z.infer<typeof mainMenuSchema>;

/** Of a menu item, what the header and footer draw (docs/behaviour.md, "Page weight"): no SEO texts. */
export const drawnMenuItemSchema = menuItemSchema.pick({ name: true, label: true });
export type DrawnMenuItem = z.infer<typeof drawnMenuItemSchema>;

export { contactNames } from '../contacts';
export const contactEntrySchema = z.object({ name: z.string(), data: z.string() });
export type ContactEntry = z.infer<typeof contactEntrySchema>;
export const contactsSchema = z.array(contactEntrySchema);

/** A catalogue menu entry; `order` sorts the entries. */
export const catalogMenuEntrySchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  order: z.number(),
  description: z.string(),
  icon: z.string(),
});
export type CatalogMenuEntry = z.infer<typeof catalogMenuEntrySchema>;
/** Of a catalogue menu entry, what the header, the footer and the home page's chips draw: no description. */
export const drawnCatalogMenuEntrySchema = catalogMenuEntrySchema.pick({ id: true, name: true, icon: true });
export type DrawnCatalogMenuEntry = z.infer<typeof drawnCatalogMenuEntrySchema>;
export const catalogMenuSchema = z.array(catalogMenuEntrySchema);
