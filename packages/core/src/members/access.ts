/**
 * Member areas (issue 14): whether a membership gives access now, and what a visitor sees of a
 * protected page, item or lesson. Pure rules; the server supplies the facts.
 */

export type MembershipState = 'active' | 'ending' | 'ended' | 'revoked';

/** What decides a membership's state. */
export interface MembershipFacts {
  revokedAt: number | null;
  /**
   * The subscription paying for it, if any: its state and the moment its last paid period ends.
   * Free, bought-once and hand-granted memberships have none and last until revoked.
   */
  subscription: { state: 'active' | 'cancelled' | 'completed' | 'past-due'; paidThrough: number } | null;
}

/**
 * 'active': access, and it renews; 'ending': access until the paid period ends (the subscription
 * was cancelled, completed its cycles or its renewal failed); 'ended': that period is over;
 * 'revoked': the owner took access away.
 */
export function membershipState(facts: MembershipFacts, now: number): MembershipState {
  if (facts.revokedAt !== null) return 'revoked';
  const subscription = facts.subscription;
  if (!subscription || subscription.state === 'active') return 'active';
  return now < subscription.paidThrough ? 'ending' : 'ended';
}

export function hasAccess(facts: MembershipFacts, now: number): boolean {
  const state = membershipState(facts, now);
  return state === 'active' || state === 'ending';
}

/** Where a protected page sits: a collection page, an item in it, or a course's lesson list or lesson. */
export type ProtectedPlace =
  | { kind: 'collection' }
  | { kind: 'course' }
  | { kind: 'item'; freePreview: boolean }
  | { kind: 'lesson'; freePreview: boolean };

/**
 * Whether an item is a free preview: it carries the tag one of the areas protecting it chose for
 * free previews (tags compare without regard to case or surrounding spaces).
 */
export function isFreePreview(itemTags: readonly string[], previewTags: readonly string[]): boolean {
  const chosen = new Set(previewTags.map((tag) => tag.trim().toLowerCase()).filter(Boolean));
  return itemTags.some((tag) => chosen.has(tag.trim().toLowerCase()));
}

/**
 * What a visitor gets: 'show' the content; 'access-denied' (page type 106, with the join button)
 * for a protected page; 'paywall' (page type 107, a teaser and the join button) for a protected
 * item or lesson, unless it is a free preview (its area's free-preview tag). A course's lesson
 * list is its own teaser: everyone sees it, each lesson marked. A collection no area protects but
 * set to members only refuses everyone (no one can join, and no area names a free preview).
 */
export function accessDecision(
  place: ProtectedPlace,
  protection: { areas: number; member: boolean },
): 'show' | 'access-denied' | 'paywall' {
  if (protection.member) return 'show';
  if (place.kind === 'course') return 'show';
  if (place.kind === 'lesson') return place.freePreview ? 'show' : 'paywall';
  if (place.kind === 'item' && protection.areas > 0) return place.freePreview ? 'show' : 'paywall';
  return 'access-denied';
}

/** A lesson's state in the lesson list: 'visible' to this visitor, or behind the 'paywall'. */
export function lessonState(freePreview: boolean, member: boolean): 'visible' | 'paywall' {
  return member || freePreview ? 'visible' : 'paywall';
}
