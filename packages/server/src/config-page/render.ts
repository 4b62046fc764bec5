import { escapeHtml, htmlDocument } from '../html.js';
import { ERROR_CATALOGUE } from '../errors.js';
import type { MeResponse } from '../auth/schemas.js';

/** The sign-in form; posts to the login API as a plain form (works without JavaScript). */
export function renderSignIn(websiteTitle: string, crumb: string, failed: boolean): string {
  const error = failed
    ? `<p role="alert">${escapeHtml(ERROR_CATALOGUE['invalid-credentials'].message)}</p>`
    : '';
  return htmlDocument(
    `Sign in · ${websiteTitle}`,
    `<main>
<h1>Sign in to ${escapeHtml(websiteTitle)}</h1>
${error}
<form method="post" action="/api/auth/login">
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">
<p><label>Email <input type="email" name="email" autocomplete="username" required maxlength="256"></label></p>
<p><label>Password <input type="password" name="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Sign in</button></p>
</form>
</main>`,
  );
}

/** Who is signed in, with a link to the API documentation and a sign-out button. */
export function renderSignedIn(me: MeResponse): string {
  return htmlDocument(
    `${me.website.title} · Config`,
    `<main>
<h1>${escapeHtml(me.website.title)}</h1>
<p>Signed in as <strong>${escapeHtml(me.account.displayName)}</strong> (${escapeHtml(me.account.email)}), role ${escapeHtml(me.roleName)}.</p>
<p><a href="/api/docs">API documentation</a></p>
<form method="post" action="/api/auth/logout">
<input type="hidden" name="csrfToken" value="${escapeHtml(me.csrfToken)}">
<button type="submit">Sign out</button>
</form>
</main>`,
  );
}
