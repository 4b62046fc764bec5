import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error.js';
import { useCancelOrder } from '../api/order-actions.js';
import type { Order } from '../api/orders.js';

export interface CancelDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/** 'Cancel order': refunds what was charged and, unless unticked, puts the units back in stock. */
export function CancelDialog({ order, opened, onClose }: CancelDialogProps) {
  const [restock, setRestock] = useState(true);
  const cancel = useCancelOrder(order.id);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={`Cancel order #${order.orderNumber}?`}
    >
      <Stack>
        <Text size="sm">The buyer is refunded what is left of the payment. This cannot be undone.</Text>
        <Checkbox
          label="Put the units back in stock"
          checked={restock}
          onChange={(e) => setRestock(e.currentTarget.checked)}
        />
        {cancel.isError && (
          <Text c="red" size="sm" role="alert">
            {messageOf(cancel.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep order
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { restock },
                {
                  onSuccess: () => {
                    notifications.show({ message: `Order #${order.orderNumber} cancelled` });
                    onClose();
                  },
                },
              )
            }
          >
            Cancel order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
