import { PAGE_TYPES } from '@tessera/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cartContextOf } from '../cart/index.js';
import { contextOf } from '../context.js';
import { ERROR_CATALOGUE } from '../errors.js';
import { ensureCrumb } from '../plugins/index.js';
import type { PageService } from '../render/index.js';
import {
  ACCOUNT_PAGES,
  signedInAccount,
  visitorAccount,
  type AccountNotice,
  type AccountView,
} from './account-context.js';
import { findLiveLink } from './links.js';
import { nextQuery, safeNext } from './next-path.js';
import {
  confirmEmailChange,
  EMAIL_CHANGE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  SIGN_UP_MESSAGE,
  verifyEmail,
} from './service.js';

export { ACCOUNT_PAGES } from './account-context.js';

const PAGE = { schema: { hide: true } } as const;
type Query = Record<string, string | undefined>;

const EMAIL_CHANGED = 'Your email address is changed.';
const LINK_REFUSED = ERROR_CATALOGUE['site-user-link-invalid'].message;

/** The page's notice: an `?error=` the form came back with, else the first confirmation asked for. */
function noticeOf(query: Query, messages: Record<string, string>): AccountNotice | null {
  const error = query['error'];
  if (error) return { error: true, text: error.slice(0, 500) };
  for (const [key, text] of Object.entries(messages)) if (query[key]) return { error: false, text };
  return null;
}

/**
 * Draws an account page with the theme (`areaPages.account-<view>`), the `account` key in the
 * context. Account pages are per visitor: never cached (area pages are `no-store`), never indexed.
 */
function show(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  view: AccountView,
  account: Record<string, unknown>,
  status?: number,
) {
  reply.header('x-robots-tag', 'noindex');
  return pages.show(
    request,
    reply,
    { kind: 'area', pageType: PAGE_TYPES.PAGE, template: `account-${view}`, data: { account } },
    status === undefined ? {} : { status },
  );
}

function visitorPage(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  view: AccountView,
  title: string,
  options: { notice: AccountNotice | null; sent?: boolean; token?: string; next?: string; status?: number },
) {
  const crumb = ensureCrumb(request, reply);
  const account = visitorAccount(view, title, options.notice, {
    crumb,
    ...(options.sent !== undefined && { sent: options.sent }),
    ...(options.token !== undefined && { token: options.token }),
    ...(options.next !== undefined && { next: options.next }),
  });
  return show(pages, request, reply, view, account, options.status);
}

async function resetPage(pages: PageService, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Query;
  const token = query['token'];
  if (token) {
    const { db } = request.server.database;
    const live = await findLiveLink(db, request.website.id, token, 'reset', request.server.clock.now());
    if (!live) {
      const notice = { error: true, text: LINK_REFUSED };
      return visitorPage(pages, request, reply, 'reset', 'Reset your password', { notice, status: 400 });
    }
    return visitorPage(pages, request, reply, 'new-password', 'Choose a new password', {
      notice: noticeOf(query, {}),
      token,
    });
  }
  return visitorPage(pages, request, reply, 'reset', 'Reset your password', {
    notice: noticeOf(query, { sent: RESET_REQUESTED_MESSAGE }),
    sent: Boolean(query['sent']),
  });
}

/** The link mailed to a new address: moves the account to it. */
async function confirmEmailPage(pages: PageService, request: FastifyRequest, reply: FastifyReply) {
  const token = (request.query as Query)['token'] ?? '';
  const outcome = await confirmEmailChange(contextOf(request), token, request.siteUser);
  if (outcome.ok) {
    const next = request.siteUser ? ACCOUNT_PAGES.account : ACCOUNT_PAGES.login;
    return reply.header('cache-control', 'no-store').redirect(`${next}?emailChanged=1`, 303);
  }
  return visitorPage(pages, request, reply, 'link-refused', 'Confirm your new email', {
    notice: { error: true, text: LINK_REFUSED },
    status: 400,
  });
}

