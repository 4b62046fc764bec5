import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { ReviewsScreen } from '../../features/reviews/components/reviews-screen.js';

export function ReviewsRoute() {
  useDocumentTitle('Reviews · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.reviews']}>
      <ReviewsScreen />
    </RequirePermission>
  );
}
