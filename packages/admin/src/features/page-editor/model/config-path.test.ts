import { describe, expect, it } from 'vitest';
import { valueAt, withValueAt } from './config-path.js';

describe('config paths', () => {
  it('reads a nested setting, and nothing through a missing or non-object step', () => {
    expect(valueAt({ options: { design: 'slider' } }, 'options.design')).toBe('slider');
    expect(valueAt({ design: 'slider' }, 'options.design')).toBeUndefined();
    expect(valueAt({ options: ['x'] }, 'options.0')).toBeUndefined();
    expect(valueAt({ title: 'Menu' }, 'title')).toBe('Menu');
  });

  it('writes a nested setting, keeping its neighbours and leaving the original alone', () => {
    const before = { fileIds: ['a'], options: { design: 'grid', padding: 10 } };
    const after = withValueAt(before, 'options.design', 'stacked');
    expect(after).toEqual({ fileIds: ['a'], options: { design: 'stacked', padding: 10 } });
    expect(before.options.design).toBe('grid');
    expect(withValueAt({}, 'options.design', 'slider')).toEqual({ options: { design: 'slider' } });
  });
});
