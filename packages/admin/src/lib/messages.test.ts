import { describe, expect, it } from 'vitest';
import { fill, TEMPLATES } from './messages.js';

describe('fill', () => {
  it('puts values into the spec messages by name', () => {
    expect(fill(TEMPLATES.invalidPageUrl, { val: 'a b' })).toBe('a b is not a valid page URL');
    expect(fill(TEMPLATES.tagExists, { tagType: 'tag' })).toBe('This tag already exists');
  });

  it('takes the values of a repeated name in turn', () => {
    expect(fill(TEMPLATES.linkFormat, { host: ['example.com', 'https://example.com'] })).toBe(
      'Links must be formatted as example.com or https://example.com',
    );
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fill(TEMPLATES.emailFormat, {})).toBe('Emails must be formatted as {email}');
  });
});
