import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { checkLink } from '../../lib/check-link.js';
import { MESSAGES } from '../../lib/messages.js';

export { checkLink };

export interface LinkEditorProps {
  opened: boolean;
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}

/** The spec's 'Link Editor' dialog: a link, an e-mail address or a page path. */
export function LinkEditor({ opened, initial, onClose, onSave }: LinkEditorProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const save = () => {
    const checked = checkLink(value);
    if ('error' in checked) return setError(checked.error);
    onSave(checked.href);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={MESSAGES.linkEditor}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <TextInput
            label="Link"
            description="A web address, an e-mail address or a page such as /about"
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{MESSAGES.save}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
