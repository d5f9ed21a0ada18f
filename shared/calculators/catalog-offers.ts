// The rules from a result to the catalogue (docs/calculators.md, "From result to product"), for the
// calculators' views; what the page's component needs is in `catalog-offer.ts`, without the maths.
import { breakerRatings, instantTripMultiple, type BreakerCurve } from './breakers';
import type { CableSectionInput, CableSectionResult } from './cable-section';
import type { PowerConsumptionInput, PowerConsumptionResult } from './power-consumption';
import type { ShortCircuitInput, ShortCircuitResult } from './short-circuit';
import type { Phases } from './supply';
import { atLeast } from './tolerance';
import type { CatalogOffer } from './catalog-offer';

export { offerApplied, offerHref, offerLimit, type CatalogOffer } from './catalog-offer';

const decimal = (value: number) => String(value).replace('.', ',');

/** Cables of the picked section and material, with the cores the network needs (L, N, PE). */
export function cableSectionOffers(input: CableSectionInput, result: CableSectionResult): CatalogOffer[] {
  if (result.status !== 'picked') return [];
  const section = decimal(result.section.value);
  return [
    {
      title: `Кабели ${section} мм²`,
      sectionId: 'silovoy-kabel',
      filters: {
        'cross-section': [section],
        conductor: [input.material === 'aluminium' ? 'алюминий' : 'медь'],
        cores: input.phases === '3' ? ['4', '5'] : ['3'],
      },
      empty:
        `В каталоге нет ${input.material === 'aluminium' ? 'алюминиевых' : 'медных'} кабелей сечением ${section} мм² — ` +
        'подберите кабель в разделе «Силовой кабель» или запросите его у менеджера.',
    },
  ];
}

const breakerPoles: Record<Phases, string[]> = { '1': ['1P', '1P+N', '2P'], '3': ['3P', '3P+N', '4P'] };
const rcdPoles: Record<Phases, string[]> = { '1': ['1P+N', '2P'], '3': ['3P+N', '4P'] };

/** The input breaker of the rating (In equal), and RCDs and RCBOs of at least it, by the network's poles. */
export function powerConsumptionOffers(input: PowerConsumptionInput, result: PowerConsumptionResult): CatalogOffer[] {
  if (!result.breaker) return [];
  const rating = result.breaker.value;
  return [
    {
      title: `Вводные автоматы на ${rating} А`,
      sectionId: 'modulnye-avtomaticheskie-vyklyuchateli',
      filters: { current: [String(rating)], poles: breakerPoles[input.phases] },
      empty: `В каталоге нет модульных автоматов на ${rating} А для этой сети — посмотрите раздел «Модульные автоматические выключатели».`,
    },
    {
      title: `УЗО и дифавтоматы на ${rating} А и больше`,
      sectionId: 'uzo-i-difavtomaty',
      filters: { current: breakerRatings.filter((value) => value >= rating).map(String), poles: rcdPoles[input.phases] },
      empty: `В каталоге нет УЗО и дифавтоматов на ${rating} А и больше для этой сети — посмотрите раздел «УЗО и дифавтоматы».`,
    },
  ];
}

/** The curves whose instantaneous release operates at the fault current: Ik ≥ k · In. */
export function trippingCurves(faultCurrent: number, rating: number): BreakerCurve[] {
  return (Object.keys(instantTripMultiple) as BreakerCurve[]).filter((curve) => atLeast(faultCurrent, instantTripMultiple[curve] * rating));
}

/** Breakers of the chosen rating whose curve trips at once at the line's end. */
export function shortCircuitOffers(input: ShortCircuitInput, result: ShortCircuitResult): CatalogOffer[] {
  const curves = trippingCurves(result.faultCurrent.value, input.rating);
  return [
    {
      title: `Автоматы на ${input.rating} А, отключающие это КЗ мгновенно`,
      sectionId: 'modulnye-avtomaticheskie-vyklyuchateli',
      filters: { current: [String(input.rating)], curve: curves },
      empty: curves.length
        ? `В каталоге нет автоматов на ${input.rating} А с характеристикой ${curves.join(', ')} — ` +
          'посмотрите раздел «Модульные автоматические выключатели».'
        : `Ни один автомат на ${input.rating} А не отключит это КЗ мгновенно: ток ${result.faultCurrent.text} ` +
          `меньше ${instantTripMultiple.B} · ${input.rating} А даже для характеристики B. ` +
          'Уменьшите длину линии, увеличьте сечение или выберите меньший номинал.',
    },
  ];
}
