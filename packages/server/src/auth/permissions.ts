import {
  CONTRIBUTOR_ROLES,
  contributorRoleKey,
  type ContributorRole,
  type ContributorRoleKey,
  type ContributorRoleName,
} from '@tessera/core';

/** Every named permission an owner route can require (docs/permissions.md explains each). */
export const PERMISSIONS = [
  'site.view',
  'site.settings',
  'content.edit',
  'content.publish',
  'content.draft',
  'commerce.products',
  'commerce.orders',
  'commerce.refunds',
  'commerce.settings',
  'commerce.reviews',
  'forms.submissions',
  'analytics.view',
  'comments.moderate',
  'comments.write',
  'scheduling.view',
  'scheduling.edit',
  'scheduling.settings',
  'campaigns.edit',
  'billing.manage',
  'contributors.manage',
  'navigation.edit',
  'header-footer.edit',
  'languages.edit',
  'files.manage',
  'members.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const ALL: readonly Permission[] = PERMISSIONS;
const CONTENT: readonly Permission[] = [
  'content.edit',
  'content.publish',
  'content.draft',
  'navigation.edit',
  'header-footer.edit',
  'files.manage',
  'comments.write',
];
const COMMERCE: readonly Permission[] = [
  'commerce.products',
  'commerce.orders',
  'commerce.refunds',
  'commerce.settings',
];

/**
 * The permission matrix: what each contributor role may do. Data, not code paths, so the table in
 * docs/permissions.md and the tests read the same thing.
 */
export const ROLE_PERMISSIONS: Readonly<Record<ContributorRoleKey, readonly Permission[]>> = Object.freeze({
  admin: ALL,
  websiteManager: ALL.filter((p) => p !== 'billing.manage' && p !== 'contributors.manage'),
  billing: ['site.view', 'billing.manage'],
  reporting: ['site.view', 'analytics.view'],
  editor: ['site.view', ...CONTENT],
  draftEditor: ['site.view', 'content.draft', 'files.manage', 'comments.write'],
  moderator: ['site.view', 'comments.moderate', 'comments.write', 'commerce.reviews'],
  // Issue 19: the moderation queue is the moderator's and the commenter's (roles 6 and 7).
  commenter: ['site.view', 'comments.moderate', 'comments.write'],
  storeManager: [
    'site.view',
    ...COMMERCE,
    'commerce.reviews',
    'forms.submissions',
    'analytics.view',
    'files.manage',
    'members.manage',
  ],
  scheduling: ['site.view', 'scheduling.view', 'scheduling.edit', 'scheduling.settings'],
  schedulingEditor: ['site.view', 'scheduling.view', 'scheduling.edit'],
  schedulingViewer: ['site.view', 'scheduling.view'],
  campaignsEditor: ['site.view', 'campaigns.edit', 'files.manage'],
  viewer: ['site.view'],
  none: [],
});

const byCode = new Map<ContributorRole, ReadonlySet<Permission>>(
  (Object.keys(CONTRIBUTOR_ROLES) as ContributorRoleName[]).map((name) => [
    CONTRIBUTOR_ROLES[name],
    new Set(ROLE_PERMISSIONS[contributorRoleKey(name)]),
  ]),
);

export function roleHasPermission(role: ContributorRole, permission: Permission): boolean {
  return byCode.get(role)?.has(permission) ?? false;
}

export function permissionsOf(role: ContributorRole): Permission[] {
  return PERMISSIONS.filter((p) => roleHasPermission(role, p));
}
