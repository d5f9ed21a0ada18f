import type { NavigationType } from 'react-router';

/**
 * The history state of a navigation that only writes a form's state into the address of the page
 * it is on (a calculator keeping its query in step as the visitor types; docs/behaviour.md,
 * "Calculators"). It opens no new page: the route announcer keeps quiet and the form keeps what is
 * being typed. Recognised by identity — the router hands this very object on as the location's
 * state — so going back or forward to such an entry (a copy from the browser's history, a POP) is
 * a page change like any other.
 */
export const addressOnlyState = { addressOnly: true };

export const isAddressOnly = (state: unknown, type: NavigationType) => type === 'REPLACE' && state === addressOnlyState;
