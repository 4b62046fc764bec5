/** The comment form's messages; the spec shows none, so the wording is ours. */
export const COMMENT_TEXTS = Object.freeze({
  awaitingModeration: 'Your comment is awaiting moderation.',
  published: 'Your comment has been posted.',
  nameMissing: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  bodyMissing: 'Please write a comment.',
});
