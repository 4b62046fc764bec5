import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MAX_COMMENT_LENGTH } from '@tessera/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.js';
import type { ModeratedComment } from '../api/comments.js';

export interface ReplyDialogProps {
  /** The approved comment being answered (closed when undefined). */
  comment: ModeratedComment | undefined;
  /** The comment as text, quoted above the form. */
  quote: string;
  saving: boolean;
  onClose: () => void;
  /** Posts the reply; answers the server's refusal, if any, to show it here. */
  onPost: (body: string) => Promise<{ error?: unknown }>;
}

/** The server's message for the body field, else its general message. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.fields['body'] ?? error.message;
  return 'The reply was not posted. Please try again.';
}

/** 'Your reply' to a visitor's comment, posted as the site under the contributor's name. */
export function ReplyDialog({ comment, quote, saving, onClose, onPost }: ReplyDialogProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setBody('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    if (body.trim() === '') return setError('Please write a reply.');
    const outcome = await onPost(body);
    if (outcome.error === undefined) close();
    else setError(messageOf(outcome.error));
  };
  return (
    <Modal opened={comment !== undefined} onClose={close} title={`Reply to ${comment?.authorName ?? ''}`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed" lineClamp={4}>
            {quote}
          </Text>
          <Textarea
            label="Your reply"
            description="Shown at once under the comment, with your name."
            data-autofocus
            rows={4}
            maxLength={MAX_COMMENT_LENGTH}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Post reply
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
