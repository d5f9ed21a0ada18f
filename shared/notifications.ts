/** Spec §9: notifications as the app shell uses them (bottom centre, at most 5). */
export const notificationSettings = {
  widthPx: 300,
  durationMs: 3000,
  speedMs: 500,
  maxVisible: 5,
  zIndex: 5000,
} as const;
