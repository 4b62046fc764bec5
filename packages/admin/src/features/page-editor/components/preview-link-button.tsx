import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconLink } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error.js';
import { createPreviewLink } from '../api/preview.js';

const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Preview link': a link to the draft for someone without an account, to copy and send. */
export function PreviewLinkButton({ pageId }: { pageId: string }) {
  const link = useMutation({ mutationFn: () => createPreviewLink(pageId) });
  const url = link.data && new URL(link.data.url, window.location.origin).href;
  return (
    <Popover width={360} position="bottom-end" trapFocus withArrow>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLink size={14} aria-hidden />}
          onClick={() => link.mutate()}
        >
          Preview link
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {link.isError ? (
          <Text size="sm" c="red" role="alert">
            {messageOf(link.error)}
          </Text>
        ) : url && link.data ? (
          <Stack gap="xs">
            <TextInput label="Preview link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Group justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed">
                Shows the saved draft until {expiry.format(link.data.expiresAt)}.
              </Text>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="xs" onClick={copy} color={copied ? 'teal' : undefined}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        ) : (
          <Text size="sm">Making a link…</Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
