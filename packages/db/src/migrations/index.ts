import type { Migration } from 'kysely';
import { platformMigration } from './0001-platform.js';
import { contentMigration } from './0002-content.js';
import { siteAssetsMigration } from './0003-site-assets.js';
import { catalogMigration } from './0004-catalog.js';
import { workMigration } from './0005-work.js';
import { contributorInvitationsMigration } from './0050-contributor-invitations.js';
import { siteHandoffsMigration } from './1010-site-handoffs.js';
import { siteLocksMigration } from './1110-site-locks.js';
import { seoSettingsMigration } from './1170-seo-settings.js';
import { translationsMigration } from './1220-translations.js';
import { cartMigration } from './0100-cart.js';
import { commerceRulesMigration } from './0200-commerce-rules.js';
import { ordersMigration } from './0201-orders.js';
import { purchasesMigration } from './0202-purchases.js';
import { searchMigration } from './0400-search.js';
import { mailingListsMigration } from './0300-mailing-lists.js';
import { formsMigration } from './0301-forms.js';
import { captchaMigration } from './0302-captcha.js';
import { censusMigration } from './0303-census.js';
import { censusQuickViewsMigration } from './0304-census-quick-views.js';
import { analyticsMigration } from './0900-analytics.js';
import { analyticsReportIndexesMigration } from './0901-analytics-report-indexes.js';
import { analyticsVitalsDaysMigration } from './1130-analytics-vitals-days.js';
import { analyticsVitalsPairsMigration } from './1131-analytics-vitals-pairs.js';
import { settingsRowVersionsMigration } from './1020-settings-row-versions.js';
import { idempotencyKeysMigration } from './0450-idempotency-keys.js';
import { productDigitalFileMigration } from './0451-product-digital-file.js';
import { restockSignUpsMigration } from './0452-restock-sign-ups.js';
import { productReviewsMigration } from './0453-product-reviews.js';
import { studioDraftsMigration } from './0600-studio-drafts.js';
import { sellingMigration } from './0800-selling.js';
import { waitlistMigration } from './0801-waitlist.js';
import { giftCardAdminMigration } from './1030-gift-card-admin.js';
import { couponVersionsMigration } from './1031-coupon-versions.js';
import { siteUsersMigration } from './1050-site-users.js';
import { siteUserEmailChangesMigration } from './1060-site-user-email-changes.js';
import { memberAreasMigration } from './1150-member-areas.js';
import { siteUserAddressesMigration } from './1140-site-user-addresses.js';
import { ordersSiteUserMigration } from './1141-orders-site-user.js';
import { productListSummaryMigration } from './0810-product-list-summary.js';
import { productListIndexesMigration } from './0811-product-list-indexes.js';
import { productSeoTitleMigration } from './1040-product-seo-title.js';
import { variantDimensionsMigration } from './1041-variant-dimensions.js';
import { relatedProductsMigration } from './1120-related-products.js';
import { paymentProvidersMigration } from './1160-payment-providers.js';
import { paymentEventsMigration } from './1161-payment-events.js';
import { providerPaymentMethodsMigration } from './1180-provider-payment-methods.js';
import { checkoutPaymentsMigration } from './1181-checkout-payments.js';
import { renewalRetriesMigration } from './1182-renewal-retries.js';
import { itemLikesMigration } from './1250-item-likes.js';
import { commentsMigration } from './1221-comments.js';
import { commentFlashesMigration } from './1222-comment-flashes.js';
import { siteLockRevisionsMigration } from './1190-site-lock-revisions.js';
import { shippingRateRegionsMigration } from './1195-shipping-rate-regions.js';
import { shippingRateDimensionalDivisorMigration } from './1196-shipping-rate-dimensional-divisor.js';
import { mailingListTrashMigration } from './1197-mailing-list-trash.js';
import { memberAreaFreePreviewMigration } from './1200-member-area-free-preview.js';
import { placesSettingsMigration } from './1205-places-settings.js';
import { newsletterUnsubscribeMigration } from './1206-newsletter-unsubscribe.js';
import { reviewRequestsMigration } from './1207-review-requests.js';
import { promoPopupsMigration } from './1210-promo-popups.js';
import { donationSettingsMigration } from './1215-donation-settings.js';

