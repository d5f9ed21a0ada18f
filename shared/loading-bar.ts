/** Loading indicator constants (docs/behaviour.md, "Loading indicator"). */
export const loadingBarSettings = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  color: '#f8b940',
  errorColor: '#e5484d',
} as const;
