import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../lib/messages.js';

export interface ChangeListProps {
  opened: boolean;
  changes: readonly string[];
  onClose: () => void;
}

/** 'Review Changes': the commands not saved yet, oldest first. */
export function ReviewChanges({ opened, changes, onClose }: ChangeListProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={MESSAGES.reviewChanges}>
      {changes.length === 0 ? (
        <Text size="sm">Everything is saved.</Text>
      ) : (
        <List type="ordered" size="sm" spacing={4}>
          {changes.map((change, i) => (
            <List.Item key={i}>{change}</List.Item>
          ))}
        </List>
      )}
    </Modal>
  );
}

export interface LeavePromptProps {
  opened: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onReview: () => void;
  onStay: () => void;
}

/** Leaving the editor with unsaved changes: the spec's Save / Discard / Review Changes. */
export function LeavePrompt({ opened, saving, onSave, onDiscard, onReview, onStay }: LeavePromptProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="You have unsaved changes">
      <Stack>
        <Text size="sm">Save them before you leave this page?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onReview}>
            {MESSAGES.reviewChanges}
          </Button>
          <Button variant="default" color="red" onClick={onDiscard}>
            {MESSAGES.discard}
          </Button>
          <Button onClick={onSave} loading={saving}>
            {MESSAGES.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
