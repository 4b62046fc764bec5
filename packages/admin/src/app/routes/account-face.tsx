import { Avatar, Group, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/** The 'Signed in as …' button's face, shared by the stand-in and the loaded menu. */
export function AccountFace({ displayName }: { displayName: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar size="sm" color="indigo" aria-hidden />
      <Text size="sm" truncate maw={260} className="account-name">
        Signed in as {displayName}
      </Text>
      <IconChevronDown size={14} aria-hidden />
    </Group>
  );
}
