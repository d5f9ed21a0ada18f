import { voltageDropCalculator, type VoltageDropInput, type VoltageDropResult } from '#shared/calculators/voltage-drop';
import { line } from '#shared/calculators/result';
import { QuantityList } from '#client/features/calculators/QuantityList';
import { RefusedAnswer, ResultAnswer } from '#client/features/calculators/ResultAnswer';
import { ResultMessages } from '#client/features/calculators/ResultMessages';
import { HowComputed } from '#client/features/calculators/HowComputed';
import { defineView, type ResultProps } from '#client/features/calculators/calculator-view';

/** Voltage drop along a line (docs/calculators.md, "Voltage drop"). */
type Props = ResultProps<VoltageDropInput, VoltageDropResult>;

function Summary({ result }: Props) {
  if (result.status === 'beyond-supply') return <RefusedAnswer label="Падение напряжения" value="не рассчитано" message={result.message} />;
  return (
    <ResultAnswer
      label="Падение напряжения"
      value={`${result.drop.text} (${result.dropPercent.text})`}
      tone={result.withinLimit ? 'good' : 'bad'}
    >
      <p>
        {result.withinLimit ? `В пределах допустимых ${result.limit.text}. ` : null}
        Напряжение в конце линии — {result.endVoltage.text}.
      </p>
      <ResultMessages warnings={result.warnings} />
    </ResultAnswer>
  );
}

function Details({ result }: Props) {
  return (
    <>
      <QuantityList
        items={
          result.status === 'computed'
            ? [
                result.current,
                result.resistance,
                line(result.drop.label, `${result.drop.text} (${result.dropPercent.text})`),
                result.endVoltage,
                result.limit,
              ]
            : [result.current, result.resistance]
        }
      />
      <HowComputed explanation={result.explanation} inputs={result.inputs} />
    </>
  );
}

export const view = defineView(voltageDropCalculator, { Summary, Details });
