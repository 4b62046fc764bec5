// @vitest-environment happy-dom
import { Button, Modal } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider.js';
import { LazyDialog } from './lazy-dialog.js';

let loads = 0;
// Stands for a dialog module loaded on demand: counts how often its code is asked for.
const NoteDialog = lazy(async () => {
  loads += 1;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    default: ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
      <Modal opened={opened} onClose={onClose} title="Note">
        <Button onClick={onClose}>Done</Button>
      </Modal>
    ),
  };
});

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Write a note</Button>
      <LazyDialog opened={open}>
        {(opened) => <NoteDialog opened={opened} onClose={() => setOpen(false)} />}
      </LazyDialog>
    </>
  );
}

afterEach(cleanup);

describe('LazyDialog', () => {
  it('loads the dialog when first opened, then returns focus to what opened it', async () => {
    render(
      <AppProvider queryClient={new QueryClient()} env="test">
        <Screen />
      </AppProvider>,
    );
    expect(loads).toBe(0);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Write a note' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeTruthy();
    expect(loads).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // Opened again: the loaded code is reused.
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
