import { CONTRIBUTOR_ROLE_LABELS, contributorRoleLabel } from '@tessera/core';

/** The 15 roles as the role menus offer them (most access first), values as strings for the kit. */
export const ROLE_OPTIONS = [...CONTRIBUTOR_ROLE_LABELS].map(([value, label]) => ({
  value: String(value),
  label,
}));

export const roleLabel = contributorRoleLabel;

/** The role a new invitation starts with. */
export const DEFAULT_INVITE_ROLE = '4';
