/**
 * The id of a product page's «Аналоги» block: «Подобрать аналог» and the search's «все аналоги»
 * lead to it with an in-page anchor, which works without JavaScript.
 */
export const analoguesAnchor = 'analogues';
