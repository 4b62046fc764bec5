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
  if (!isStoreSection(section)) return <Navigate to="/store-settings/shipping" replace />;
  return (
    <RequirePermission anyOf={['commerce.settings']}>
      <StoreSettingsScreen section={section} />
    </RequirePermission>
  );
}
