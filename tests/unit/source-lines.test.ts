import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * House rule: no line of a tracked source file is longer than 140 characters (Prettier's
 * printWidth). Prettier cannot break long strings, template literals, comments or JSX text;
 * split those by hand (string concatenation, several template literals, re-wrapped comments).
 * Characters are counted as Unicode code points, the way Prettier measures Cyrillic text.
 */
const maxLength = 140;
const patterns = ['*.ts', '*.tsx', '*.js', '*.mjs', '*.css', '*.sh'];
const root = fileURLToPath(new URL('../..', import.meta.url));

function trackedFiles(): string[] {
  const output = execSync(`git ls-files -z -- ${patterns.map((p) => `'${p}'`).join(' ')}`, { cwd: root, encoding: 'utf8' });
  // A tracked file deleted in the working tree is not this test's business.
  return output.split('\0').filter((file) => file && existsSync(join(root, file)));
}

describe('source lines', () => {
  it(`no tracked source line is over ${maxLength} characters`, () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(0);
    const tooLong: string[] = [];
    for (const file of files) {
      readFileSync(join(root, file), 'utf8')
        .split(/\r?\n/)
        .forEach((line, index) => {
          const length = [...line].length;
          if (length > maxLength) tooLong.push(`${file}:${index + 1} (${length})`);
        });
    }
    expect(tooLong).toEqual([]);
  });
});
