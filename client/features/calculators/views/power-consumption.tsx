import { powerConsumptionOffers } from '#shared/calculators/catalog-offers';
import { powerConsumptionCalculator, type PowerConsumptionInput, type PowerConsumptionResult } from '#shared/calculators/power-consumption';
import { QuantityList } from '#client/features/calculators/QuantityList';
import { ResultAnswer } from '#client/features/calculators/ResultAnswer';
import { ResultMessages } from '#client/features/calculators/ResultMessages';
import { HowComputed } from '#client/features/calculators/HowComputed';
import { ResultTable } from '#client/features/calculators/ResultTable';
import { defineView, type ResultProps } from '#client/features/calculators/calculator-view';

/** Installed and design power of a list of loads, the input current and breaker (docs/calculators.md, "Power consumption"). */
type Props = ResultProps<PowerConsumptionInput, PowerConsumptionResult>;

function Summary({ result }: Props) {
  return (
    <ResultAnswer label="Расчётная мощность Pр" value={result.designPower.text}>
      <p>
        Расчётный ток — {result.current.text}
        {result.breaker ? `, вводной автомат — ${result.breaker.text}` : null}. Установленная мощность Pу — {result.installedPower.text}.
      </p>
      <ResultMessages warnings={result.warnings} />
    </ResultAnswer>
  );
}

function Details({ result }: Props) {
  return (
    <>
      <ResultTable
        caption="Нагрузки"
        head={['Нагрузка', 'P · n', 'P · n · Кс']}
        rows={result.loads.map((load, index) => ({ key: String(index), cells: [load.name, load.installed.text, load.design.text] }))}
      />
      <QuantityList
        items={[
          result.installedPower,
          result.designPower,
          result.apparentPower,
          result.current,
          ...(result.breaker ? [result.breaker] : []),
        ]}
      />
      <HowComputed explanation={result.explanation} inputs={result.inputs} />
    </>
  );
}

export const view = defineView(powerConsumptionCalculator, { Summary, Details, offers: powerConsumptionOffers, listsFirst: true });
