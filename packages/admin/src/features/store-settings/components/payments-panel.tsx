import { Alert, Badge, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { PaymentSettings } from '../api/store-settings.js';
import { PaypalForm } from './paypal-form.js';
import { PROVIDER_NAMES, ProviderChoice } from './provider-choice.js';
import { StripeForm } from './stripe-form.js';
import type { StorePanelProps } from './store-panel.js';

// White on shade 9 keeps 4.5:1 contrast; the notice keeps the text colour (the kit's tinted alert
// colours its text, under 4.5:1 on the tint).

/**
 * The payment provider: which one takes new payments (the built-in test provider until the owner
 * chooses), its test mode and cards, and each outside provider's keys (secrets write-only).
 */
export function PaymentsPanel({
  payments,
  change,
  busy,
  refused,
  onRefusalShown,
}: { payments: PaymentSettings } & StorePanelProps) {
  const provider = PROVIDER_NAMES[payments.active];
  const configured = (id: 'stripe' | 'paypal') => payments.providers.find((p) => p.id === id);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2} fz="h4">
          {provider}
        </Title>
        {payments.testMode ? (
          <Badge color="red.9" size="lg">
            Test mode
          </Badge>
        ) : (
          <Badge color="green.9" size="lg">
            Live
          </Badge>
        )}
      </Group>
      {payments.testMode && (
        <Paper withBorder p="md" role="note" aria-labelledby="test-mode-title">
          <Group gap="xs" mb={4} wrap="nowrap">
            <IconFlask size={18} aria-hidden color="var(--mantine-color-red-9)" />
            <Text fw={700} id="test-mode-title">
              Test mode: no real money is taken
            </Text>
          </Group>
          <Text size="sm">
            Orders are placed and marked as test orders. The checkout takes only the test cards below, with
            any future expiry date and any 3-digit security code (4 for American Express).
          </Text>
        </Paper>
      )}
      <Text size="sm">Payments are taken in {payments.currency}, the site’s currency.</Text>
      {payments.testCards.length > 0 && (
        // Narrow enough for a phone without a scrolling box (it would hold nothing to focus).
        <Table aria-label="Test cards">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Card number</Table.Th>
              <Table.Th>Brand</Table.Th>
              <Table.Th>What happens</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.testCards.map((card) => (
              <Table.Tr key={card.number}>
                <Table.Td ff="monospace">{card.number}</Table.Td>
                <Table.Td>{card.brand}</Table.Td>
                <Table.Td>{card.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Divider />
      <ProviderChoice
        payments={payments}
        change={change}
        busy={busy}
        refused={refused}
        onRefusalShown={onRefusalShown}
      />
      {!payments.encryptionKeyConfigured && (
        <Alert color="gray" title="Provider keys cannot be saved yet">
          <Text size="sm" c="var(--mantine-color-text)">
            Set TESSERA_SECRETS_KEY on the server (32 random bytes, for example from openssl rand -base64 32)
            and restart it: secret keys are stored encrypted with it.
          </Text>
        </Alert>
      )}
      <Title order={3} fz="h5">
        Stripe
      </Title>
      <StripeForm
        saved={configured('stripe')}
        change={change}
        busy={busy}
        refused={refused}
        onRefusalShown={onRefusalShown}
      />
      <Title order={3} fz="h5">
        PayPal
      </Title>
      <PaypalForm
        saved={configured('paypal')}
        change={change}
        busy={busy}
        refused={refused}
        onRefusalShown={onRefusalShown}
      />
    </Stack>
  );
}
