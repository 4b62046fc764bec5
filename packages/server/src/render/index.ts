/** The render area as other areas see it: import it only through this file. */
export { readStorefrontManifest, serveStaticFile } from './assets.js';
export { matchesEtag } from './cache-headers.js';
export { merchandisingJson } from './context/merchandising-json.js';
export { productReviewsJson } from './context/product-reviews-json.js';
export { collectionUrl, fileAssetUrl, itemUrl } from './context/urls.js';
export {
  COVER_PAGE_LAYOUTS,
  COVER_PAGE_LIMITS,
  coverPageButton,
  coverPageOf,
  type StoredCoverPage,
} from './context/cover-page.js';
export { ENGLISH_COMMERCE_STRINGS } from './context/localized-strings.js';
export { optionNameField, optionValueField, productOptions } from './languages/translate-options.js';
export { FORMS_PAGE_CONTEXT } from './forms/form-page-context.js';
export { publicForm, type PublicForm } from './forms/form-block-loader.js';
export { applyInvalidation, invalidateSiteData } from './invalidate-site.js';
export { setupInvalidationBus } from './invalidation-bus.js';
export {
  entryTitle,
  entryUrl,
  loadLinkTargets,
  withoutDefaultTitles,
  type LinkTargets,
} from './link-targets.js';
export {
  hasOnlyKeys,
  registerPageContext,
  type ContextPrivacy,
  type PageContextContribution,
  type PageContextInput,
  type TemplateContext,
} from './page-context.js';
export { type MemberGateOf, type PageService } from './page-service.js';
export { isCourse, type MemberGate, type Membership } from './resolve-page.js';
export { joinPath } from './context/member-area-json.js';
export { PLATFORM_PLUGINS } from './platform-plugins.js';
export { ISLAND_ASSETS_MARKER } from './islands.js';
export { createPageRenderer, renderPage } from './render-page.js';
export { newRenderScope, withRenderScope } from './render-scope.js';
export { isLive } from './resolve-page.js';
export { renderRoutes } from './routes.js';
export { siteDataCache } from './site-cache.js';
export { setupSiteLockGate } from './site-lock-gate.js';
export type { SiteData } from './site-data.js';
export { siteChanged } from './site-changes.js';
export { StaticDirectory } from './static-files.js';
export { DEFAULT_THEME_DIR, loadTheme } from './theme/load-theme.js';
export { sanitizeOwnerHtml } from '../owner-html.js';
export { setRenderTiming, noteQueryTime, renderTimings } from './render-timing.js';
