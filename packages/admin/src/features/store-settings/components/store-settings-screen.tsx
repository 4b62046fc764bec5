import { Loader, Stack, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { messageOf } from '../../../lib/api-error.js';
import { changedElsewhere, latestOnConflict } from '../../../lib/dialog-save.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { paymentSettingsQuery } from '../api/store-settings.js';
import type { SettingVersion } from '../api/setting-versions.js';
import { RowKeys } from '../../../lib/row-keys.js';
import { saveStoreState, type StoreState } from '../model/store-change.js';
import { CheckoutPanel } from './checkout-panel.js';
import { PaymentsPanel } from './payments-panel.js';
import { PlacesSection } from './places-section.js';
import { PreferencesPanel } from './preferences-panel.js';
import { ShippingPanel } from './shipping-panel.js';
import type { RefusedStep, StorePanelProps } from './store-panel.js';
import { TaxPanel } from './tax-panel.js';

export const STORE_SECTIONS = [
  ['shipping', 'Shipping'],
  ['taxes', 'Taxes'],
  ['checkout', 'Checkout'],
  ['preferences', 'Preferences'],
  ['payments', 'Payments'],
] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number][0];

export const isStoreSection = (value: string | undefined): value is StoreSection =>
  STORE_SECTIONS.some(([section]) => section === value);

/** The tab whose form (or list, for a rate or rule) shows a refused Undo or Redo of this state. */
function sectionOfSetting(state: StoreState): StoreSection | undefined {
  if (state.kind === 'rate') return 'shipping';
  if (state.kind === 'tax') return 'taxes';
  if (state.kind === 'checkout') return 'checkout';
  if (state.kind === 'places' && state.value !== null) return 'checkout';
  if (state.kind === 'preferences') return 'preferences';
  if (state.kind === 'payment-provider') return 'payments';
  // A refused forgetting of keys (Undo of a first save) has no values to show: a toast says it.
  if ((state.kind === 'stripe' || state.kind === 'paypal') && state.value !== null) return 'payments';
  return undefined;
}

/**
 * Store settings: shipping rates, tax rules, checkout settings, commerce preferences and the
 * payment provider, one tab each. Every saved change is a command with its inverse; Undo and
 * Redo work across the tabs (a deleted rate comes back, a created one goes).
 */
export function StoreSettingsScreen({ section }: { section: StoreSection }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [keys] = useState(() => new RowKeys());
  const [savedVersions] = useState(() => new Map<string, SettingVersion>());
  const [refused, setRefused] = useState<RefusedStep>();
  const onRefusalShown = useCallback(() => setRefused(undefined), []);
  const payments = useQuery(paymentSettingsQuery);
  const refresh = () => client.invalidateQueries({ queryKey: ['store-settings'] });
  const history = useSavedHistory<StoreState>({
    save: async (state, step) => {
      try {
        await saveStoreState(state, { keys, savedVersions, step });
      } finally {
        await refresh();
      }
    },
    // Another owner changed the setting since our change: its form offers the latest or ours.
    onStepRefused: (error, state) => {
      const section = sectionOfSetting(state);
      // A rate's or rule's list, read again, shows the other owner's row beside the refusal.
      const row = state.kind === 'rate' || state.kind === 'tax';
      if (!section || !(row ? changedElsewhere(error) : latestOnConflict(error) !== undefined)) return false;
      setRefused({ state, message: messageOf(error) });
      void navigate(`/store-settings/${section}`);
      return true;
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
      refused,
      onRefusalShown,
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
        <Tabs.Panel value="taxes">
          {panel((props) => (
            <TaxPanel {...props} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="checkout">
          {panel((props) => (
            <Stack gap="lg">
              <CheckoutPanel {...props} />
              <PlacesSection {...props} />
            </Stack>
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
