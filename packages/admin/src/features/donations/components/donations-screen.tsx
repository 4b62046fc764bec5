import { Loader, Stack } from '@mantine/core';
import type { DonationFields } from '@tessera/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { donationsQuery, saveDonations } from '../api/donations.js';
import { donationCommand } from '../model/donation-change.js';
import { DonationsForm } from './donations-form.js';

/**
 * Selling › Donations: the donate page's appeal, its amounts and how often donors give; each save
 * is a command Undo saves back (the earlier choices, from the version the screen holds now).
 */
export function DonationsScreen() {
  const client = useQueryClient();
  const settings = useQuery(donationsQuery);
  const history = useSavedHistory<DonationFields>({
    save: async (fields) => {
      const version = client.getQueryData(donationsQuery.queryKey)?.version ?? 0;
      client.setQueryData(donationsQuery.queryKey, await saveDonations(fields, version));
    },
    onError: () => void client.invalidateQueries({ queryKey: donationsQuery.queryKey }),
  });
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Donations"
        description="A donate page and donation blocks: preset or custom amounts, given once or every month through your own checkout."
        actions={<UndoRedoButtons history={history} />}
      />
      {settings.isPending && <Loader role="status" aria-label="Loading donations" />}
      {settings.error && (
        <LoadError
          error={settings.error}
          onRetry={() => void client.invalidateQueries({ queryKey: donationsQuery.queryKey })}
        />
      )}
      {settings.isSuccess && (
        <DonationsForm
          settings={settings.data}
          pending={history.pending}
          onSave={async (fields) => {
            const command = donationCommand(settings.data, fields);
            return command ? history.run(command) : {};
          }}
          onLatest={(latest) => client.setQueryData(donationsQuery.queryKey, latest)}
        />
      )}
    </Stack>
  );
}
