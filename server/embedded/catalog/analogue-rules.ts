/**
 * Which characteristics decide an analogue, per subsection (docs/behaviour.md, "Analogues").
 * A direct analogue has every `equal`, `higher` and `lower` key the same as the product; a
 * replacement has the `equal` ones the same and each `higher` one the same or more, each `lower`
 * one the same or less, at least one of them better; a similar product shares the `similar`
 * keys. Keys a section lists nowhere here (colour, IP of a breaker, the series) are ignored.
 */
export interface AnalogueRule {
  /** Must be the same for a direct analogue and a replacement. */
  equal: readonly string[];
  /** More is better for the buyer: a replacement may exceed these. */
  higher: readonly string[];
  /** Less is better for the buyer (a lower protection level, a finer accuracy class). */
  lower: readonly string[];
  /** What a similar product shares; the rest of the compared keys may differ. */
  similar: readonly string[];
}

/**
 * Values compared by their place in a list rather than as numbers: an RCD of type A also trips on
 * what type AC does, type B on both.
 */
export const valueOrder: Readonly<Record<string, readonly string[]>> = {
  'rcd-type': ['AC', 'A', 'B'],
};

const rule = (r: Partial<AnalogueRule> & Pick<AnalogueRule, 'equal'>): AnalogueRule => ({ higher: [], lower: [], similar: [], ...r });

export const analogueRules: Readonly<Record<string, AnalogueRule>> = {
  'modulnye-avtomaticheskie-vyklyuchateli': rule({
    equal: ['poles', 'current', 'curve', 'modules'],
    higher: ['breaking'],
    similar: ['poles', 'curve'],
  }),
  'silovye-avtomaticheskie-vyklyuchateli': rule({ equal: ['poles', 'current', 'release'], higher: ['breaking'], similar: ['poles'] }),
  'vyklyuchateli-nagruzki': rule({ equal: ['poles', 'current', 'voltage', 'modules'], similar: ['poles'] }),
  uzo: rule({ equal: ['poles', 'leakage', 'modules'], higher: ['current', 'rcd-type'], similar: ['poles', 'leakage'] }),
  difavtomaty: rule({
    equal: ['poles', 'current', 'curve', 'leakage', 'modules'],
    higher: ['breaking', 'rcd-type'],
    similar: ['poles', 'leakage'],
  }),
  'uzip-klassa-i': rule({ equal: ['class', 'poles', 'modules'], higher: ['imax', 'iimp'], lower: ['up'], similar: ['poles'] }),
  'uzip-klassa-ii': rule({ equal: ['poles', 'modules'], higher: ['imax'], lower: ['up'], similar: ['poles'] }),
  'plastikovye-boksy': rule({ equal: ['mounting', 'modules'], higher: ['ip'], similar: ['mounting'] }),
  'metallicheskie-korpusa': rule({ equal: ['mounting', 'modules'], higher: ['ip'], similar: ['mounting'] }),
  'shkafy-i-vru': rule({ equal: ['mounting', 'dimensions'], higher: ['ip'], similar: ['mounting'] }),
  'silovoy-kabel': rule({ equal: ['cores', 'cross-section', 'conductor'], higher: ['voltage'], similar: ['cores', 'conductor'] }),
  provod: rule({ equal: ['mark', 'cores', 'cross-section'], similar: ['mark'] }),
  'schetchiki-elektroenergii': rule({
    equal: ['phases', 'current', 'mounting'],
    higher: ['tariffs'],
    lower: ['accuracy'],
    similar: ['phases'],
  }),
  'transformatory-toka': rule({ equal: ['ratio'], higher: ['burden'], lower: ['accuracy'] }),
  'modulnye-kontaktory': rule({ equal: ['contacts', 'coil', 'poles'], higher: ['current'], similar: ['poles'] }),
  kontaktory: rule({ equal: ['coil', 'poles', 'aux'], higher: ['current', 'power'], similar: ['coil'] }),
  'rele-napryazheniya-i-vremeni': rule({ equal: ['relay-type', 'phases'], higher: ['current'], similar: ['relay-type'] }),
  'svetodiodnye-svetilniki': rule({ equal: ['power', 'temperature', 'mounting'], higher: ['flux', 'ip'], similar: ['mounting'] }),
  prozhektory: rule({ equal: ['power', 'temperature'], higher: ['flux', 'ip'] }),
  'avariynye-svetilniki': rule({ equal: ['mode', 'mounting'], higher: ['autonomy', 'ip'], similar: ['mode'] }),
  rozetki: rule({ equal: ['current', 'earthing', 'mounting'], higher: ['ip'], similar: ['mounting'] }),
  vyklyuchateli: rule({ equal: ['keys', 'mounting', 'backlight'], similar: ['mounting'] }),
};
