import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fill, MESSAGES, TEMPLATES } from '../../../lib/messages.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOST = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;

/**
 * What a typed link becomes, or the spec's message when it is not a link: an e-mail address
 * (with or without mailto:), a page path (/about), or a web address (with or without https://).
 */
export function checkLink(value: string): { href: string } | { error: string } {
  const input = value.trim();
  if (input.startsWith('/') && !input.startsWith('//')) return { href: input };
  const email = input.replace(/^mailto:/i, '');
  if (input.toLowerCase().startsWith('mailto:') || (input.includes('@') && !input.includes('/'))) {
    return EMAIL.test(email)
      ? { href: `mailto:${email}` }
      : { error: fill(TEMPLATES.emailFormat, { email: 'name@example.com' }) };
  }
  if (HOST.test(input)) return { href: /^https?:\/\//i.test(input) ? input : `https://${input}` };
  return { error: fill(TEMPLATES.linkFormat, { host: ['example.com', 'https://example.com'] }) };
}

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
