import { groundingCalculator, type GroundingInput, type GroundingResult } from '#shared/calculators/grounding';
import { QuantityList } from '#client/features/calculators/QuantityList';
import { RefusedAnswer, ResultAnswer } from '#client/features/calculators/ResultAnswer';
import { ResultMessages } from '#client/features/calculators/ResultMessages';
import { HowComputed } from '#client/features/calculators/HowComputed';
import { defineView, type ResultProps } from '#client/features/calculators/calculator-view';

/** Vertical rods and the strip for a required earthing resistance (docs/calculators.md, "Grounding"). */
type Props = ResultProps<GroundingInput, GroundingResult>;

function Summary({ input, result }: Props) {
  if (result.status === 'unreachable')
    return <RefusedAnswer label="Требуемое сопротивление" value="не достигнуто" message={result.message} />;
  const layout = input.layout === 'row' ? 'в ряд' : 'по контуру';
  return (
    <ResultAnswer label="Число электродов" value={String(result.count)} tone="good">
      <p>
        Сопротивление заземлителя — {result.total.text} (требуется не больше {result.target.text}).{' '}
        {result.count > 1 ? `Электроды ${layout}, через ${result.spacing.text}` : 'Один электрод'}
        {result.strip ? `, соединительная полоса — ${result.strip.length.text}` : null}.
      </p>
    </ResultAnswer>
  );
}

function Details({ result }: Props) {
  const { strip } = result;
  return (
    <>
      <QuantityList
        items={[
          result.resistivity,
          result.singleRod,
          result.spacing,
          result.verticalFactor,
          result.rodsResistance,
          ...(strip ? [strip.length, strip.resistance, strip.factor] : []),
          result.total,
          result.target,
        ]}
      />
      {strip && !strip.counted ? (
        <ResultMessages notes={['Растекание тока с соединительной полосы в сопротивлении заземлителя не учтено.']} />
      ) : null}
      <HowComputed explanation={result.explanation} inputs={result.inputs} />
    </>
  );
}

export const view = defineView(groundingCalculator, { Summary, Details });
