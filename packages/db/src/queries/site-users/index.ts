// Site users (shoppers' accounts): the account rows and their sign-in failures, sessions, and
// single-use links (verification, reset, e-mail change), one file each.
export * from './accounts.js';
export * from './links.js';
export * from './sessions.js';
export * from './sweep.js';
