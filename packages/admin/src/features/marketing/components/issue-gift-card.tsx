import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { issueGiftCardBody } from '@tessera/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { useGiftCardActions, type IssuedGiftCard } from '../api/gift-cards.js';
import { centsText } from '../model/coupon-text.js';
import { CentsInput } from './cents-input.js';

type IssueInput = z.input<typeof issueGiftCardBody>;
type IssueOutput = z.output<typeof issueGiftCardBody>;

/**
 * Issue a gift card by hand. The whole code is shown once, here, after issuing: the server keeps
 * only its hash. One idempotency key per dialog, so a retried click never issues two cards.
 */
export function IssueGiftCard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [issued, setIssued] = useState<IssuedGiftCard | null>(null);
  const close = () => {
    setIssued(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={issued ? 'Gift card issued' : 'Issue gift card'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && !issued && <IssueFields onIssued={setIssued} onCancel={close} />}
      {issued && (
        <Stack gap="sm">
          <Text size="sm">
            A card worth {centsText(issued.initialCents)} {issued.currency}. Copy the code now: it is not
            shown again.
          </Text>
          <Code fz="lg" aria-label="Gift card code">
            {issued.code}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={issued.code}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy code'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function IssueFields({
  onIssued,
  onCancel,
}: {
  onIssued: (card: IssuedGiftCard) => void;
  onCancel: () => void;
}) {
  const { issue } = useGiftCardActions();
  const [key] = useState(() => crypto.randomUUID());
  const form = useForm<IssueInput, unknown, IssueOutput>({
    resolver: zodResolver(issueGiftCardBody),
    defaultValues: { amountCents: undefined as unknown as number, recipientEmail: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      onIssued(await issue.mutateAsync({ body, key }));
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: messageOf(error) });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {errors.root && (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="amountCents"
          render={({ field }) => (
            <CentsInput
              label="Amount"
              required
              value={field.value}
              onChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              error={errors.amountCents?.message}
            />
          )}
        />
        <TextInput
          label="Recipient e-mail"
          type="email"
          {...form.register('recipientEmail')}
          error={errors.recipientEmail?.message}
        />
        <Textarea
          label="Note"
          description="Only you see it"
          {...form.register('note')}
          error={errors.note?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Issue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
