import { useDocumentTitle } from '@mantine/hooks';
import { HandoffScreen } from '../../features/sites/components/handoff-screen.js';

/** The site switcher's landing on another site's host (`/config/handoff#…`), before any session. */
export function HandoffRoute() {
  useDocumentTitle('Switching site · Tessera studio');
  return <HandoffScreen />;
}
