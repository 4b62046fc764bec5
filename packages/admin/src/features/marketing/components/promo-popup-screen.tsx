import { Loader, Stack } from '@mantine/core';
import type { PromoPopupFields } from '@tessera/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { useMailingLists } from '../api/mailing-lists.js';
import { promoPopupQuery, savePromoPopup } from '../api/promo-popup.js';
import { popupCommand } from '../model/popup-change.js';
import { PromoPopupForm } from './promo-popup-form.js';

/**
 * Marketing › Promotional pop-up: what it says and does, when and where it shows; each save is a
 * command Undo saves back (the earlier choices, from the version the screen holds now).
 */
export function PromoPopupScreen() {
  const client = useQueryClient();
  const popup = useQuery(promoPopupQuery);
  const lists = useMailingLists();
  const history = useSavedHistory<PromoPopupFields>({
    save: async (fields) => {
      const version = client.getQueryData(promoPopupQuery.queryKey)?.version ?? 0;
      client.setQueryData(promoPopupQuery.queryKey, await savePromoPopup(fields, version));
    },
    onError: () => void client.invalidateQueries({ queryKey: promoPopupQuery.queryKey }),
  });
  const failed = popup.error ?? lists.error;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Promotional pop-up"
        description="A message over your pages: a newsletter sign-up or a link, shown once per visitor until it comes back."
        actions={<UndoRedoButtons history={history} />}
      />
      {(popup.isPending || lists.isPending) && <Loader role="status" aria-label="Loading the pop-up" />}
      {failed && (
        <LoadError
          error={failed}
          onRetry={() => void client.invalidateQueries({ queryKey: ['marketing'] })}
        />
      )}
      {popup.isSuccess && lists.isSuccess && (
        <PromoPopupForm
          settings={popup.data}
          lists={lists.data.lists}
          pending={history.pending}
          onSave={async (fields) => {
            const command = popupCommand(popup.data, fields);
            return command ? history.run(command) : {};
          }}
          onLatest={(latest) => client.setQueryData(promoPopupQuery.queryKey, latest)}
        />
      )}
    </Stack>
  );
}
