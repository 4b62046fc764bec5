import { Alert, Button, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { placesSettingsInput } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { placesSettingsQuery, type PlacesSettings } from '../api/places-settings.js';
import { handOver, newKeyId } from '../model/places-keys.js';
import type { StoreState } from '../model/store-change.js';
import { useRefusedValues } from './refused-values.js';
import { SecretField } from './secret-field.js';
import { SettingsForm } from './settings-form.js';
import type { StorePanelProps } from './store-panel.js';

const PROVIDERS = [{ value: 'google', label: 'Google Places API (New)' }];

type PlacesStateOf = Extract<StoreState, { kind: 'places' }>;

/** The saved settings as a command's state; the stored key is named by the version it came with. */
function placesStateOf(saved: PlacesSettings): PlacesStateOf {
  const keyId = `stored:${saved.version}`;
  return { kind: 'places', value: saved.provider ? { provider: saved.provider } : null, keyId };
}

/**
 * Address autocomplete at checkout: the provider and its API key (write-only: only a masked hint
 * comes back). A save, a removal and their Undo and Redo are commands like every setting here.
 */
export function PlacesSection({ change, busy, refused, onRefusalShown }: StorePanelProps) {
  const settings = useQuery(placesSettingsQuery);
  const values = useMemo(
    () => ({ provider: settings.data?.provider ?? ('google' as const), apiKey: '' }),
    [settings.data],
  );
  const refusal = useRefusedValues(refused, 'places', (state) =>
    state.value ? { provider: state.value.provider, apiKey: '' } : undefined,
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="places-heading">
      <Title order={2} fz="h4" mb="sm" id="places-heading">
        Address autocomplete
      </Title>
      <Text size="sm" mb="sm">
        Shoppers get address suggestions as they type address line 1 at checkout, and choosing one fills in
        the rest of the address. The API key stays on the server: it is never shown again or sent to visitors’
        browsers.
      </Text>
      {settings.isPending ? (
        <Loader role="status" aria-label="Loading address autocomplete" />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="sm">
          {!settings.data.encryptionKeyConfigured && (
            <Alert color="gray" title="The API key cannot be saved yet">
              <Text size="sm" c="var(--mantine-color-text)">
                Set TESSERA_SECRETS_KEY on the server (32 random bytes, for example from openssl rand -base64
                32) and restart it: the key is stored encrypted with it.
              </Text>
            </Alert>
          )}
          <SettingsForm
            schema={placesSettingsInput}
            values={values}
            label="Address autocomplete settings"
            busy={busy}
            refused={refusal}
            onRefusalShown={onRefusalShown}
            onSave={(next) => {
              const before = placesStateOf(settings.data);
              // A typed key is a new key: handed to this save only, never kept in the history.
              const keyId = next.apiKey ? newKeyId() : before.keyId;
              if (next.apiKey) handOver(keyId, next.apiKey);
              return change('Address autocomplete', before.value ? before : { ...before, keyId }, {
                kind: 'places',
                value: { provider: next.provider },
                keyId,
              });
            }}
          >
            {(form) => (
              <Stack gap="sm">
                <NativeSelect label="Provider" data={PROVIDERS} {...form.register('provider')} />
                <SecretField
                  form={form}
                  name="apiKey"
                  label="API key"
                  hint={settings.data.keyHint ?? undefined}
                />
              </Stack>
            )}
          </SettingsForm>
          {settings.data.keyHint && (
            <div>
              <Button
                variant="default"
                color="red"
                disabled={busy}
                onClick={() => {
                  const before = placesStateOf(settings.data);
                  void change('Address autocomplete key removed', before, { ...before, value: null });
                }}
              >
                Remove key
              </Button>
            </div>
          )}
        </Stack>
      )}
    </Paper>
  );
}
