import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSocketLine, isValidLabel, normalizeLabel } from '#shared/designer/label';
import { designLimits } from '#shared/designer/limits';

describe('labels', () => {
  it('are one line, spaces collapsed, cut to the limit by characters', () => {
    expect(normalizeLabel('  Кухня,\t\tрозетки\r\n')).toBe('Кухня, розетки');
    expect(normalizeLabel('a\u0000b\u2028c\u0085d')).toBe('a b c d');
    const long = normalizeLabel('😀'.repeat(designLimits.labelLength + 5));
    expect([...long]).toHaveLength(designLimits.labelLength);
    expect(long).toBe('😀'.repeat(designLimits.labelLength));
  });

  it('are valid for the address only as one line within the limit', () => {
    expect(isValidLabel('Я'.repeat(designLimits.labelLength))).toBe(true);
    expect(isValidLabel('Я'.repeat(designLimits.labelLength + 1))).toBe(false);
    expect(isValidLabel('a\tb')).toBe(false);
  });

  it('tell a socket line by «розет» in any case', () => {
    expect(['Розетки', 'кухня: РОЗЕТКИ', 'розеточная группа'].map(isSocketLine)).toEqual([true, true, true]);
    expect(['Свет', 'Плита', ''].map(isSocketLine)).toEqual([false, false, false]);
  });
});

/**
 * The calculators' modules the designer's checks reuse (docs/designer.md, "Lines and phases"): the
 * tables and formulas without the forms' zod fields, so the designer stays light in the browser.
 */
const calculatorModules = [
  '#shared/calculators/breakers',
  '#shared/calculators/conductors',
  '#shared/calculators/explanation',
  '#shared/calculators/fault-loop',
  '#shared/calculators/format',
  '#shared/calculators/line-drop',
  '#shared/calculators/mains',
  '#shared/calculators/tables/pue',
  '#shared/calculators/tables/sources',
  '#shared/calculators/tables/transformers',
];

describe('shared/designer stays light and pure', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const folder = join(root, 'shared/designer');
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts'));
  const importsOf = (source: string) =>
    [...source.matchAll(/^(?:import|export) (type )?[^;]*? from '([^']+)';/gms)].map(([, type, from]) => ({
      type: Boolean(type),
      from: from!,
    }));

  it.each(calculatorModules)('%s imports no zod, however deep', (start) => {
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const { type, from } of importsOf(readFileSync(path, 'utf8'))) {
        expect(from, `${path} imports ${from}`).not.toMatch(/^zod/);
        if (!type && from.startsWith('.')) visit(join(path, '..', `${from}.ts`));
      }
    };
    visit(join(root, `${start.replace('#shared', 'shared')}.ts`));
  });

  it.each(files)('%s imports only its neighbours, types, and zod-free shared code', (file) => {
    const source = readFileSync(join(folder, file), 'utf8');
    const imports = [...source.matchAll(/^import (type )?[^;]*? from '([^']+)';/gms)].map(([, type, from]) => ({
      type: Boolean(type),
      from,
    }));
    for (const { type, from } of imports) {
      const allowed =
        from!.startsWith('./') ||
        type ||
        from === '#shared/catalog/format' ||
        from === '#shared/text/plural' ||
        calculatorModules.includes(from!);
      expect(allowed, `${file} imports ${from}`).toBe(true);
    }
    expect(source).not.toMatch(/\b(?:window|document|Buffer|process)\./);
  });
});
