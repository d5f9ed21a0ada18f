import { shortCircuitOffers } from '#shared/calculators/catalog-offers';
import { shortCircuitCalculator, type ShortCircuitInput, type ShortCircuitResult } from '#shared/calculators/short-circuit';
import { QuantityList } from '#client/features/calculators/QuantityList';
import { ResultAnswer } from '#client/features/calculators/ResultAnswer';
import { HowComputed } from '#client/features/calculators/HowComputed';
import { defineView, type ResultProps } from '#client/features/calculators/calculator-view';

/** Single-phase fault current at a line's end and the breaker's instant trip (docs/calculators.md, "Short circuit"). */
type Props = ResultProps<ShortCircuitInput, ShortCircuitResult>;

function Summary({ input, result }: Props) {
  const breaker = `${input.curve}${input.rating}`;
  return (
    <ResultAnswer label={result.faultCurrent.label} value={result.faultCurrent.text} tone={result.trips ? 'good' : 'bad'}>
      <p className="calc-answer__verdict">
        {result.trips ? `Автомат ${breaker} срабатывает мгновенно` : `Автомат ${breaker} не срабатывает мгновенно`}
      </p>
      <p>{result.verdict}</p>
    </ResultAnswer>
  );
}

function Details({ result }: Props) {
  return (
    <>
      <QuantityList
        items={[
          result.supplyImpedance,
          result.phaseResistance,
          result.neutralResistance,
          result.lineImpedance,
          result.loopImpedance,
          result.faultCurrent,
          result.tripCurrent,
          result.multiple,
        ]}
      />
      <HowComputed explanation={result.explanation} inputs={result.inputs} />
    </>
  );
}

export const view = defineView(shortCircuitCalculator, { Summary, Details, offers: shortCircuitOffers });
