import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { prefetchPageEditor } from '../features/page-editor/api/page-draft.js';
import { hasPermission, sessionQuery, type Me } from '../lib/session.js';
import { NotFoundRoute } from './routes/not-found.js';
import { FullPageLoader, RootRoute, StudioLayout } from './routes/root.js';
import { RouteError } from './routes/route-error.js';

/** Where the server serves the studio (vite.config.ts `base` without its trailing slash). */
export const STUDIO_BASENAME = '/config';

// Home is the index route: a route-level `lazy` would load with every visit to /config, even
// signed out (the router loads the matched routes' code before the root decides to show the
// sign-in form). As a lazy component it loads only when the signed-in studio renders it.
const HomeScreen = lazy(async () => ({ default: (await import('./routes/home.js')).HomeRoute }));
function HomeIndex() {
  return (
    <Suspense fallback={null}>
      <HomeScreen />
    </Suspense>
  );
}

/**
 * A loader that starts a screen's requests for a signed-in contributor and returns at once: the
 * screen still renders as soon as its code is there, and its queries find them under way.
 */
function whenSignedIn(queryClient: QueryClient, start: (me: Me) => void) {
  return () => {
    queryClient.ensureQueryData(sessionQuery).then(
      (me) => me && start(me),
      () => undefined, // the root route shows the session's error
    );
    return null;
  };
}

/**
 * The studio's screens. Each screen is a lazy route: its code (and heavy libraries such as the
 * rich-text editor) loads when it is first opened, keeping the first screen small. A screen's
 * loader never waits: it only starts the screen's requests alongside the screen's code.
 */
