import { describe, expect, it } from 'vitest';
import { draftOf, newLineDraft, readDraft } from '#client/features/elpanels/designer/line-draft';

/** The line editor's fields as typed, read into a line or messages (docs/designer.md, "Designer page"). */
describe('a line draft', () => {
  it('is nothing yet without a length, for a device that has no line: no message for fields not filled', () => {
    expect(readDraft(newLineDraft, false)).toEqual({ status: 'empty' });
  });

  it('asks for the length of a line that has one, rather than taking the line away', () => {
    expect(readDraft({ ...draftOf({ material: 'copper', section: 2.5, length: 18 }), length: ' ' }, true)).toEqual({
      status: 'invalid',
      problems: { length: 'Поле Длина линии обязательно для заполнения' },
    });
  });

  it('reads a decimal comma or point, and the load in its unit', () => {
    expect(readDraft({ material: 'aluminium', section: '16', length: '18,5', load: '2.2', loadUnit: 'kW' }, false)).toEqual({
      status: 'line',
      line: { material: 'aluminium', section: 16, length: 18.5, load: { value: 2.2, unit: 'kW' } },
    });
    expect(readDraft({ ...newLineDraft, length: '9', load: '10', loadUnit: 'A' }, false)).toEqual({
      status: 'line',
      line: { material: 'copper', section: 2.5, length: 9, load: { value: 10, unit: 'A' } },
    });
  });

  it('says, with the shared bounds, what is out of range, never turning it into NaN, 0 or a negative', () => {
    for (const length of ['0', '-5', '1001', '18,55', 'abc', '1e3', '18,'])
      expect(readDraft({ ...newLineDraft, length }, false)).toEqual({
        status: 'invalid',
        problems: { length: 'Поле Длина линии должно быть числом от 0,1\u00a0м до 1000\u00a0м, не точнее 0,1\u00a0м' },
      });
    expect(readDraft({ ...newLineDraft, length: '10', load: '300', loadUnit: 'A' }, false)).toEqual({
      status: 'invalid',
      problems: { load: 'Поле Нагрузка должно быть числом от 0,1\u00a0А до 250\u00a0А, не точнее 0,1\u00a0А' },
    });
    expect(readDraft({ ...newLineDraft, length: '0', load: '0', loadUnit: 'kW' }, false)).toEqual({
      status: 'invalid',
      problems: {
        length: 'Поле Длина линии должно быть числом от 0,1\u00a0м до 1000\u00a0м, не точнее 0,1\u00a0м',
        load: 'Поле Нагрузка должно быть числом от 0,01\u00a0кВт до 100\u00a0кВт, не точнее 0,01\u00a0кВт',
      },
    });
  });

  it('puts a stored line back into the fields as the site writes numbers', () => {
    expect(draftOf({ material: 'copper', section: 2.5, length: 18.5, load: { value: 0.5, unit: 'kW' } })).toEqual({
      material: 'copper',
      section: '2.5',
      length: '18,5',
      load: '0,5',
      loadUnit: 'kW',
    });
    expect(draftOf(undefined)).toBe(newLineDraft);
  });
});
