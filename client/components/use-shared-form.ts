import { useSite } from '#client/data/deps-context';
import type { SharedForm } from './shared-forms';

/**
 * The id of the page's shared form for a button's `form=` attribute (./shared-forms.ts): the
 * server's render notes that the page needs the form. The browser needs nothing: its buttons post
 * by fetch, and a page it draws after a navigation has no form to add.
 */
export function useSharedForm(form: SharedForm): string {
  useSite().sharedForms?.add(form);
  return form.id;
}