export const studioRoutes = (queryClient: QueryClient): RouteObject[] => [
  // An invitation link is opened by someone who cannot sign in yet: outside the session's door.
  {
    path: '/invitation',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/invitation.js')).InvitationRoute }),
  },
  {
    path: '/handoff',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/handoff.js')).HandoffRoute }),
  },
  {
    path: '/',
    Component: RootRoute,
    // The studio's frame (when signed in) loads with the session and the screen's code, so it
    // renders at once rather than suspending after them; the root route shows any error.
    loader: async () => {
      const me = await queryClient.ensureQueryData(sessionQuery).catch(() => null);
      if (me) await StudioLayout.preload().catch(() => undefined);
      return null;
    },
    // Only the first load waits for it: later navigations (a screen's search params too) keep the
    // frame on screen; the session itself stays current through its query.
    shouldRevalidate: () => false,
    HydrateFallback: FullPageLoader,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomeIndex },
          {
            path: 'pages',
            lazy: async () => ({ Component: (await import('./routes/pages.js')).PagesRoute }),
          },
          {
            path: 'pages/:pageId',
            loader: ({ params }) =>
              whenSignedIn(queryClient, (me) => {
                if (hasPermission(me, 'content.edit') || hasPermission(me, 'content.draft'))
                  prefetchPageEditor(queryClient, params['pageId'] ?? '');
              })(),
            lazy: async () => ({ Component: (await import('./routes/page-editor.js')).PageEditorRoute }),
          },
          {
            path: 'pages/:pageId/cover',
            lazy: async () => ({
              Component: (await import('./routes/cover-page-editor.js')).CoverPageEditorRoute,
            }),
          },
          {
            path: 'pages/:pageId/items',
            lazy: async () => ({
              Component: (await import('./routes/collection-items.js')).CollectionItemsRoute,
            }),
          },
          {
            path: 'pages/:pageId/items/:itemId',
            lazy: async () => ({ Component: (await import('./routes/item-editor.js')).ItemEditorRoute }),
          },
          {
            path: 'inventory',
            lazy: async () => ({ Component: (await import('./routes/inventory.js')).InventoryRoute }),
          },
          {
            path: 'products',
            lazy: async () => ({ Component: (await import('./routes/products.js')).ProductsRoute }),
          },
          {
            path: 'products/:productId',
            lazy: async () => ({
              Component: (await import('./routes/product-editor.js')).ProductEditorRoute,
            }),
          },
          {
            path: 'subscriptions',
            lazy: async () => ({
              Component: (await import('./routes/subscriptions.js')).SubscriptionsRoute,
            }),
          },
          {
            path: 'comments',
            lazy: async () => ({ Component: (await import('./routes/comments.js')).CommentsRoute }),
          },
          {
            path: 'reviews',
            lazy: async () => ({ Component: (await import('./routes/reviews.js')).ReviewsRoute }),
          },
          {
            path: 'waitlists',
            lazy: async () => ({ Component: (await import('./routes/waitlists.js')).WaitlistsRoute }),
          },
          {
            path: 'orders',
            lazy: async () => ({ Component: (await import('./routes/orders.js')).OrdersRoute }),
          },
          {
            path: 'customers',
            lazy: async () => ({ Component: (await import('./routes/customers.js')).CustomersRoute }),
          },
          {
            path: 'members',
            lazy: async () => ({ Component: (await import('./routes/members.js')).MembersRoute }),
          },
          {
            path: 'member-areas',
            lazy: async () => ({ Component: (await import('./routes/member-areas.js')).MemberAreasRoute }),
          },
          {
            path: 'orders/:orderId',
            lazy: async () => ({ Component: (await import('./routes/order-detail.js')).OrderDetailRoute }),
          },
          {
            path: 'store-settings/:section?',
            lazy: async () => ({
              Component: (await import('./routes/store-settings.js')).StoreSettingsRoute,
            }),
          },
          {
            path: 'donations',
            lazy: async () => ({ Component: (await import('./routes/donations.js')).DonationsRoute }),
          },
          {
            path: 'coupons',
            lazy: async () => ({ Component: (await import('./routes/coupons.js')).CouponsRoute }),
          },
          {
            path: 'gift-cards',
            lazy: async () => ({ Component: (await import('./routes/gift-cards.js')).GiftCardsRoute }),
          },
          {
            path: 'forms',
            lazy: async () => ({ Component: (await import('./routes/forms.js')).FormsRoute }),
          },
          {
            path: 'mailing-lists',
            lazy: async () => ({
              Component: (await import('./routes/mailing-lists.js')).MailingListsRoute,
            }),
          },
          {
            path: 'email-preview',
            lazy: async () => ({
              Component: (await import('./routes/email-preview.js')).EmailPreviewRoute,
            }),
          },
          {
            path: 'promo-popup',
            lazy: async () => ({
              Component: (await import('./routes/promo-popup.js')).PromoPopupRoute,
            }),
          },
          {
            path: 'files',
            lazy: async () => ({ Component: (await import('./routes/files.js')).FilesRoute }),
          },
          {
            path: 'analytics',
            lazy: async () => ({ Component: (await import('./routes/analytics.js')).AnalyticsRoute }),
          },
          {
            path: 'navigation',
            lazy: async () => ({ Component: (await import('./routes/navigation.js')).NavigationRoute }),
          },
          {
            path: 'design',
            lazy: async () => ({ Component: (await import('./routes/design.js')).DesignRoute }),
          },
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('./routes/settings.js')).SettingsRoute }),
          },
          {
            path: 'seo',
            lazy: async () => ({ Component: (await import('./routes/seo.js')).SeoRoute }),
          },
          {
            path: 'languages',
            lazy: async () => ({ Component: (await import('./routes/languages.js')).LanguagesRoute }),
          },
          {
            path: 'languages/:code',
            lazy: async () => ({ Component: (await import('./routes/languages.js')).TranslationRoute }),
          },
          {
            path: 'contributors',
            lazy: async () => ({ Component: (await import('./routes/contributors.js')).ContributorsRoute }),
          },
          {
            path: 'sites',
            lazy: async () => ({ Component: (await import('./routes/sites.js')).SitesRoute }),
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

export function createStudioRouter(queryClient: QueryClient) {
  return createBrowserRouter(studioRoutes(queryClient), { basename: STUDIO_BASENAME });
}
