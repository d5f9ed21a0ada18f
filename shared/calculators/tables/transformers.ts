/**
 * The supply transformer's share of the phase–zero loop in a single-phase fault, Zт/3, Ω, for
 * oil-filled 6–10/0.4 kV transformers (docs/calculators.md, "Short circuit"): the table reprinted
 * across Russian handbooks for the simplified ПУЭ method. Y/Yн-0 windings have a large zero-sequence
 * impedance, Д/Yн-11 a small one, hence the difference. The Д/Yн values agree with uк·U²/S for
 * uк = 4.5–5.5 %, which is how they were checked.
 */
export type Winding = 'yyn' | 'dyn';

export interface Transformer {
  id: string;
  power: number;
  winding: Winding;
  /** Zт/3, Ω. */
  impedance: number;
}

const table: readonly (readonly [power: number, yyn: number, dyn: number])[] = [
  [25, 1.037, 0.302],
  [40, 0.649, 0.187],
  [63, 0.413, 0.121],
  [100, 0.26, 0.075],
  [160, 0.162, 0.047],
  [250, 0.104, 0.03],
  [400, 0.065, 0.019],
  [630, 0.043, 0.014],
  [1000, 0.027, 0.009],
];

export const transformers: readonly Transformer[] = table.flatMap(([power, yyn, dyn]) => [
  { id: `${power}-yyn`, power, winding: 'yyn' as const, impedance: yyn },
  { id: `${power}-dyn`, power, winding: 'dyn' as const, impedance: dyn },
]);

export const windingLabel: Record<Winding, string> = { yyn: 'Y/Yн-0', dyn: 'Д/Yн-11' };

export const transformerLabel = (transformer: Transformer) =>
  `${transformer.power}\u00a0кВА, ${windingLabel[transformer.winding]} (Zт/3 = ${String(transformer.impedance).replace('.', ',')}\u00a0Ом)`;
