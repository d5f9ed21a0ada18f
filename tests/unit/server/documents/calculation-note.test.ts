/**
 * The calculation note's document (docs/calculators.md, "Calculation note"): the result's address
 * goes into a QR code as well as the text — which no text reader sees, so it is checked here — and
 * an address too long to scan from paper is printed as text only.
 */
import { describe, expect, it } from 'vitest';
import { calculationNoteDefinition, type CalculationNote } from '#server/documents/calculation-note';
import { qrMaxLength } from '#server/documents/pdf-parts';
import { noteResults } from '#server/documents/calculation-results';
import { calculators } from '#shared/calculators';

function note(url: string): CalculationNote {
  const calculator = calculators['cable-section'];
  const parsed = calculator.parse(new URLSearchParams('mode=power&power=5'));
  if (!parsed.ok) throw new Error('the query is valid');
  const result = calculator.compute(parsed.input);
  return {
    company: { name: 'ООО «Тест»' },
    calculator: 'Расчёт сечения кабеля',
    date: new Date('2026-11-26T12:00:00Z'),
    url,
    inputs: result.inputs,
    results: noteResults('cable-section', result),
    explanation: result.explanation,
  };
}

/** Every pdfmake node of the definition's content with a `qr`. */
function qrNodes(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(qrNodes);
  if (!node || typeof node !== 'object') return [];
  const own = 'qr' in node && typeof node.qr === 'string' ? [node.qr] : [];
  return [...own, ...Object.values(node).flatMap(qrNodes)];
}

describe('the calculation note', () => {
  it('carries the address as a QR code', () => {
    const url = 'https://shop.example/calculators/cable-section?mode=power&power=5';
    expect(qrNodes(calculationNoteDefinition(note(url)).content)).toEqual([url]);
  });

  it('prints an address too long for a QR code as text only', () => {
    const url = `https://shop.example/calculators/power-consumption?${'name=%D0%9D%D0%B0%D1%81%D0%BE%D1%81&'.repeat(40)}`;
    expect(url.length).toBeGreaterThan(qrMaxLength);
    const definition = calculationNoteDefinition(note(url));
    expect(qrNodes(definition.content)).toEqual([]);
    expect(JSON.stringify(definition.content)).toContain(JSON.stringify(url));
  });
});
