import { useDocumentTitle } from '@mantine/hooks';
import { SitesScreen } from '../../features/sites/components/sites-screen.js';

/** The websites of this install the owner may edit; install administrators create more. */
export function SitesRoute() {
  useDocumentTitle('Sites · Tessera studio');
  return <SitesScreen />;
}
