import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { PaymentSettings } from '../api/store-settings.js';

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
          <Badge color="orange" size="lg">
            Test mode
          </Badge>
        ) : (
          <Badge color="green" size="lg">
            Live
          </Badge>
        )}
      </Group>
      {payments.testMode && (
        <Alert color="orange" icon={<IconFlask aria-hidden />} title="Test mode: no real money is taken">
          Orders are placed and marked as test orders. The checkout takes only the test cards below, with any
          future expiry date and any 3-digit security code (4 for American Express).
        </Alert>
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
