import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { DesignScreen } from '../../features/design/components/design-screen.js';

/** Site styles, fonts, logo, favicon and social sharing image. */
export function DesignRoute() {
  useDocumentTitle('Design · Tessera studio');
  return (
    <RequirePermission anyOf={['site.settings']}>
      <DesignScreen />
    </RequirePermission>
  );
}
