/** Spec §9: the session is re-fetched every hour (and on window focus when the page is visible, §4). */
export const sessionRefetchIntervalMs = 3_600_000;
/** Spec §9: timers cannot exceed the 32-bit limit browsers use. */
export const maxTimerMs = 2_147_483_647;