/**
 * Every migration, by name. A static table (no directory globbing) so it works from dist.
 * Number ranges are reserved per area (packages/db/README.md); add one line per migration.
 */
export const migrations: Readonly<Record<string, Migration>> = Object.freeze({
  '0001-platform': platformMigration,
  '0002-content': contentMigration,
  '0003-site-assets': siteAssetsMigration,
  '0004-catalog': catalogMigration,
  '0005-work': workMigration,
  '0050-contributor-invitations': contributorInvitationsMigration,
  '0100-cart': cartMigration,
  '0200-commerce-rules': commerceRulesMigration,
  '0201-orders': ordersMigration,
  '0202-purchases': purchasesMigration,
  '0400-search': searchMigration,
  '0300-mailing-lists': mailingListsMigration,
  '0301-forms': formsMigration,
  '0302-captcha': captchaMigration,
  '0303-census': censusMigration,
  '0304-census-quick-views': censusQuickViewsMigration,
  '0450-idempotency-keys': idempotencyKeysMigration,
  '0451-product-digital-file': productDigitalFileMigration,
  '0452-restock-sign-ups': restockSignUpsMigration,
  '0453-product-reviews': productReviewsMigration,
  '0600-studio-drafts': studioDraftsMigration,
  '0800-selling': sellingMigration,
  '0801-waitlist': waitlistMigration,
  '0810-product-list-summary': productListSummaryMigration,
  '0811-product-list-indexes': productListIndexesMigration,
  '0900-analytics': analyticsMigration,
  '0901-analytics-report-indexes': analyticsReportIndexesMigration,
  '1130-analytics-vitals-days': analyticsVitalsDaysMigration,
  '1131-analytics-vitals-pairs': analyticsVitalsPairsMigration,
  '1030-gift-card-admin': giftCardAdminMigration,
  '1031-coupon-versions': couponVersionsMigration,
  '1040-product-seo-title': productSeoTitleMigration,
  '1041-variant-dimensions': variantDimensionsMigration,
  '1120-related-products': relatedProductsMigration,
  '1010-site-handoffs': siteHandoffsMigration,
  '1050-site-users': siteUsersMigration,
  '1060-site-user-email-changes': siteUserEmailChangesMigration,
  '1150-member-areas': memberAreasMigration,
  '1140-site-user-addresses': siteUserAddressesMigration,
  '1141-orders-site-user': ordersSiteUserMigration,
  '1020-settings-row-versions': settingsRowVersionsMigration,
  '1110-site-locks': siteLocksMigration,
  '1170-seo-settings': seoSettingsMigration,
  '1160-payment-providers': paymentProvidersMigration,
  '1161-payment-events': paymentEventsMigration,
  '1180-provider-payment-methods': providerPaymentMethodsMigration,
  '1181-checkout-payments': checkoutPaymentsMigration,
  '1182-renewal-retries': renewalRetriesMigration,
  '1220-translations': translationsMigration,
  '1221-comments': commentsMigration,
  '1222-comment-flashes': commentFlashesMigration,
  '1250-item-likes': itemLikesMigration,
  '1190-site-lock-revisions': siteLockRevisionsMigration,
  '1195-shipping-rate-regions': shippingRateRegionsMigration,
  '1196-shipping-rate-dimensional-divisor': shippingRateDimensionalDivisorMigration,
  '1197-mailing-list-trash': mailingListTrashMigration,
  '1200-member-area-free-preview': memberAreaFreePreviewMigration,
  '1205-places-settings': placesSettingsMigration,
  '1206-newsletter-unsubscribe': newsletterUnsubscribeMigration,
  '1207-review-requests': reviewRequestsMigration,
  '1210-promo-popups': promoPopupsMigration,
  '1215-donation-settings': donationSettingsMigration,
});
