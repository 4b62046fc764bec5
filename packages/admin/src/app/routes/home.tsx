import { useDocumentTitle } from '@mantine/hooks';
import { HomeScreen } from '../../features/home/components/home-screen.js';

export function HomeRoute() {
  useDocumentTitle('Home · Tessera studio');
  // Every contributor with `site.view` opens it; each figure shows only when the role may see it.
  return <HomeScreen />;
}
