// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAddedItems } from '../../../runtime/added-popover-host.js';
import { createCartStore } from '../../../runtime/cart-store.js';
import { advance, expectAccessible, until, useTestTimers } from '../../../testing/dom-helpers.js';
import { AddedPopover } from './added-popover.js';

beforeEach(useTestTimers);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const popover = () => document.querySelector<HTMLElement>('.ts-added-popover');

describe('added-item popover', () => {
  it('reads "{productName} was added to your cart." and closes after 3000 ms', async () => {
    const store = createCartStore();
    render(<AddedPopover store={store} />);
    expect(popover()).toBeNull();
    act(() => store.announceAdded('Linen Shirt'));
    expect(screen.getByRole('status').firstElementChild?.textContent).toBe(
      'Linen Shirt was added to your cart.',
    );
    expect(popover()?.style.top).toBe('33px');
    expect(popover()?.style.right).toBe('33px');
    await advance(2999);
    expect(popover()).not.toBeNull();
    await advance(1);
    expect(popover()).toBeNull();
  });

  it('closes with its Close button', async () => {
    vi.useRealTimers();
    const store = createCartStore();
    render(<AddedPopover store={store} />);
    act(() => store.announceAdded('Mug'));
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(popover()).toBeNull();
  });

  it('is replaced by the next add, which gets its own 3000 ms', async () => {
    const store = createCartStore();
    render(<AddedPopover store={store} />);
    act(() => store.announceAdded('Mug'));
    await advance(2000);
    act(() => store.announceAdded('Shirt'));
    expect(popover()?.textContent).toContain('Shirt was added to your cart.');
    await advance(2000);
    expect(popover()).not.toBeNull();
    await advance(1000);
    expect(popover()).toBeNull();
  });

  it('sits under a visible cart indicator and follows scrolling at most every 100 ms', async () => {
    const indicator = document.createElement('a');
    indicator.setAttribute('data-cart-indicator', '');
    document.body.append(indicator);
    let bottom = 50;
    indicator.getBoundingClientRect = () =>
      ({ top: bottom - 30, bottom, left: 900, right: 960, width: 60, height: 30 }) as DOMRect;
    const store = createCartStore();
    render(<AddedPopover store={store} />);
    act(() => store.announceAdded('Mug'));
    const right = `${window.innerWidth - 960}px`;
    expect([popover()?.style.top, popover()?.style.right]).toEqual(['66px', right]);
    await advance(100);
    bottom = 40;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(popover()?.style.top).toBe('56px');
    bottom = 30;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(popover()?.style.top).toBe('56px');
    await advance(100);
    expect(popover()?.style.top).toBe('46px');
  });

  it('is mounted at the end of the page on the first add only', async () => {
    vi.useRealTimers();
    const store = createCartStore();
    watchAddedItems(store);
    expect(document.querySelector('.ts-added-popover-host')).toBeNull();
    act(() => store.announceAdded('Mug'));
    await until(() => popover() !== null);
    act(() => store.announceAdded('Cup'));
    expect(document.querySelectorAll('.ts-added-popover-host')).toHaveLength(1);
  });
});
