import { DEFAULT_ASSET_BASE, islandAssets, renderIsland, type ViteManifest } from '@tessera/storefront/ssr';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readStorefrontManifest } from '../render/index.js';
import { ERROR_CATALOGUE } from '../errors.js';
import { escapeHtml, htmlDocument } from '../html.js';
import { ensureCrumb } from '../plugins/index.js';
import { accountView } from './service.js';
import { confirmEmailChange, EMAIL_CHANGE_MESSAGE, verifyEmail } from './service.js';
import { contextOf } from '../context.js';
import { PASSWORD_MIN_LENGTH } from './password-rules.js';
import { findLiveLink } from './links.js';
import {
  ACCOUNT_API,
  CHANGE_EMAIL_API,
  CHANGE_PASSWORD_API,
  DELETE_ACCOUNT_API,
  PASSWORD_API,
  RESET_REQUEST_API,
  SESSION_API,
  SIGN_OUT_FORM,
} from './routes.js';
import { nextQuery, safeNext } from './next-path.js';
import { SIGN_UP_MESSAGE, RESET_REQUESTED_MESSAGE } from './service.js';

export const ACCOUNT_PAGES = Object.freeze({
  login: '/account/login',
  signUp: '/account/signup',
  reset: '/account/reset',
  verify: '/account/verify',
  confirmEmail: '/account/confirm-email',
  account: '/account',
});

const PAGE = { schema: { hide: true } } as const;
type Query = Record<string, string | undefined>;

/** The built storefront's manifest, read once (undefined before `npm run build -w @tessera/storefront`). */
let manifest: ViteManifest | undefined | null = null;

/** The strength meter island's script tags; the page works without them (the server checks anyway). */
function meterHead(): string {
  if (manifest === null) manifest = readStorefrontManifest();
  if (!manifest) return '';
  let assets;
  try {
    assets = islandAssets(manifest, ['password-meter'], DEFAULT_ASSET_BASE);
  } catch {
    // A storefront built before the meter existed: the page still works, without the meter.
    return '';
  }
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ].join('\n');
}

const METER = renderIsland('password-meter', {
  inputId: 'account-password',
  personalInputIds: ['account-name', 'account-email'],
});

/** Account pages are per visitor: never cached, never indexed. */
function send(request: FastifyRequest, reply: FastifyReply, title: string, main: string, status = 200) {
  const site = escapeHtml(request.website.title);
  const body = `<header><a href="/">${site}</a></header>\n<main id="account">\n<h1>${escapeHtml(title)}</h1>\n${main}\n</main>`;
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(
      htmlDocument(
        `${title} · ${request.website.title}`,
        body,
        request.website.locale,
        main.includes('data-password-meter') ? meterHead() : '',
      ),
    );
}

function notice(query: Query, messages: Record<string, string>): string {
  const error = query['error'];
  if (error) return `<p role="alert" class="account-error">${escapeHtml(error)}</p>`;
  for (const [key, text] of Object.entries(messages)) {
    if (query[key]) return `<p role="status" class="account-notice">${escapeHtml(text)}</p>`;
  }
  return '';
}

