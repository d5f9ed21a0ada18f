/**
 * Where the checks of lines and phases draw the line (docs/designer.md, "Rules"), shared by the
 * checks and their messages.
 */

/** Voltage drop on a line, %: a hint above the margin, a warning above the limit. */
export const dropMargin = 4;
export const dropLimit = 5;

/** The phases' imbalance, (Imax − Imin) / Imax, above which a three-phase panel gets its warning. */
export const imbalanceThreshold = 0.3;
