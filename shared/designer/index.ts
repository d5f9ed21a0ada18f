/**
 * The panel designer's model (docs/designer.md): what the designer and result pages import.
 * Pure TypeScript with no zod, DOM or Node API, so it runs in the browser and on the server alike.
 */
export * from './announcements';
export * from './bill-of-materials';
export * from './check-thresholds';
export * from './design';
export * from './device-facts';
export * from './device-kind';
export * from './edits';
export * from './enclosure-layout';
export * from './groups';
export * from './history';
export * from './label';
export * from './limits';
export * from './line';
export * from './line-rules';
export * from './phases';
export * from './placement';
export * from './rule-messages';
export * from './rules';
export * from './totals';
export * from './url-encoding';
