import { lazy, Suspense } from 'react';
import type { AlertDialogProps } from './alert-dialog.js';

const AlertDialog = lazy(() => import('./alert-dialog.js').then((m) => ({ default: m.AlertDialog })));

/**
 * The alert dialog, loaded when first shown: alerts follow an interaction, so their code (and
 * the focus trap's) stays out of the page's first download.
 */
export function LazyAlertDialog(props: AlertDialogProps) {
  return (
    <Suspense fallback={null}>
      <AlertDialog {...props} />
    </Suspense>
  );
}
