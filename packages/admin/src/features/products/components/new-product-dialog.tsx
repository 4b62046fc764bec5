import { Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { createProduct } from '../api/product.js';
import type { Collection } from '../api/products.js';
import { PRODUCT_TYPES } from '../model/product-form.js';

const TYPES = [
  {
    value: PRODUCT_TYPES.PHYSICAL,
    label: 'Physical',
    description: 'Goods you ship, with stock per variant.',
  },
  { value: PRODUCT_TYPES.SERVICE, label: 'Service', description: 'Time or work you sell, such as a class.' },
  { value: PRODUCT_TYPES.DIGITAL, label: 'Digital', description: 'A file buyers download after paying.' },
  {
    value: PRODUCT_TYPES.GIFT_CARD,
    label: 'Gift card',
    description: 'Amounts buyers give to spend in the store.',
  },
] as const;

export interface NewProductDialogProps {
  stores: readonly Collection[];
  onClose: () => void;
}

/** 'New product': its type, its name and (with several stores) its store; opens the editor on it. */
export function NewProductDialog({ stores, onClose }: NewProductDialogProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [type, setType] = useState<string>(String(PRODUCT_TYPES.PHYSICAL));
  const [title, setTitle] = useState('');
  const [storeId, setStoreId] = useState<string | null>(stores[0]?.id ?? null);
  const [titleError, setTitleError] = useState<string>();
  const create = useMutation({
    mutationFn: () =>
      createProduct(storeId ?? '', {
        productType: Number(type) as 1 | 2 | 3 | 4,
        title: title.trim(),
        variants: [{ price: 0 }],
      }),
    onSuccess: (product) => {
      void client.invalidateQueries({ queryKey: ['products'] });
      onClose();
      void navigate(`/products/${product.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields['title']) setTitleError(error.fields['title']);
    },
  });
  const submit = () => {
    if (!title.trim()) return setTitleError('Enter a name');
    setTitleError(undefined);
    create.mutate();
  };
  return (
    <Modal opened onClose={onClose} title="New product" size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {stores.length === 0 ? (
            <Text size="sm">Products live on a store page: add a Store page on the Pages screen first.</Text>
          ) : (
            <>
              <Radio.Group label="Type" value={type} onChange={setType}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                  {TYPES.map((t) => (
                    <Radio
                      key={t.value}
                      value={String(t.value)}
                      label={t.label}
                      description={t.description}
                    />
                  ))}
                </SimpleGrid>
              </Radio.Group>
              <TextInput
                label="Name"
                required
                maxLength={200}
                value={title}
                error={titleError}
                onChange={(e) => setTitle(e.currentTarget.value)}
                data-autofocus
              />
              {stores.length > 1 && (
                <Select
                  label="Store"
                  data={stores.map((s) => ({ value: s.id, label: s.title }))}
                  value={storeId}
                  onChange={setStoreId}
                  allowDeselect={false}
                />
              )}
              <Text size="xs" c="dimmed">
                It starts hidden: set its price, variants and images, then make it visible.
              </Text>
            </>
          )}
          {create.error && !titleError && (
            <Text size="sm" c="red" role="alert">
              {messageOf(create.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={stores.length === 0}>
              Create product
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
