import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { SettingsScreen } from '../../features/site-settings/components/settings-screen.js';

/** Site settings: title, description, language and region, business, social accounts, domains. */
export function SettingsRoute() {
  useDocumentTitle('Settings · Tessera studio');
  return (
    <RequirePermission anyOf={['site.settings']}>
      <SettingsScreen />
    </RequirePermission>
  );
}
