import type { Me, Permission } from '../lib/session.js';

/** Every permission of the admin role (docs/permissions.md). */
const ADMIN_PERMISSIONS: Permission[] = [
  'site.view',
  'site.settings',
  'content.edit',
  'content.publish',
  'content.draft',
  'navigation.edit',
  'header-footer.edit',
  'files.manage',
  'contributors.manage',
];

/** The session of a signed-in contributor; an editor (role 4) has no site settings. */
export function sessionOf(role: 'admin' | 'editor' = 'admin'): Me {
  const editor = role === 'editor';
  return {
    account: { id: 'acc-1', email: 'owner@example.com', displayName: 'Ada Owner' },
    website: { id: 'web-1', title: 'Fern & Fable', currency: 'USD' },
    role: editor ? 4 : 1,
    roleName: editor ? 'editor' : 'admin',
    permissions: editor
      ? ADMIN_PERMISSIONS.filter((p) => p !== 'site.settings' && p !== 'contributors.manage')
      : ADMIN_PERMISSIONS,
    csrfToken: 'csrf-token-1',
  };
}
