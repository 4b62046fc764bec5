import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { useAddOrderNote } from '../api/order-actions.js';

/** A private note on the order's timeline (the buyer never sees it). */
export function OrderNote({ orderId }: { orderId: string }) {
  const [text, setText] = useState('');
  const note = useAddOrderNote(orderId);
  const error =
    note.error instanceof ApiError ? (note.error.fields['text'] ?? note.error.message) : note.error;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        note.mutate(text, { onSuccess: () => setText('') });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Private note"
          description="Only people who run the store see it."
          rows={3}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error ? (typeof error === 'string' ? error : messageOf(error)) : undefined}
        />
        <Button
          type="submit"
          variant="light"
          loading={note.isPending}
          disabled={!text.trim()}
          w="fit-content"
        >
          Add note
        </Button>
      </Stack>
    </form>
  );
}
