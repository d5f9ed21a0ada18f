import { describe, expect, it } from 'vitest';
import { statusText } from '#shared/http/status-text';

describe('status texts', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [409, 'Conflict'],
    [413, 'Payload Too Large'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
  ])('%i is «%s»', (status, text) => {
    expect(statusText(status)).toBe(text);
  });

  it('a status the site never answers with is «Error»', () => {
    expect(statusText(418)).toBe('Error');
  });
});
