/** A specification's limits (docs/behaviour.md, "Specification"). */
export const specLimits = {
  lines: 500,
  nameMax: 100,
  noteMax: 500,
  /** Specifications one account may keep. */
  perUser: 50,
} as const;
