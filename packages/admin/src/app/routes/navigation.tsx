import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { NavigationScreen } from '../../features/navigation/components/navigation-screen.js';

export function NavigationRoute() {
  useDocumentTitle('Navigation · Tessera studio');
  return (
    <RequirePermission anyOf={['navigation.edit', 'header-footer.edit']}>
      <NavigationScreen />
    </RequirePermission>
  );
}
