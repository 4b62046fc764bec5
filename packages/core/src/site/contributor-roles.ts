/** Contributor roles by code, exactly the 15 of the spec (code 5 is unused). */
export const CONTRIBUTOR_ROLES = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const;

export type ContributorRoleName = keyof typeof CONTRIBUTOR_ROLES;
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[ContributorRoleName];
type CamelTail<S extends string> = S extends `${infer H}_${infer T}`
  ? `${Capitalize<Lowercase<H>>}${CamelTail<T>}`
  : Capitalize<Lowercase<S>>;
type Camel<S extends string> = S extends `${infer H}_${infer T}`
  ? `${Lowercase<H>}${CamelTail<T>}`
  : Lowercase<S>;

/** A role's name in the API (`roleName`) and the permission matrix: `editor`, `storeManager`. */
export type ContributorRoleKey = Camel<ContributorRoleName>;

/** The API name of a role constant: `STORE_MANAGER` → `storeManager`. */
export function contributorRoleKey(name: ContributorRoleName): ContributorRoleKey {
  return name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as ContributorRoleKey;
}

/** Every role code (the database's check constraint, the API's validation). */
export const CONTRIBUTOR_ROLE_CODES: readonly ContributorRole[] = Object.freeze(
  Object.values(CONTRIBUTOR_ROLES),
);

/**
 * What people call each role, in the order the studio offers them (most access first). The spec
 * gives codes only; these names are ours, used by the Contributors screen and invitation e-mails.
 */
export const CONTRIBUTOR_ROLE_LABELS: ReadonlyMap<ContributorRole, string> = new Map<ContributorRole, string>(
  [
    [CONTRIBUTOR_ROLES.ADMIN, 'Administrator'],
    [CONTRIBUTOR_ROLES.WEBSITE_MANAGER, 'Website manager'],
    [CONTRIBUTOR_ROLES.EDITOR, 'Editor'],
    [CONTRIBUTOR_ROLES.DRAFT_EDITOR, 'Draft editor'],
    [CONTRIBUTOR_ROLES.STORE_MANAGER, 'Store manager'],
    [CONTRIBUTOR_ROLES.BILLING, 'Billing'],
    [CONTRIBUTOR_ROLES.REPORTING, 'Reporting'],
    [CONTRIBUTOR_ROLES.MODERATOR, 'Moderator'],
    [CONTRIBUTOR_ROLES.COMMENTER, 'Commenter'],
    [CONTRIBUTOR_ROLES.CAMPAIGNS_EDITOR, 'Campaigns editor'],
    [CONTRIBUTOR_ROLES.SCHEDULING, 'Scheduling'],
    [CONTRIBUTOR_ROLES.SCHEDULING_EDITOR, 'Scheduling editor'],
    [CONTRIBUTOR_ROLES.SCHEDULING_VIEWER, 'Scheduling viewer'],
    [CONTRIBUTOR_ROLES.VIEWER, 'Viewer'],
    [CONTRIBUTOR_ROLES.NONE, 'None'],
  ],
);

/** The role's name for people ('Role 5' for a code the spec does not define). */
export function contributorRoleLabel(role: number): string {
  return CONTRIBUTOR_ROLE_LABELS.get(role as ContributorRole) ?? `Role ${role}`;
}
