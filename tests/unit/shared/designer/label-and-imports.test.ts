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

describe('shared/designer stays light and pure', () => {
  const folder = fileURLToPath(new URL('../../../../shared/designer', import.meta.url));
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts'));

  it.each(files)('%s imports only its neighbours, types, and zod-free shared code', (file) => {
    const source = readFileSync(join(folder, file), 'utf8');
    const imports = [...source.matchAll(/^import (type )?[^;]*? from '([^']+)';/gms)].map(([, type, from]) => ({
      type: Boolean(type),
      from,
    }));
    for (const { type, from } of imports) {
      const allowed = from!.startsWith('./') || type || from === '#shared/catalog/format' || from === '#shared/text/plural';
      expect(allowed, `${file} imports ${from}`).toBe(true);
    }
    expect(source).not.toMatch(/\b(?:window|document|Buffer|process)\./);
  });
});
