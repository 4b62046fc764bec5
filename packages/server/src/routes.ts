import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics/index.js';
import { authRoutes } from './auth/index.js';
import { cartRoutes } from './cart/index.js';
import { censusRoutes } from './census/index.js';
import { likeRoutes } from './likes/index.js';
import { commentOwnerRoutes, commentRoutes } from './comments/index.js';
import { checkoutPageRoutes } from './checkout/index.js';
import { checkoutRoutes } from './checkout/index.js';
import { checkoutSettingsRoutes, unplacedPaymentsOf } from './checkout/index.js';
import { collectionRoutes } from './collections/index.js';
import { paymentOwnerRoutes, paymentWebhookRoutes } from './payments/index.js';
import { placesOwnerRoutes, placesRoutes, regionRoutes } from './places/index.js';
import { commercePreferencesRoutes } from './commerce-preferences/index.js';
import { configPageRoutes } from './config-page/index.js';
import { contributorOwnerRoutes, contributorRoutes } from './contributors/index.js';
import { couponRoutes } from './coupons/index.js';
import { customerOwnerRoutes } from './customers/index.js';
import { dashboardOwnerRoutes } from './dashboard/index.js';
import { designOwnerRoutes, fontFileRoutes } from './design/index.js';
import { downloadRoutes } from './downloads/index.js';
import { eventsRoutes } from './events/index.js';
import { fileAssetRoutes, filesOwnerRoutes } from './files/index.js';
import { formRoutes } from './forms/index.js';
import { giftCardOwnerRoutes } from './gift-cards/index.js';
import { headerFooterRoutes } from './header-footer/index.js';
import { healthRoutes } from './health/index.js';
import { inventoryOwnerRoutes } from './inventory/index.js';
import { inventoryRoutes } from './inventory/index.js';
import { itemRoutes } from './items/index.js';
import { layoutRoutes } from './layouts/index.js';
import { multilingualRoutes } from './multilingual/index.js';
import { translationRoutes } from './translations/index.js';
import { navigationRoutes } from './navigation/index.js';
import { newsletterRoutes } from './newsletter/index.js';
import { unsubscribePageRoutes } from './newsletter-unsubscribe/index.js';
import { emailPreviewRoutes } from './email-preview/index.js';
import { promoPopupOwnerRoutes } from './promo-popup/index.js';
import { donatePageRoutes, donationOwnerRoutes } from './donations/index.js';
import { orderAdminRoutes } from './orders/index.js';
import { PAGE_CONTEXTS } from './page-contexts.js';
import { coverPageOwnerRoutes, pageOwnerRoutes, pagePreviewRoutes } from './pages/index.js';
import { productCsvRoutes } from './product-csv/index.js';
import { productListRoutes, productRoutes } from './products/index.js';
import { renderRoutes } from './render/index.js';
import { waitlistOwnerRoutes, waitlistRoutes } from './waitlist/index.js';
import { reviewRequestPageRoutes, reviewRoutes } from './reviews/index.js';
import { seoOwnerRoutes, seoRoutes } from './seo/index.js';
import { sessionReplayRoutes } from './session-replay/index.js';
import { shippingRoutes } from './shipping/index.js';
import { categoryRoutes, storeRoutes } from './store/index.js';
import { siteRoutes } from './sites/index.js';
import {
  accountCardRoutes,
  accountPageRoutes,
  accountRoutes,
  languageChoiceRoutes,
  siteUserRoutes,
} from './site-users/index.js';
import {
  memberAreaOwnerRoutes,
  memberGateOf,
  memberOwnerRoutes,
  memberPageRoutes,
  memberRoutes,
} from './members/index.js';
import { subscriptionOwnerRoutes } from './subscriptions/index.js';
import { taxRoutes } from './tax/index.js';
import { templateSchemaRoutes } from './template-schema/index.js';
import { websiteRoutes } from './website/index.js';

/**
 * Every area's routes, one line per area: the whole HTTP surface is visible here. The isolation
 * harness (isolation.test.ts) picks up new routes automatically from Fastify's route table.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(configPageRoutes);
  await app.register(websiteRoutes);
  await app.register(designOwnerRoutes);
  await app.register(fontFileRoutes);
  await app.register(contributorOwnerRoutes);
  await app.register(contributorRoutes);
  await app.register(formRoutes);
  await app.register(newsletterRoutes);
  await app.register(donationOwnerRoutes);
  await app.register(censusRoutes);
  await app.register(likeRoutes);
  await app.register(commentRoutes);
  await app.register(commentOwnerRoutes);
  await app.register(templateSchemaRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(checkoutSettingsRoutes);
  await app.register(paymentOwnerRoutes);
  await app.register(placesRoutes);
  await app.register(placesOwnerRoutes);
  await app.register(regionRoutes);
  await app.register(paymentWebhookRoutes, { unplacedPayments: unplacedPaymentsOf });
  await app.register(downloadRoutes);
  await app.register(shippingRoutes);
  await app.register(taxRoutes);
  await app.register(couponRoutes);
  await app.register(giftCardOwnerRoutes);
  await app.register(orderAdminRoutes);
  await app.register(inventoryRoutes);
  await app.register(inventoryOwnerRoutes);
  await app.register(customerOwnerRoutes);
  await app.register(productCsvRoutes);
  await app.register(subscriptionOwnerRoutes);
  await app.register(dashboardOwnerRoutes);
  await app.register(waitlistRoutes);
  await app.register(waitlistOwnerRoutes);
  await app.register(reviewRoutes);
  // Before the site-user routes: the isolation walk then lists A's members before its sign-up call
  // creates A's own account with B's shopper's address (which would read as B's data there).
  await app.register(memberAreaOwnerRoutes);
  await app.register(memberOwnerRoutes);
  await app.register(siteUserRoutes);
  await app.register(languageChoiceRoutes);
  await app.register(memberRoutes);
  await app.register(accountRoutes);
  await app.register(accountCardRoutes);
  await app.register(seoRoutes);
  await app.register(seoOwnerRoutes);
  await app.register(renderRoutes, {
    pageContexts: PAGE_CONTEXTS,
    pageRoutes: [
      checkoutPageRoutes,
      pagePreviewRoutes,
      memberPageRoutes,
      accountPageRoutes,
      unsubscribePageRoutes,
      donatePageRoutes,
      reviewRequestPageRoutes,
      emailPreviewRoutes,
      promoPopupOwnerRoutes,
    ],
    memberGate: memberGateOf,
  });
  await app.register(headerFooterRoutes);
  await app.register(navigationRoutes);
  await app.register(storeRoutes);
  await app.register(commercePreferencesRoutes);
  await app.register(multilingualRoutes);
  await app.register(translationRoutes);
  await app.register(collectionRoutes);
  await app.register(itemRoutes);
  await app.register(productRoutes);
  await app.register(productListRoutes);
  await app.register(layoutRoutes);
  await app.register(categoryRoutes);
  await app.register(filesOwnerRoutes);
  await app.register(fileAssetRoutes);
  await app.register(pageOwnerRoutes);
  await app.register(coverPageOwnerRoutes);
  await app.register(analyticsRoutes);
  await app.register(eventsRoutes);
  await app.register(sessionReplayRoutes);
  await app.register(siteRoutes);
}
