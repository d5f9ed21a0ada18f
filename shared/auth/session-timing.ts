/** The session is re-fetched every hour and on window focus (docs/behaviour.md, "Session timing"). */
export const sessionRefetchIntervalMs = 3_600_000;
/** Timers cannot exceed the 32-bit limit browsers use. */
export const maxTimerMs = 2_147_483_647;
