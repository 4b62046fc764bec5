import { describe, expect, it } from 'vitest';
import { render } from '../../render.js';

describe('units-metric?', () => {
  it('is always false and records the spec error', () => {
    const { html, errors } = render('{.units-metric?}metric{.or}imperial{.end}', { units: 'metric' });
    expect(html).toBe('imperial');
    expect(errors.map((error) => [error.kind, error.message])).toEqual([
      ['runtime', '"units-metric?" formatter is not yet implemented'],
    ]);
  });

  it('records the error once per evaluation', () => {
    const { html, errors } = render('{.repeated section xs}{.units-metric?}m{.or}-{.end}{.end}', {
      xs: [1, 2],
    });
    expect(html).toBe('--');
    expect(errors).toHaveLength(2);
  });
});
