/** System fonts only: the pictures must not load anything from outside. */
export const fontFamily = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
