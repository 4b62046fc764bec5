import { useDocumentTitle } from '@mantine/hooks';
import { AcceptInvitationScreen } from '../../features/contributors/components/accept-invitation-screen.js';

/** The page an invitation e-mail links to (`/config/invitation?token=…`), signed in or not. */
export function InvitationRoute() {
  useDocumentTitle('Accept invitation · Tessera studio');
  return <AcceptInvitationScreen />;
}
