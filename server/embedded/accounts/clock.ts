/** Milliseconds since the Unix epoch. Injected so tests can move time instead of waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const minutes = (n: number): number => n * 60_000;
export const days = (n: number): number => n * 86_400_000;