async function verifyPage(pages: PageService, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Query;
  const outcome = await verifyEmail(contextOf(request), query['token'] ?? '');
  if (outcome.ok) {
    // Back to where sign-up began (a join page): straight there when signed in, else via sign-in.
    const next = request.siteUser
      ? (safeNext(query['next']) ?? ACCOUNT_PAGES.account)
      : `${ACCOUNT_PAGES.login}?verified=1${nextQuery(query['next'], '&')}`;
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  }
  return visitorPage(pages, request, reply, 'link-refused', 'Confirm your email', {
    notice: { error: true, text: LINK_REFUSED },
    status: 400,
  });
}

const SIGNED_IN_NOTICES: Record<string, string> = {
  passwordChanged: 'Your password is changed.',
  emailSent: EMAIL_CHANGE_MESSAGE,
  emailChanged: EMAIL_CHANGED,
  addressSaved: 'The address is saved.',
  addressDeleted: 'The address is deleted.',
};

/** `?subscriptionChanged=<action>` after a plain subscription form. */
const SUBSCRIPTION_NOTICES: Record<string, string> = {
  pause: 'Your subscription is paused.',
  resume: 'Your subscription is active again.',
  skip: 'The next renewal is skipped.',
  cancel: 'Your subscription is cancelled.',
  change: 'Your subscription is changed. The next renewal sends and charges the new choice.',
  card: 'Your card is updated. Renewals are charged to it from now on.',
};

function signedInNotice(query: Query): AccountNotice | null {
  const changed = query['subscriptionChanged'];
  const text = changed ? SUBSCRIPTION_NOTICES[changed] : undefined;
  if (text && !query['error']) return { error: false, text };
  return noticeOf(query, SIGNED_IN_NOTICES);
}

function signedInPage(view: 'profile' | 'orders' | 'addresses' | 'subscriptions') {
  return (pages: PageService, request: FastifyRequest, reply: FastifyReply) => {
    const user = request.siteUser;
    if (!user) return reply.header('cache-control', 'no-store').redirect(ACCOUNT_PAGES.login, 303);
    const query = request.query as Query;
    return signedInAccount(cartContextOf(request), user, view, signedInNotice(query), query).then((account) =>
      show(pages, request, reply, view, account),
    );
  };
}

/**
 * The storefront's account pages, drawn by the theme: sign in, sign up, reset, the e-mailed links
 * (verify, confirm a new address) and the signed-in pages (profile, orders, addresses, subscriptions).
 */
export const accountPageRoutes: FastifyPluginAsync<{ pages: PageService }> = async (app, { pages }) => {
  app.get(ACCOUNT_PAGES.login, PAGE, (request, reply) => {
    const query = request.query as Query;
    // A member area's join page sends visitors here with where to come back to (a path of this site).
    const next = safeNext(query['next']);
    return visitorPage(pages, request, reply, 'sign-in', 'Sign in', {
      ...(next !== undefined && { next }),
      notice: noticeOf(query, {
        reset: 'Your password was changed. Sign in with the new one.',
        signedOut: 'You are signed out.',
        deleted: 'Your account is deleted.',
        emailChanged: EMAIL_CHANGED,
        verified: 'Your email address is confirmed. Sign in to see your account.',
      }),
    });
  });
  app.get(ACCOUNT_PAGES.signUp, PAGE, (request, reply) => {
    const query = request.query as Query;
    const next = safeNext(query['next']);
    return visitorPage(pages, request, reply, 'sign-up', 'Create account', {
      ...(next !== undefined && { next }),
      notice: noticeOf(query, { sent: SIGN_UP_MESSAGE }),
      sent: Boolean(query['sent']),
    });
  });
  app.get(ACCOUNT_PAGES.reset, PAGE, (request, reply) => resetPage(pages, request, reply));
  app.get(ACCOUNT_PAGES.verify, PAGE, (request, reply) => verifyPage(pages, request, reply));
  app.get(ACCOUNT_PAGES.confirmEmail, PAGE, (request, reply) => confirmEmailPage(pages, request, reply));
  for (const view of ['profile', 'orders', 'addresses', 'subscriptions'] as const) {
    const path = view === 'profile' ? ACCOUNT_PAGES.account : ACCOUNT_PAGES[view];
    const handler = signedInPage(view);
    app.get(path, PAGE, (request, reply) => handler(pages, request, reply));
  }
};
