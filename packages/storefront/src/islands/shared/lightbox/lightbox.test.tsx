// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, useTestTimers } from '../../../testing/dom-helpers.js';
import { Lightbox } from './lightbox.js';

beforeEach(useTestTimers);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Page({ onClosed = () => undefined }: { readonly onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Lightbox
          title="Engraving"
          onClose={() => {
            setOpen(false);
            onClosed();
          }}
        >
          <input aria-label="First" />
          <button type="button">Last</button>
        </Lightbox>
      ) : null}
    </>
  );
}

const user = () => userEvent.setup({ delay: null });
const html = () => document.documentElement.classList;

describe('lightbox', () => {
  it('opens as a labelled modal dialog, marks <html>, and keeps focus inside', async () => {
    render(<Page />);
    await user().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Engraving' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(html().contains('ts-lightbox-open')).toBe(true);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user().tab();
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
    await user().tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    await user().tab();
    expect(document.activeElement).toBe(close);
    await user().tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
  });

  it('fades open, and on Escape fades out over 0.3 s before closing and returning focus', async () => {
    const onClosed = vi.fn();
    render(<Page onClosed={onClosed} />);
    await user().click(screen.getByRole('button', { name: 'Open' }));
    const layer = document.querySelector('.ts-lightbox') as HTMLElement;
    expect(layer.style.getPropertyValue('--ts-lightbox-duration')).toBe('0.3s');
    await advance(20);
    expect(layer.classList.contains('ts-lightbox--open')).toBe(true);
    await user().keyboard('{Escape}');
    expect(layer.classList.contains('ts-lightbox--open')).toBe(false);
    await advance(299);
    expect(onClosed).not.toHaveBeenCalled();
    await advance(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(html().contains('ts-lightbox-open')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('closes with its close button', async () => {
    render(<Page />);
    await user().click(screen.getByRole('button', { name: 'Open' }));
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await advance(300);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sits 50 px from the top when taller than the window, measured 100 ms after resizing stops', async () => {
    render(<Page />);
    await user().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.marginTop).toBe('');
    Object.defineProperty(dialog, 'scrollHeight', { configurable: true, value: window.innerHeight + 200 });
    act(() => void window.dispatchEvent(new Event('resize')));
    await advance(60);
    act(() => void window.dispatchEvent(new Event('resize')));
    await advance(99);
    expect(dialog.style.marginTop).toBe('');
    await advance(1);
    expect(dialog.style.marginTop).toBe('50px');
  });
});
