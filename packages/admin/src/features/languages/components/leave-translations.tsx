import { useState } from 'react';
import type { Blocker } from 'react-router';
import { LeavePrompt, ReviewChanges } from '../../../components/ui/unsaved-changes.js';

export interface LeaveTranslationsProps {
  blocker: Blocker;
  saving: boolean;
  /** The texts edited and not saved, as the owner reads them. */
  changes: readonly string[];
  /** Saves them; answers whether the server took them. */
  onSave: () => Promise<boolean>;
}

/** Leaving the translation screen with typed translations: save them, discard them, or review them. */
export function LeaveTranslations({ blocker, saving, changes, onSave }: LeaveTranslationsProps) {
  const [reviewing, setReviewing] = useState(false);
  const blocked = blocker.state === 'blocked';
  return (
    <>
      <LeavePrompt
        opened={blocked && !reviewing}
        saving={saving}
        onSave={() =>
          void onSave().then((saved) => {
            if (saved && blocker.state === 'blocked') blocker.proceed();
          })
        }
        onDiscard={() => blocker.proceed?.()}
        onReview={() => setReviewing(true)}
        onStay={() => blocker.reset?.()}
      />
      <ReviewChanges opened={blocked && reviewing} changes={changes} onClose={() => setReviewing(false)} />
    </>
  );
}
