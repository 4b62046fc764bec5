import { Loader, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { paymentSettingsQuery } from '../api/store-settings.js';
import { RowKeys } from '../../../lib/row-keys.js';
import { saveStoreState, type StoreState } from '../model/store-change.js';
import { CheckoutPanel } from './checkout-panel.js';
import { PaymentsPanel } from './payments-panel.js';
import { PreferencesPanel } from './preferences-panel.js';
import { ShippingPanel } from './shipping-panel.js';
import type { StorePanelProps } from './store-panel.js';
import { TaxPanel } from './tax-panel.js';

export const STORE_SECTIONS = [
  ['shipping', 'Shipping'],
  ['tax', 'Taxes'],
  ['checkout', 'Checkout'],
  ['preferences', 'Preferences'],
  ['payments', 'Payments'],
] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number][0];

export const isStoreSection = (value: string | undefined): value is StoreSection =>
  STORE_SECTIONS.some(([section]) => section === value);

/**
 * Store settings: shipping rates, tax rules, checkout settings, commerce preferences and the
 * payment provider, one tab each. Every saved change is a command with its inverse; Undo and
 * Redo work across the tabs (a deleted rate comes back, a created one goes).
 */
export function StoreSettingsScreen({ section }: { section: StoreSection }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [keys] = useState(() => new RowKeys());
  const payments = useQuery(paymentSettingsQuery);
  const refresh = () => client.invalidateQueries({ queryKey: ['store-settings'] });
  const history = useSavedHistory<StoreState>({
    save: async (state) => {
      try {
        await saveStoreState(state, keys);
      } finally {
        await refresh();
      }
    },
  });

  const panel = (render: (props: StorePanelProps) => React.ReactNode) => {
    if (payments.isPending) return <Loader role="status" aria-label="Loading store settings" />;
    if (payments.isError) return <LoadError error={payments.error} onRetry={() => void payments.refetch()} />;
    return render({
      currency: payments.data.currency,
      keys,
      busy: history.pending,
      change: (label, before, after) => history.run({ label, before, after }),
    });
  };

  return (
    <>
      <PageHeader
        title="Store settings"
        description="How the store ships, taxes and takes payment, and what the checkout asks."
        actions={<UndoRedoButtons history={history} />}
      />
      <Tabs
        value={section}
        onChange={(value) => value && void navigate(`/store-settings/${value}`)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {STORE_SECTIONS.map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="shipping">
          {panel((props) => (
            <ShippingPanel {...props} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="tax">
          {panel((props) => (
            <TaxPanel {...props} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="checkout">
          {panel((props) => (
            <CheckoutPanel {...props} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="preferences">
          {panel((props) => (
            <PreferencesPanel {...props} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="payments">
          {panel((props) => payments.data && <PaymentsPanel {...props} payments={payments.data} />)}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
