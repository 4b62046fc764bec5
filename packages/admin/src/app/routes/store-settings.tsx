import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useParams } from 'react-router';
import { RequirePermission } from '../../components/ui/require-permission.js';
import {
  isStoreSection,
  StoreSettingsScreen,
} from '../../features/store-settings/components/store-settings-screen.js';

/** Store settings (`/store-settings/:section`): shipping, taxes, checkout, preferences, payments. */
export function StoreSettingsRoute() {
  useDocumentTitle('Store settings · Tessera studio');
  const { section } = useParams();
  // '/store-settings/tax' was the Taxes tab's first address: links to it still open the tab.
  if (section === 'tax') return <Navigate to="/store-settings/taxes" replace />;
  if (!isStoreSection(section)) return <Navigate to="/store-settings/shipping" replace />;
  return (
    <RequirePermission anyOf={['commerce.settings']}>
      <StoreSettingsScreen section={section} />
    </RequirePermission>
  );
}
