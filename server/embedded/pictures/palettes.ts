/** Colour sets for the generated pictures; dark backgrounds so the white line art reads well. */
export interface Palette {
  from: string;
  to: string;
  /** Highlights: lit windows, breaker toggles, the live cable. */
  accent: string;
  /** A second, cooler highlight. */
  secondary: string;
}

export const palettes = {
  navy: { from: '#0b1f3a', to: '#1d5a94', accent: '#f8b940', secondary: '#7cc4ff' },
  teal: { from: '#062f2e', to: '#12807a', accent: '#ffd166', secondary: '#8ef0e0' },
  graphite: { from: '#161b26', to: '#3b465c', accent: '#f8b940', secondary: '#9bb4d6' },
  indigo: { from: '#17153b', to: '#4338ca', accent: '#fbbf24', secondary: '#a5b4fc' },
  steel: { from: '#102a43', to: '#486581', accent: '#ff9f43', secondary: '#bcccdc' },
  forest: { from: '#0d2818', to: '#2d6a4f', accent: '#f4d35e', secondary: '#b7e4c7' },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
export const paletteNames = Object.keys(palettes) as PaletteName[];
