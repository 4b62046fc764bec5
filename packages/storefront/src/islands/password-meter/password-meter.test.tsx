// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordMeter } from './password-meter.js';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

function page() {
  document.body.innerHTML =
    '<input id="name" value="Marguerite Okafor"><input id="password" type="password"><div id="meter"></div>';
  const container = document.getElementById('meter') as HTMLElement;
  return render(<PasswordMeter inputId="password" personalInputIds={['name']} />, { container });
}

describe('PasswordMeter', () => {
  it('rates what is typed in the password field, from very weak to very strong', async () => {
    page();
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('value')).toBe('0');
    const field = document.getElementById('password') as HTMLInputElement;
    await userEvent.type(field, 'password');
    await waitFor(() => expect(screen.getByText('Very weak')).toBeTruthy());
    await userEvent.clear(field);
    await userEvent.type(field, 'violet kiln tuesday harbour');
    await waitFor(() => expect(screen.getByText('Very strong')).toBeTruthy());
    expect(meter.getAttribute('value')).toBe('4');
  });

  it("counts the person's own name against the password", async () => {
    page();
    await userEvent.type(document.getElementById('password') as HTMLInputElement, 'margueriteokafor');
    await waitFor(() => expect(screen.getByText(/Very weak|Weak/)).toBeTruthy());
  });
});
