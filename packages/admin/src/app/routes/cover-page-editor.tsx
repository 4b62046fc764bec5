import { RequirePermission } from '../../components/ui/require-permission.js';
import { CoverPageEditorScreen } from '../../features/cover-page/components/cover-page-editor-screen.js';

/** The cover-page API is behind content.edit (a save goes live at once: a slide has no draft). */
export function CoverPageEditorRoute() {
  return (
    <RequirePermission anyOf={['content.edit']}>
      <CoverPageEditorScreen />
    </RequirePermission>
  );
}