function field(name: string, label: string, type: string, extra = ''): string {
  const id = `account-${name}`;
  return `<p><label for="${id}">${label}</label><br><input id="${id}" name="${name}" type="${type}" ${extra}></p>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

const passwordRules = `<p id="password-rules">At least ${PASSWORD_MIN_LENGTH} characters, hard to guess: a few unrelated words work well.</p>`;
const newPassword = (autocomplete: string) =>
  field(
    'password',
    'Password',
    'password',
    `required autocomplete="${autocomplete}" minlength="${PASSWORD_MIN_LENGTH}" maxlength="256" aria-describedby="password-rules" data-password-meter`,
  ) +
  METER +
  passwordRules;

/** Carries a safe `next` (a member area's join page) through a plain form; nothing otherwise. */
function nextField(query: Query): string {
  const next = safeNext(query['next']);
  return next ? hidden('next', next) : '';
}

function loginPage(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Query;
  const crumb = ensureCrumb(request, reply);
  return send(
    request,
    reply,
    'Sign in',
    `${notice(query, {
      reset: 'Your password was changed. Sign in with the new one.',
      signedOut: 'You are signed out.',
      deleted: 'Your account is deleted.',
      emailChanged: EMAIL_CHANGED,
      verified: 'Your email address is confirmed. Sign in to see your account.',
    })}
<form method="post" action="${SESSION_API}">
${hidden('crumb', crumb)}
${nextField(query)}
${field('email', 'Email', 'email', 'required autocomplete="email" maxlength="256"')}
${field('password', 'Password', 'password', 'required autocomplete="current-password" maxlength="1024"')}
<p><label><input type="checkbox" name="rememberMe" value="true"> Remember me</label></p>
<p><button type="submit">Sign in</button></p>
</form>
<p><a href="${ACCOUNT_PAGES.reset}">Forgot your password?</a> · <a href="${ACCOUNT_PAGES.signUp}${escapeHtml(nextQuery(query['next']))}">Create an account</a></p>`,
  );
}

function signUpPage(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Query;
  const crumb = ensureCrumb(request, reply);
  if (query['sent']) return send(request, reply, 'Create account', notice(query, { sent: SIGN_UP_MESSAGE }));
  return send(
    request,
    reply,
    'Create account',
    `${notice(query, {})}
<form method="post" action="${ACCOUNT_API}">
${hidden('crumb', crumb)}
${nextField(query)}
${field('name', 'Name', 'text', 'required autocomplete="name" maxlength="200"')}
${field('email', 'Email', 'email', 'required autocomplete="email" maxlength="256"')}
${newPassword('new-password')}
<p><button type="submit">Create account</button></p>
</form>
<p>Already have an account? <a href="${ACCOUNT_PAGES.login}${escapeHtml(nextQuery(query['next']))}">Sign in</a></p>`,
  );
}

async function resetPage(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Query;
  const crumb = ensureCrumb(request, reply);
  const token = query['token'];
  if (token) {
    const { db } = request.server.database;
    const live = await findLiveLink(db, request.website.id, token, 'reset', request.server.clock.now());
    if (!live) {
      const message = ERROR_CATALOGUE['site-user-link-invalid'].message;
      return send(request, reply, 'Reset your password', resetRequestForm(crumb, { error: message }), 400);
    }
    return send(
      request,
      reply,
      'Choose a new password',
      `${notice(query, {})}
<form method="post" action="${PASSWORD_API}">
${hidden('crumb', crumb)}
${hidden('token', token)}
${newPassword('new-password')}
<p><button type="submit">Save password</button></p>
</form>`,
    );
  }
  return send(request, reply, 'Reset your password', resetRequestForm(crumb, query));
}

function resetRequestForm(crumb: string, query: Query): string {
  if (query['sent']) return notice(query, { sent: RESET_REQUESTED_MESSAGE });
  return `${notice(query, {})}
<form method="post" action="${RESET_REQUEST_API}">
${hidden('crumb', crumb)}
${field('email', 'Email', 'email', 'required autocomplete="email" maxlength="256"')}
<p><button type="submit">Send reset link</button></p>
</form>
<p><a href="${ACCOUNT_PAGES.login}">Back to sign in</a></p>`;
}

/** The link mailed to a new address: moves the account to it. */
async function confirmEmailPage(request: FastifyRequest, reply: FastifyReply) {
  const token = (request.query as Query)['token'] ?? '';
  const outcome = await confirmEmailChange(contextOf(request), token);
  if (outcome.ok) {
    const next = request.siteUser ? ACCOUNT_PAGES.account : ACCOUNT_PAGES.login;
    return reply.header('cache-control', 'no-store').redirect(`${next}?emailChanged=1`, 303);
  }
  const message = ERROR_CATALOGUE['site-user-link-invalid'].message;
  return send(
    request,
    reply,
    'Confirm your new email',
    `<p role="alert" class="account-error">${escapeHtml(message)}</p><p><a href="${ACCOUNT_PAGES.account}">Your account</a></p>`,
    400,
  );
}

async function verifyPage(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Query;
  const outcome = await verifyEmail(contextOf(request), query['token'] ?? '');
  if (outcome.ok) {
    // Back to where sign-up began (a join page): straight there when signed in, else via sign-in.
    const next = request.siteUser
      ? (safeNext(query['next']) ?? ACCOUNT_PAGES.account)
      : `${ACCOUNT_PAGES.login}?verified=1${nextQuery(query['next'], '&')}`;
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  }
  const message = ERROR_CATALOGUE['site-user-link-invalid'].message;
  return send(
    request,
    reply,
    'Confirm your email',
    `<p role="alert" class="account-error">${escapeHtml(message)}</p><p><a href="${ACCOUNT_PAGES.login}">Sign in</a></p>`,
    400,
  );
}

function formatTotal(cents: number, currency: string, locale: string): string {
  try {
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 10 ** digits);
  } catch {
    return `${cents} ${currency}`;
  }
}

const NEW_PASSWORD_METER = renderIsland('password-meter', {
  inputId: 'account-new-password',
  personalInputIds: [],
});

/** A labelled password input with its own id (the account page has two 'Current password' fields). */
function passwordInput(id: string, name: string, label: string, extra: string): string {
  return `<p><label for="${id}">${label}</label><br><input id="${id}" name="${name}" type="password" required maxlength="1024" ${extra}></p>`;
}

const EMAIL_CHANGED = 'Your email address is changed.';

/** The account page's forms to change the password or e-mail and to delete the account (with a confirmation). */
function accountForms(xsrfToken: string): string {
  return `<section aria-labelledby="password-heading"><h2 id="password-heading">Change password</h2>
<form method="post" action="${CHANGE_PASSWORD_API}">
${hidden('xsrfToken', xsrfToken)}
${passwordInput('account-current-password', 'currentPassword', 'Current password', 'autocomplete="current-password"')}
${passwordInput('account-new-password', 'newPassword', 'New password', `autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="password-rules" data-password-meter`)}
${NEW_PASSWORD_METER}${passwordRules}
<p>Changing your password signs you out on every other device.</p>
<p><button type="submit">Change password</button></p>
</form></section>
<section aria-labelledby="email-heading"><h2 id="email-heading">Change email</h2>
<form method="post" action="${CHANGE_EMAIL_API}">
${hidden('xsrfToken', xsrfToken)}
${passwordInput('account-email-password', 'currentPassword', 'Current password', 'autocomplete="current-password"')}
<p><label for="account-new-email">New email</label><br><input id="account-new-email" name="newEmail" type="email" required maxlength="256" autocomplete="email"></p>
<p>We send a link to the new address; your account keeps its current address until you open it.</p>
<p><button type="submit">Change email</button></p>
</form></section>
<section aria-labelledby="delete-heading"><h2 id="delete-heading">Delete account</h2>
<p>Your name, email address, password and saved cart are removed. Orders you placed are kept, with the details you gave at checkout, because the shop must keep a record of each sale.</p>
<form method="post" action="${DELETE_ACCOUNT_API}">
${hidden('xsrfToken', xsrfToken)}
${passwordInput('account-delete-password', 'currentPassword', 'Current password', 'autocomplete="current-password"')}
<p><label><input type="checkbox" name="confirm" value="true" required> I understand that my account is deleted for good</label></p>
<p><button type="submit">Delete account</button></p>
</form></section>`;
}

async function accountPage(request: FastifyRequest, reply: FastifyReply) {
  const user = request.siteUser;
  if (!user) return reply.header('cache-control', 'no-store').redirect(ACCOUNT_PAGES.login, 303);
  const view = await accountView(request.server.database.db, request.website.id, user);
  const locale = request.website.locale;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: request.website.time_zone });
  const rows = view.orders
    .map(
      (o) =>
        `<tr><td>#${o.order_number}</td><td>${escapeHtml(date.format(o.created_at))}</td><td>${escapeHtml(o.status)}</td><td>${escapeHtml(formatTotal(o.grand_total, o.currency, locale))}</td></tr>`,
    )
    .join('\n');
  const orders = view.verified
    ? rows
      ? `<table><caption>Orders</caption><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col">Total</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
      : '<p>No orders yet.</p>'
    : '<p role="status">Confirm your email address with the link we sent you to see your orders here.</p>';
  return send(
    request,
    reply,
    'Your account',
    `${notice(request.query as Query, {
      passwordChanged: 'Your password is changed.',
      emailSent: EMAIL_CHANGE_MESSAGE,
      emailChanged: EMAIL_CHANGED,
    })}
