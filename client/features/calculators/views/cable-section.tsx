import { cableSectionOffers } from '#shared/calculators/catalog-offers';
import { cableSectionCalculator, type CableSectionInput, type CableSectionResult } from '#shared/calculators/cable-section';
import { nbsp } from '#shared/calculators/format';
import { sectionText } from '#shared/calculators/materials';
import { ampacityColumn } from '#shared/calculators/tables/pue';
import { line } from '#shared/calculators/result';
import { QuantityList } from '#client/features/calculators/QuantityList';
import { RefusedAnswer, ResultAnswer } from '#client/features/calculators/ResultAnswer';
import { ResultMessages } from '#client/features/calculators/ResultMessages';
import { HowComputed } from '#client/features/calculators/HowComputed';
import { ResultTable } from '#client/features/calculators/ResultTable';
import { defineView, type ResultProps } from '#client/features/calculators/calculator-view';

/** Cable section by ПУЭ tables 1.3.4–1.3.7 (docs/calculators.md, "Cable section"). */
type Props = ResultProps<CableSectionInput, CableSectionResult>;

function Summary({ result }: Props) {
  if (result.status === 'over-capacity') return <RefusedAnswer label="Сечение жилы" value="не подобрано" message={result.message} />;
  const { dropCheck } = result;
  return (
    <ResultAnswer label="Сечение жилы" value={result.section.text}>
      <p>
        Iдоп = {result.permissibleCurrent.text} ≥ I = {result.current.text} — {result.table.table}, {result.table.column}.
      </p>
      {dropCheck?.withinLimit ? (
        <p>
          Падение напряжения на {dropCheck.length.text}: {dropCheck.drop.text} ({dropCheck.dropPercent.text}) — в пределах{' '}
          {dropCheck.limit.text}.
        </p>
      ) : null}
      <ResultMessages warnings={result.warnings} notes={result.notes} />
    </ResultAnswer>
  );
}

function Details({ input, result }: Props) {
  const column = ampacityColumn(input.material, input.laying, input.phases);
  const { dropCheck } = result.status === 'picked' ? result : { dropCheck: null };
  return (
    <>
      <QuantityList items={result.status === 'picked' ? [result.current, result.permissibleCurrent] : [result.current]} />
      <h3 className="calc-result__subtitle">Таблица и строка</h3>
      <p>
        {result.table.table} — {result.table.title}; столбец «{result.table.column}». Строка: {sectionText(result.row.section)} —{' '}
        {result.row.current}
        {nbsp}А.
      </p>
      <details className="calc-result__more">
        <summary>Весь столбец таблицы</summary>
        <ResultTable
          caption={`${result.table.table}, ${result.table.column}`}
          head={['Сечение', 'Iдоп']}
          rows={column.rows.map((row) => ({
            key: String(row.section),
            cells: [sectionText(row.section), `${row.current}${nbsp}А`],
            current: row.section === result.row.section,
          }))}
        />
      </details>
      {dropCheck ? (
        <>
          <h3 className="calc-result__subtitle">Падение напряжения</h3>
          <QuantityList
            items={[
              dropCheck.length,
              line(dropCheck.drop.label, `${dropCheck.drop.text} (${dropCheck.dropPercent.text})`),
              dropCheck.limit,
              ...(dropCheck.sectionForLimit ? [dropCheck.sectionForLimit] : []),
            ]}
          />
        </>
      ) : null}
      <HowComputed explanation={result.explanation} inputs={result.inputs} />
    </>
  );
}

export const view = defineView(cableSectionCalculator, { Summary, Details, offers: cableSectionOffers });
