import { describe, expect, it } from 'vitest';
import { upstreamEndpointLabel } from '#server/upstream/endpoint-label';

/**
 * Logs and metrics name an upstream call, never its path: a guest specification's id is its only
 * key (docs/decisions/014-specifications.md), and a label per id would also grow the metrics without end.
 */
describe('upstream calls are labelled by name', () => {
  const guestId = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  it.each([
    ['/api/specs/guest', 'specs.guests'],
    [`/api/specs/guest/${guestId}`, 'specs.guest'],
    [`/api/specs/guest/${guestId}/lines`, 'specs.guestLines'],
    [`/api/specs/guest/${guestId}/lines/batch`, 'specs.guestBatch'],
    [`/api/specs/guest/${guestId}/lines/av-16`, 'specs.guestLine'],
    ['/api/specs', 'specs.list'],
    ['/api/specs/current', 'specs.current'],
    ['/api/specs/merge', 'specs.merge'],
    ['/api/specs/12', 'specs.one'],
    ['/api/specs/12/duplicate', 'specs.duplicate'],
    ['/api/specs/12/lines', 'specs.lines'],
    ['/api/specs/12/lines/batch', 'specs.batch'],
    ['/api/specs/12/lines/av-16', 'specs.line'],
    [`/api/specs/guest/${guestId}/imports`, 'imports.guest'],
    [`/api/specs/guest/${guestId}/imports/${guestId}`, 'imports.guestOne'],
    [`/api/specs/guest/${guestId}/imports/${guestId}/rows/3`, 'imports.guestRow'],
    ['/api/specs/12/imports', 'imports.own'],
    [`/api/specs/imports/${guestId}`, 'imports.ownOne'],
    [`/api/specs/imports/${guestId}/rows/3`, 'imports.ownRow'],
    [`/api/specs/guest/${guestId}/share`, 'specs.guestShare'],
    ['/api/specs/12/share', 'specs.share'],
    [`/api/specs/shared/${guestId}`, 'specs.shared'],
    [`/api/specs/guest/${guestId}/quote-requests`, 'specs.guestQuote'],
    ['/api/specs/12/quote-requests', 'specs.quote'],
    ['/api/quote-requests', 'specs.mine'],
    ['/api/saves/3', 'account.save'],
    ['/api/unknown/thing', 'other'],
  ])('%s → %s', (path, label) => {
    expect(upstreamEndpointLabel(path)).toBe(label);
  });
});
