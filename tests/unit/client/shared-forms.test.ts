/**
 * The page's shared forms (client/components/shared-forms.ts): each form a render's buttons named,
 * once, with its fields; nothing when none was named; two forms under one id are a bug.
 */
import { describe, expect, test } from 'vitest';
import { SharedForms, type SharedForm } from '#client/components/shared-forms';

const compare: SharedForm = { id: 'compare-add', action: '/api/compare', fields: { op: 'add' } };
const spec: SharedForm = { id: 'spec-add', action: '/api/specs/current/lines' };

describe('SharedForms', () => {
  test('writes nothing for a page whose buttons named no form', () => {
    expect(new SharedForms().markup()).toBe('');
  });

  test('writes each named form once, in the order first named, with its hidden fields', () => {
    const forms = new SharedForms();
    for (let card = 0; card < 24; card++) {
      forms.add(spec);
      forms.add(compare);
    }
    expect(forms.markup()).toBe(
      '<form id="spec-add" method="post" action="/api/specs/current/lines" hidden></form>' +
        '<form id="compare-add" method="post" action="/api/compare" hidden><input type="hidden" name="op" value="add"></form>',
    );
  });

  test('escapes what it writes into attributes', () => {
    const forms = new SharedForms();
    forms.add({ id: 'save-x', action: '/api/saves?a=1&b="2"', fields: { kind: '<panel>' } });
    expect(forms.markup()).toBe(
      '<form id="save-x" method="post" action="/api/saves?a=1&amp;b=&quot;2&quot;" hidden>' +
        '<input type="hidden" name="kind" value="&lt;panel&gt;"></form>',
    );
  });

  test('refuses a second, different form under an id already taken', () => {
    const forms = new SharedForms();
    forms.add(compare);
    expect(() => forms.add({ ...compare, fields: { op: 'remove' } })).toThrow(/compare-add/);
  });
});
