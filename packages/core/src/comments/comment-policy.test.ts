import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { collectionTakesComments, MAX_COMMENT_DEPTH, mayComment, replyDepth } from './comment-policy.js';

const open = { siteEnabled: true, collectionEnabled: true, itemState: 1, guestsAllowed: true };

describe('mayComment', () => {
  it('needs the site, the collection and the item to allow comments', () => {
    const user = { siteUserId: 'u1' };
    expect(mayComment(open, user)).toEqual(ok(true));
    expect(mayComment({ ...open, siteEnabled: false }, user)).toEqual(err('comments-closed'));
    expect(mayComment({ ...open, collectionEnabled: false }, user)).toEqual(err('comments-closed'));
    expect(mayComment({ ...open, itemState: 0 }, user)).toEqual(err('comments-closed'));
  });

  it('lets guests comment with a name and an e-mail address only when the setting allows it', () => {
    const guest = { name: 'Ann', email: 'ann@example.com' };
    expect(mayComment(open, guest)).toEqual(ok(true));
    expect(mayComment(open, { name: ' ', email: 'ann@example.com' })).toEqual(err('name-and-email-required'));
    expect(mayComment(open, { name: 'Ann' })).toEqual(err('name-and-email-required'));
    expect(mayComment({ ...open, guestsAllowed: false }, guest)).toEqual(err('sign-in-required'));
  });
});

describe('replyDepth', () => {
  it('nests one level per reply up to the maximum', () => {
    expect(replyDepth(0)).toBe(1);
    expect(replyDepth(MAX_COMMENT_DEPTH - 1)).toBe(MAX_COMMENT_DEPTH);
    expect(replyDepth(MAX_COMMENT_DEPTH)).toBe(MAX_COMMENT_DEPTH);
  });
});

describe('collectionTakesComments', () => {
  it('is on unless the collection turns comments off', () => {
    expect(collectionTakesComments({})).toBe(true);
    expect(collectionTakesComments(undefined)).toBe(true);
    expect(collectionTakesComments({ commentsEnabled: true })).toBe(true);
    expect(collectionTakesComments({ commentsEnabled: false })).toBe(false);
  });
});
