import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.js';

export function AnalyticsRoute() {
  useDocumentTitle('Analytics · Tessera studio');
  return (
    <RequirePermission anyOf={['analytics.view']}>
      <AnalyticsScreen />
    </RequirePermission>
  );
}
