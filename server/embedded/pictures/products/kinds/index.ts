import type { ProductKind } from '#server/embedded/seed/catalog/types';
import type { Drawer } from '../draw';
import { cable, wire } from './cables';
import { cabinet, enclosureMetal, enclosurePlastic } from './enclosures';
import { emergencyLight, floodlight, panelLight } from './lighting';
import { currentTransformer, meterSingle, meterThree } from './meters';
import { contactorModular, mcb, rcbo, rcd, relay, spd, switchDisconnector } from './modular';
import { contactor, mccb } from './power';
import { lightSwitch, socket } from './wiring';

/** One drawing per kind; `satisfies` makes a new ProductKind a compile error here until it is drawn. */
export const drawers = {
  mcb,
  mccb,
  'switch-disconnector': switchDisconnector,
  rcd,
  rcbo,
  'enclosure-plastic': enclosurePlastic,
  'enclosure-metal': enclosureMetal,
  cabinet,
  cable,
  wire,
  'meter-single': meterSingle,
  'meter-three': meterThree,
  'current-transformer': currentTransformer,
  'contactor-modular': contactorModular,
  contactor,
  relay,
  spd,
  'panel-light': panelLight,
  floodlight,
  'emergency-light': emergencyLight,
  socket,
  switch: lightSwitch,
} satisfies Record<ProductKind, Drawer>;
