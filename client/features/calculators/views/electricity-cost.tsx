import { electricityCostCalculator, type ElectricityCostInput, type ElectricityCostResult } from '#shared/calculators/electricity-cost';
import { QuantityList } from '#client/features/calculators/QuantityList';
import { ResultAnswer } from '#client/features/calculators/ResultAnswer';
import { HowComputed } from '#client/features/calculators/HowComputed';
import { ResultTable } from '#client/features/calculators/ResultTable';
import { defineView, type ResultProps } from '#client/features/calculators/calculator-view';

/** What appliances' electricity costs, single-rate or by zones (docs/calculators.md, "Electricity cost"). */
type Props = ResultProps<ElectricityCostInput, ElectricityCostResult>;

function Summary({ result }: Props) {
  return (
    <ResultAnswer label="Стоимость в месяц" value={result.costMonth.text}>
      <p>
        В год — {result.costYear.text}. Расход — {result.energyMonth.text} в месяц, {result.energyYear.text} в год.
      </p>
    </ResultAnswer>
  );
}

function Details({ result }: Props) {
  return (
    <>
      <ResultTable
        caption="Приборы, за месяц"
        head={['Прибор', 'Расход', 'Стоимость']}
        rows={result.appliances.map((appliance, index) => ({
          key: String(index),
          cells: [appliance.name, appliance.energy.text, appliance.cost.text],
        }))}
      />
      {result.zones.length > 1 ? (
        <ResultTable
          caption="Зоны суток, за месяц"
          // The hours beside the zone's name rather than in a column of their own: four columns fit a phone.
          head={['Зона', 'Тариф', 'Расход', 'Стоимость']}
          rows={result.zones.map((zone) => ({
            key: zone.zone,
            cells: [`${zone.label}, ${zone.period}`, zone.rate.text, zone.energy.text, zone.cost.text],
          }))}
        />
      ) : null}
      <QuantityList items={[result.energyMonth, result.costMonth, result.energyYear, result.costYear]} />
      <HowComputed explanation={result.explanation} inputs={result.inputs} />
    </>
  );
}

export const view = defineView(electricityCostCalculator, { Summary, Details });
