import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error.js';
import { useBulkProducts, type BulkAction, type Category } from '../api/products.js';

export interface BulkActionsProps {
  productIds: string[];
  categories: (Category & { storeTitle: string })[];
  onDone: () => void;
}

/** Publish, hide, add to a category or delete the selected products (deleting asks first). */
export function BulkActions({ productIds, categories, onDone }: BulkActionsProps) {
  const bulk = useBulkProducts();
  const [confirming, setConfirming] = useState(false);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const count = productIds.length;
  const run = (body: BulkAction, done: string) =>
    bulk.mutate(body, {
      onSuccess: (result) => {
        notifications.show({
          message: `${done}: ${result.updated}${result.skipped ? ` (${result.skipped} skipped)` : ''}`,
        });
        setConfirming(false);
        onDone();
      },
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });
  return (
    <Group gap="xs" wrap="wrap" aria-label="Bulk actions" role="group">
      <Text size="sm" fw={500}>
        {count} selected
      </Text>
      <Button size="xs" variant="light" onClick={() => run({ action: 'publish', productIds }, 'Published')}>
        Publish
      </Button>
      <Button size="xs" variant="light" onClick={() => run({ action: 'hide', productIds }, 'Hidden')}>
        Hide
      </Button>
      <Select
        size="xs"
        aria-label="Category"
        placeholder="Category"
        data={categories
          .filter((c) => c.type !== 'ROOT')
          .map((c) => ({
            value: c.id,
            label: `${c.displayName} (${c.storeTitle})`,
          }))}
        value={categoryId}
        onChange={setCategoryId}
        w={200}
      />
      <Button
        size="xs"
        variant="light"
        disabled={!categoryId}
        onClick={() =>
          categoryId && run({ action: 'add-category', productIds, categoryId }, 'Added to the category')
        }
      >
        Add to category
      </Button>
      <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${count} products?`}
      >
        <Text size="sm" mb="md">
          The products, their variants and their stock history are removed from your store. This cannot be
          undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Keep them
          </Button>
          <Button
            color="red"
            loading={bulk.isPending}
            onClick={() => run({ action: 'delete', productIds, confirm: true }, 'Deleted')}
          >
            Delete products
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
