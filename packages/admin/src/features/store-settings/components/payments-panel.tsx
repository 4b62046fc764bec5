import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { PaymentSettings } from '../api/store-settings.js';

// White on shade 9 keeps 4.5:1 contrast; the notice keeps the text colour (the kit's tinted alert
// colours its text, under 4.5:1 on the tint).

/** The payment provider: for now the built-in test provider, in test mode, with its test cards. */
export function PaymentsPanel({ payments }: { payments: PaymentSettings }) {
  const provider = payments.provider === 'test' ? 'Test payment provider (built in)' : payments.provider;
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
        <Table.ScrollContainer minWidth={420}>
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
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