<section aria-labelledby="profile-heading"><h2 id="profile-heading">Profile</h2>
<dl><dt>Name</dt><dd>${escapeHtml(view.name)}</dd><dt>Email</dt><dd>${escapeHtml(view.email)}</dd></dl></section>
<section aria-labelledby="orders-heading"><h2 id="orders-heading">Order history</h2>
${orders}</section>
<form method="post" action="${SIGN_OUT_FORM}">
${hidden('xsrfToken', user.xsrfToken)}
<p><label><input type="checkbox" name="cloneCart" value="true"> Keep a copy of my cart on this device</label></p>
<p><button type="submit">Sign out</button></p>
</form>
${accountForms(user.xsrfToken)}`,
  );
}

/** The storefront's account pages: sign in, sign up, reset, verify (the e-mailed link) and the account. */
export const accountPageRoutes: FastifyPluginAsync = async (app) => {
  app.get(ACCOUNT_PAGES.login, PAGE, loginPage);
  app.get(ACCOUNT_PAGES.signUp, PAGE, signUpPage);
  app.get(ACCOUNT_PAGES.reset, PAGE, resetPage);
  app.get(ACCOUNT_PAGES.verify, PAGE, verifyPage);
  app.get(ACCOUNT_PAGES.confirmEmail, PAGE, confirmEmailPage);
  app.get(ACCOUNT_PAGES.account, PAGE, accountPage);
};
