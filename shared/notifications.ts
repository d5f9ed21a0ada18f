/** Notifications as the app shell uses them (docs/behaviour.md, "Notifications (toasts)"). */
export const notificationSettings = {
  widthPx: 300,
  durationMs: 3000,
  speedMs: 500,
  maxVisible: 5,
  zIndex: 5000,
} as const;
