import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../components/ui/page-header.js';
import { RequirePermission } from '../../components/ui/require-permission.js';

/** Site styles, fonts, logo and favicon (built by the design feature of issue 11). */
export function DesignRoute() {
  useDocumentTitle('Design · Tessera studio');
  return (
    <RequirePermission anyOf={['site.settings']}>
      <PageHeader title="Design" description="Colours, fonts, spacing and buttons of your whole site." />
    </RequirePermission>
  );
}
