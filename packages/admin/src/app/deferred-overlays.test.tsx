// @vitest-environment happy-dom
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from './provider.js';

function renderProvider() {
  return render(
    <AppProvider queryClient={new QueryClient()} env="test">
      <button type="button">Somewhere in the studio</button>
    </AppProvider>,
  );
}

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

describe('confirmation modals and toasts load after the first screen', () => {
  it('opens a confirmation asked for before their code loaded, and it still answers', async () => {
    renderProvider();
    expect(screen.queryByRole('dialog')).toBeNull();
    let confirmed = false;
    // Before any click or key press: the event is held until ModalsProvider listens.
    act(() => {
      modals.openConfirmModal({
        title: 'Delete this page?',
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        onConfirm: () => (confirmed = true),
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirmed).toBe(true);
    expect(dialog.isConnected).toBe(false);
  });

  it('shows a toast raised before their code loaded', async () => {
    renderProvider();
    act(() => {
      notifications.show({ message: 'Page published.' });
    });
    expect(await screen.findByText('Page published.')).toBeTruthy();
  });

  it('opens confirmations asked for after the first click as before', async () => {
    renderProvider();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Somewhere in the studio' }));
    act(() => {
      modals.openConfirmModal({
        title: 'Remove this file?',
        labels: { confirm: 'Remove', cancel: 'Cancel' },
      });
    });
    expect(await screen.findByRole('dialog', { name: 'Remove this file?' })).toBeTruthy();
  });
});
