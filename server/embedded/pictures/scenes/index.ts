import type { Palette } from '../palettes';
import { breakers } from './breakers';
import { building } from './building';
import { cableLines } from './cable-lines';
import { chart } from './chart';
import { document } from './document';
import { substation } from './substation';
import { switchboard } from './switchboard';

/**
 * Line drawings in a 640×320 design box; the picture frame scales them to its size.
 * Ids are not allowed inside a scene (the frame owns the `<defs>`), so scenes can be reused.
 */
export const scenes = {
  switchboard,
  breakers,
  'cable-lines': cableLines,
  building,
  substation,
  chart,
  document,
} satisfies Record<string, (palette: Palette) => string>;

export type SceneName = keyof typeof scenes;
export const sceneBox = { width: 640, height: 320 } as const;
