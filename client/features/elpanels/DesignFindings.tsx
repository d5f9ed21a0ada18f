import type { Finding } from '#shared/designer/rules';

const levelTitles: Record<Finding['level'], string> = { error: 'Ошибка', warning: 'Предупреждение', hint: 'Совет' };

/**
 * What the designer's rules say of a design (docs/designer.md, "Rules"), errors first. `live`
 * announces changes as the visitor edits; the result page draws them once.
 */
export function DesignFindings({ findings, live = false }: { findings: readonly Finding[]; live?: boolean }) {
  if (findings.length === 0) {
    return (
      <p className="design-findings design-findings--ok" aria-live={live ? 'polite' : undefined}>
        Проверка пройдена: устройства помещаются, номиналы согласованы.
      </p>
    );
  }
  return (
    <ul className="design-findings" aria-live={live ? 'polite' : undefined} aria-label="Проверка щита">
      {findings.map((finding, index) => (
        <li
          key={`${finding.code}-${finding.rowIndex ?? ''}-${finding.itemIndex ?? ''}-${index}`}
          className={`finding finding--${finding.level}`}
        >
          <strong>{levelTitles[finding.level]}.</strong> {finding.message}
        </li>
      ))}
    </ul>
  );
}
