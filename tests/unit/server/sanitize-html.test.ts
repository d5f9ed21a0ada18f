import { describe, expect, it } from 'vitest';
import { sanitizeUpstreamHtml } from '#server/upstream/sanitize-html';

/** A heading's anchor survives the upstream sanitiser only under `section-` (docs/operations.md, "Consent to analytics"). */
describe('heading anchors in upstream HTML', () => {
  it('keeps a section- id on a second-level heading', () => {
    expect(sanitizeUpstreamHtml('<h2 id="section-cookies">10. Cookie</h2>')).toBe('<h2 id="section-cookies">10. Cookie</h2>');
  });

  it.each(['__ssr', 'main', 'section-', 'section-Cookies', 'section-a b', `section-${'a'.repeat(41)}`, 'x-section-cookies'])(
    'drops id="%s", which could take a page element’s name',
    (id) => {
      expect(sanitizeUpstreamHtml(`<h2 id="${id}" class="x">Заголовок</h2>`)).toBe('<h2>Заголовок</h2>');
    },
  );

  it('keeps no id on other elements', () => {
    expect(sanitizeUpstreamHtml('<p id="section-cookies">Текст</p>')).toBe('<p>Текст</p>');
  });
});
