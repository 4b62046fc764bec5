import { Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { BLOCK_CATALOGUE, type BlockKind } from '../model/block-catalogue.js';

export interface BlockPickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (kind: BlockKind) => void;
}

/** 'Add block': every block type the theme renders, each an option named after it ('Text', 'Image', …). */
export function BlockPicker({ opened, onClose, onPick }: BlockPickerProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add block" size="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} role="listbox" aria-label="Block types" spacing="xs">
        {BLOCK_CATALOGUE.map((kind) => (
          <UnstyledButton
            key={kind.blockType}
            role="option"
            aria-selected={false}
            aria-label={kind.label}
            onClick={() => {
              onPick(kind);
              onClose();
            }}
            p="sm"
            className="block-option"
          >
            <Text fw={600} size="sm">
              {kind.label}
            </Text>
            <Text size="xs" c="dimmed">
              {kind.description}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
