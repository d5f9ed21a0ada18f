/** The session is re-fetched every hour and on window focus (docs/behaviour.md, "Session timing"). */
export const sessionRefetchIntervalMs = 3_600_000;
