import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartOwnerOf,
  cloneSiteUserCart,
  clearCartCookies,
  leaveCartNotice,
  setCartCookies,
} from '../cart/index.js';
import { baseUrlOf, contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { failureMessage, invalid, unwrap, type Failure } from '../failure.js';
import { inTransaction } from '@tessera/db';
import { deleteSiteUserSession } from '@tessera/db';
import { isFormPost, limit } from '../plugins/index.js';
import { sha256 } from '../digest.js';
import { nextPath, safeNext } from './next-path.js';
import { requireSiteUserXsrf, requireVisitorCrumb, signedInUser } from './guards.js';
import { accountJson } from './account-json.js';
import {
  accountResponse,
  changeEmailBody,
  changePasswordBody,
  deleteAccountBody,
  localeBody,
  messageResponse,
  resetBody,
  resetRequestBody,
  sessionBody,
  sessionResponse,
  signOutForm,
  signOutQuery,
  signUpBody,
} from './schemas.js';
import {
  changePassword,
  requestEmailChange,
  deleteAccount,
  requestPasswordReset,
  resetPassword,
  setLocale,
  signIn,
  signUp,
} from './service.js';
import { SITE_USER_SESSION_COOKIE, startSiteUserSession } from './sessions.js';
import { clearSiteUserCookies, setSiteUserCookies } from './session-hook.js';
import { rememberLanguage } from './language-choice.js';

export const ACCOUNT_API = '/api/site-users/account';
export const SESSION_API = `${ACCOUNT_API}/session`;
export const LOCALE_API = `${ACCOUNT_API}/locale`;
/** The signed-in session's XSRF token again, for a client whose copy is lost or outdated. */
export const XSRF_TOKEN_API = `${ACCOUNT_API}/xsrf-token`;
export const RESET_REQUEST_API = `${ACCOUNT_API}/password-reset`;
export const PASSWORD_API = `${ACCOUNT_API}/password`;
/** Signed-in account changes (issue 14): each needs the current password and the XSRF token. */
export const CHANGE_PASSWORD_API = `${ACCOUNT_API}/change-password`;
export const CHANGE_EMAIL_API = `${ACCOUNT_API}/change-email`;
export const DELETE_ACCOUNT_API = `${ACCOUNT_API}/delete`;
/** Said when the delete form's confirmation box is not ticked. */
export const DELETE_CONFIRM_MESSAGE = 'Tick the box to confirm that you want to delete your account.';
/** The account page's sign-out form (a form cannot send DELETE). */
export const SIGN_OUT_FORM = '/account/sign-out';

/** Plain forms go back to a page that shows the outcome; JSON callers get the catalogue's answer. */
function formReply(reply: FastifyReply, path: string, params: Record<string, string>): FastifyReply {
  const query = new URLSearchParams(params).toString();
  return reply.header('cache-control', 'no-store').redirect(query ? `${path}?${query}` : path, 303);
}

function formFailure(reply: FastifyReply, path: string, failed: Failure, extra: Record<string, string> = {}) {
  const fieldMessage = failed.fields ? Object.values(failed.fields)[0] : undefined;
  return formReply(reply, path, { ...extra, error: fieldMessage ?? failureMessage(failed) });
}

function mailSite(request: FastifyRequest) {
  return { title: request.website.title, baseUrl: baseUrlOf(request) };
}

/** Ends the request's session (if any), and leaves the visitor with a copy of the cart or none. */
async function signOut(request: FastifyRequest, reply: FastifyReply, cloneCart: boolean): Promise<void> {
  const user = signedInUser(request);
  const { db } = request.server.database;
  const websiteId = request.website.id;
  const copyToken = await inTransaction(db, async (trx) => {
    await deleteSiteUserSession(trx, websiteId, user.sessionIdHash);
    return cloneCart ? cloneSiteUserCart(trx, websiteId, user.id) : undefined;
  });
  clearSiteUserCookies(request, reply);
  // The cart cookie may still name the account's cart (claimed at sign-in): never leave it behind.
  if (copyToken) setCartCookies(request, reply, copyToken);
  else clearCartCookies(request, reply);
}

/**
 * The site-user session API (platform spec §7) and the account calls around it: sign up, verify
 * (page), sign in and out, locale, password reset, the account's own view.
 */
export const siteUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ACCOUNT_API,
    {
      schema: { tags: ['site-users'], body: signUpBody, response: { 200: messageResponse } },
      config: limit({ max: 10, timeWindow: '1 minute' }),
      preHandler: requireVisitorCrumb,
    },
    async (request, reply) => {
      const outcome = await signUp(contextOf(request), request.body, mailSite(request));
      reply.header('cache-control', 'no-store');
      if (isFormPost(request)) {
        const next = safeNext(request.body.next);
        const back: Record<string, string> = next ? { next } : {};
        if (!outcome.ok) return formFailure(reply, '/account/signup', outcome.error, back);
        return formReply(reply, '/account/signup', { sent: '1', ...back });
      }
      return { message: unwrap(outcome) };
    },
  );

  app.post(
    SESSION_API,
    {
      schema: { tags: ['site-users'], body: sessionBody, response: { 200: sessionResponse } },
      config: limit({ max: 30, timeWindow: '1 minute' }),
      preHandler: requireVisitorCrumb,
    },
    async (request, reply) => {
      const { db } = app.database;
      const websiteId = request.website.id;
      const outcome = await signIn(contextOf(request), {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        cartTokenHash: cartOwnerOf(request).tokenHash,
        currency: request.website.currency,
      });
      reply.header('cache-control', 'no-store');
      if (!outcome.ok) {
        if (isFormPost(request)) {
          const back: Record<string, string> = request.body.next ? { next: nextPath(request.body.next) } : {};
          return formFailure(reply, '/account/login', outcome.error, back);
        }
        throw AppError.of(outcome.error);
      }
      // Rotated at every sign-in: whatever session the browser held before is ended.
      const previous = request.cookies[SITE_USER_SESSION_COOKIE];
      if (previous) await deleteSiteUserSession(db, websiteId, sha256(previous));
      const { siteUserId, cartNotice, locale } = outcome.value;
      const session = await startSiteUserSession(db, websiteId, siteUserId, request.body.rememberMe);
      setSiteUserCookies(request, reply, { id: session.id, siteUserId, expiresAt: session.cookieExpiresAt });
      // The language the user chose, on any device, is this browser's choice from now on.
      if (locale) rememberLanguage(request, reply, locale);
      // What the cart merge changed or found (new prices, too few in stock), told on the next page.
      if (cartNotice) leaveCartNotice(request, reply, '/', cartNotice);
      if (isFormPost(request)) return formReply(reply, nextPath(request.body.next), {});
      return { xsrfToken: session.xsrfToken };
    },
  );

  app.delete(
    SESSION_API,
    { schema: { tags: ['site-users'], querystring: signOutQuery }, preHandler: requireSiteUserXsrf },
    async (request, reply) => {
      await signOut(request, reply, request.query.cloneCart);
      return reply.code(204).send();
    },
  );

  app.post(
    SIGN_OUT_FORM,
    { schema: { hide: true, body: signOutForm }, preHandler: requireSiteUserXsrf },
    async (request, reply) => {
      await signOut(request, reply, request.body.cloneCart);
      return formReply(reply, '/account/login', { signedOut: '1' });
    },
  );

  app.post(
    LOCALE_API,
    { schema: { tags: ['site-users'], body: localeBody }, preHandler: requireSiteUserXsrf },
    async (request, reply) => {
      unwrap(await setLocale(contextOf(request), signedInUser(request), request.body.language));
      return reply.code(204).send();
    },
  );

  app.get(
    XSRF_TOKEN_API,
    { schema: { tags: ['site-users'], response: { 200: sessionResponse } } },
    async (request, reply) => {
      // A GET answer is readable only by this site's own pages (no CORS), like the crumb cookie.
      reply.header('cache-control', 'private, no-store');
      return { xsrfToken: signedInUser(request).xsrfToken };
    },
  );

  app.get(
    ACCOUNT_API,
    { schema: { tags: ['site-users'], response: { 200: accountResponse } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'private, no-store');
      return accountJson(app.database.db, request.website.id, user);
    },
  );

  app.post(
    RESET_REQUEST_API,
    {
      schema: { tags: ['site-users'], body: resetRequestBody, response: { 200: messageResponse } },
      config: limit({ max: 5, timeWindow: '1 minute' }),
      preHandler: requireVisitorCrumb,
    },
    async (request, reply) => {
      const message = await requestPasswordReset(contextOf(request), request.body.email, mailSite(request));
      reply.header('cache-control', 'no-store');
      if (isFormPost(request)) return formReply(reply, '/account/reset', { sent: '1' });
      return { message };
    },
  );

  app.post(
    PASSWORD_API,
    {
      schema: { tags: ['site-users'], body: resetBody },
      config: limit({ max: 10, timeWindow: '1 minute' }),
      preHandler: requireVisitorCrumb,
    },
    async (request, reply) => {
      const outcome = await resetPassword(contextOf(request), request.body.token, request.body.password);
      reply.header('cache-control', 'no-store');
      if (isFormPost(request)) {
        if (!outcome.ok) {
          const keep: Record<string, string> =
            outcome.error.code === 'site-user-link-invalid' ? {} : { token: request.body.token };
          return formFailure(reply, '/account/reset', outcome.error, keep);
        }
        return formReply(reply, '/account/login', { reset: '1' });
      }
      unwrap(outcome);
      // Every session of the account ended, this browser's too.
      clearSiteUserCookies(request, reply);
      return reply.code(204).send();
    },
  );

  app.post(
    CHANGE_PASSWORD_API,
    {
      schema: { tags: ['site-users'], body: changePasswordBody },
      config: limit({ max: 30, timeWindow: '1 minute' }),
      preHandler: requireSiteUserXsrf,
    },
    async (request, reply) => {
      const outcome = await changePassword(contextOf(request), signedInUser(request), {
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      if (isFormPost(request)) {
        if (!outcome.ok) return formFailure(reply, '/account', outcome.error);
        return formReply(reply, '/account', { passwordChanged: '1' });
      }
      unwrap(outcome);
      return reply.code(204).send();
    },
  );

  app.post(
    DELETE_ACCOUNT_API,
    {
      schema: { tags: ['site-users'], body: deleteAccountBody },
      config: limit({ max: 30, timeWindow: '1 minute' }),
      preHandler: requireSiteUserXsrf,
    },
    async (request, reply) => {
      const outcome = request.body.confirm
        ? await deleteAccount(contextOf(request), signedInUser(request), {
            currentPassword: request.body.currentPassword,
            ip: request.ip,
          })
        : invalid({ confirm: DELETE_CONFIRM_MESSAGE });
      reply.header('cache-control', 'no-store');
      if (!outcome.ok) {
        if (isFormPost(request)) return formFailure(reply, '/account', outcome.error);
        throw AppError.of(outcome.error);
      }
      // The sessions went with the account; the cookies naming them and its cart go too.
      clearSiteUserCookies(request, reply);
      clearCartCookies(request, reply);
      if (isFormPost(request)) return formReply(reply, '/account/login', { deleted: '1' });
      return reply.code(204).send();
    },
  );

  app.post(
    CHANGE_EMAIL_API,
    {
      schema: { tags: ['site-users'], body: changeEmailBody, response: { 200: messageResponse } },
      config: limit({ max: 30, timeWindow: '1 minute' }),
      preHandler: requireSiteUserXsrf,
    },
    async (request, reply) => {
      const outcome = await requestEmailChange(
        contextOf(request),
        signedInUser(request),
        { currentPassword: request.body.currentPassword, newEmail: request.body.newEmail, ip: request.ip },
        mailSite(request),
      );
      reply.header('cache-control', 'no-store');
      if (isFormPost(request)) {
        if (!outcome.ok) return formFailure(reply, '/account', outcome.error);
        return formReply(reply, '/account', { emailSent: '1' });
      }
      return { message: unwrap(outcome) };
    },
  );
};
