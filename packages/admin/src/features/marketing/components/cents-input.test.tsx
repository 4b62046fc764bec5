// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.js';
import { CentsInput } from './cents-input.js';

let seen: (number | null)[] = [];

function Amount({ initial }: { initial: number }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <CentsInput
      label="Maximum amount"
      currency="USD"
      value={cents}
      onChange={(next) => {
        seen.push(next);
        setCents(next);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  seen = [];
});

describe('CentsInput', () => {
  it('writes thousands with a separator and keeps whole cents', async () => {
    render(
      <AppProvider queryClient={new QueryClient()}>
        <Amount initial={100_000} />
      </AppProvider>,
    );
    const input = screen.getByLabelText('Maximum amount') as HTMLInputElement;
    expect(input.value).toBe('$1,000.00');
    await userEvent.clear(input);
    await userEvent.type(input, '2500.5');
    expect(seen.at(-1)).toBe(250_050);
    expect(input.value).toBe('$2,500.50');
  });
});
