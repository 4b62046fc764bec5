import type { CartEntriesTable, CartKeysTable, CartsTable } from './schema/cart.js';
import type {
  CategoriesTable,
  ProductCategoriesTable,
  ProductRelatedTable,
  ProductsTable,
  ProductVariantsTable,
} from './schema/catalog.js';
import type {
  BlocksTable,
  CollectionsTable,
  CommercePreferencesTable,
  FilesTable,
  HeaderFooterTable,
  ImageVariantsTable,
  ItemsTable,
  LanguagesTable,
  MultilingualSettingsTable,
  NavigationItemsTable,
  NavigationListsTable,
  PageLayoutsTable,
  PreviewSecretsTable,
} from './schema/content.js';
import type {
  AccountsTable,
  ContributorInvitationsTable,
  SessionsTable,
  WebsiteContributorsTable,
  WebsiteDomainsTable,
  WebsitesTable,
} from './schema/platform.js';
import type { IdempotencyKeysTable } from './schema/idempotency.js';
import type { SiteHandoffsTable, SiteLockRevisionsTable, SiteLocksTable } from './schema/sites.js';
import type { SeoSettingsTable } from './schema/seo.js';
import type { TranslationsTable } from './schema/translations.js';
import type {
  CouponCustomerUsesTable,
  CouponsTable,
  ShippingRatesTable,
  TaxRulesTable,
  VariantWeightsTable,
} from './schema/commerce.js';
import type {
  CheckoutDetailsTable,
  CheckoutRequestsTable,
  CommerceSecretsTable,
  OrderAccessTokensTable,
  OrderCountersTable,
  OrderItemsTable,
  OrdersTable,
  PurchaseEventsTable,
  StockMovementsTable,
} from './schema/orders.js';
import type {
  DownloadGrantsTable,
  GiftCardLedgerTable,
  GiftCardsTable,
  PaymentMethodsTable,
  SubscriptionsTable,
  TestPaymentAuthorizationsTable,
} from './schema/purchases.js';
import type { JobsTable, MailOutboxTable } from './schema/work.js';
import type {
  PaymentEventsTable,
  PaymentProviderConfigsTable,
  PaymentSettingsTable,
} from './schema/payment-providers.js';
import type { CheckoutPaymentsTable } from './schema/checkout-payments.js';
import type { PlacesSettingsTable } from './schema/places.js';
import type { PromoPopupsTable } from './schema/promo-popups.js';
import type { DonationSettingsTable } from './schema/donation-settings.js';
import type { CustomersTable, OrderEventsTable } from './schema/selling.js';
import type { WaitlistSignUpsTable } from './schema/waitlist.js';
import type {
  SiteUserSessionsTable,
  SiteUserSignInFailuresTable,
  SiteUsersTable,
  SiteUserTokensTable,
  SiteUserEmailChangesTable,
  SiteUserAddressesTable,
} from './schema/site-users.js';
import type { ProductReviewsTable } from './schema/product-reviews.js';
import type { ItemLikesTable } from './schema/likes.js';
import type { CommentFlashesTable, CommentsTable } from './schema/comments.js';
import type {
  LessonProgressTable,
  MemberAreaCollectionsTable,
  MemberAreasTable,
  MemberJoinsTable,
  MembershipsTable,
} from './schema/members.js';
import type { SearchDocumentsTable } from './schema/search.js';
import type {
  AnalyticsDailyTable,
  AnalyticsDailyVisitorsTable,
  AnalyticsErrorGroupsTable,
  AnalyticsEventsTable,
  AnalyticsSaltsTable,
  AnalyticsSettingsTable,
  AnalyticsVisitsTable,
  AnalyticsVitalsDaysTable,
} from './schema/analytics.js';
import type {
  CaptchaSecretsTable,
  CaptchaUsesTable,
  CensusEventsTable,
  CensusQuickViewsTable,
  FormFlashesTable,
  FormsTable,
  FormSubmissionKeysTable,
  FormSubmissionsTable,
  MailingListsTable,
  MailingListSubscribersTable,
} from './schema/forms.js';

export * from './schema/cart.js';
export * from './schema/catalog.js';
export * from './schema/columns.js';
export * from './schema/comments.js';
export * from './schema/translations.js';
export * from './schema/commerce.js';
export * from './schema/orders.js';
export * from './schema/purchases.js';
export * from './schema/payment-providers.js';
export * from './schema/checkout-payments.js';
export * from './schema/places.js';
export * from './schema/promo-popups.js';
export * from './schema/donation-settings.js';
export * from './schema/content.js';
export * from './schema/idempotency.js';
export * from './schema/platform.js';
export * from './schema/work.js';
export * from './schema/search.js';
export * from './schema/forms.js';
export * from './schema/waitlist.js';
export * from './schema/site-users.js';
export * from './schema/members.js';
export * from './schema/product-reviews.js';
export * from './schema/selling.js';
export * from './schema/analytics.js';
export * from './schema/seo.js';
export * from './schema/sites.js';
export * from './schema/likes.js';

/**
 * Every table Tessera owns. Engineers adding tables in their migration range add their
 * interfaces here (one line each) so queries are typed.
 */
export interface Database {
  websites: WebsitesTable;
  website_domains: WebsiteDomainsTable;
  accounts: AccountsTable;
  website_contributors: WebsiteContributorsTable;
  contributor_invitations: ContributorInvitationsTable;
  sessions: SessionsTable;
  site_handoffs: SiteHandoffsTable;
  site_locks: SiteLocksTable;
  site_lock_revisions: SiteLockRevisionsTable;
  seo_settings: SeoSettingsTable;
  translations: TranslationsTable;
  collections: CollectionsTable;
  items: ItemsTable;
  page_layouts: PageLayoutsTable;
  preview_secrets: PreviewSecretsTable;
  blocks: BlocksTable;
  navigation_lists: NavigationListsTable;
  navigation_items: NavigationItemsTable;
  header_footer: HeaderFooterTable;
  files: FilesTable;
  image_variants: ImageVariantsTable;
  commerce_preferences: CommercePreferencesTable;
  multilingual_settings: MultilingualSettingsTable;
  languages: LanguagesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  categories: CategoriesTable;
  product_categories: ProductCategoriesTable;
  product_related: ProductRelatedTable;
  jobs: JobsTable;
  mail_outbox: MailOutboxTable;
  search_documents: SearchDocumentsTable;
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  form_submission_keys: FormSubmissionKeysTable;
  form_flashes: FormFlashesTable;
  captcha_secrets: CaptchaSecretsTable;
  captcha_uses: CaptchaUsesTable;
  mailing_lists: MailingListsTable;
  mailing_list_subscribers: MailingListSubscribersTable;
  census_events: CensusEventsTable;
  census_quick_views: CensusQuickViewsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_visits: AnalyticsVisitsTable;
  analytics_daily_visitors: AnalyticsDailyVisitorsTable;
  analytics_vitals_days: AnalyticsVitalsDaysTable;
  analytics_error_groups: AnalyticsErrorGroupsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_settings: AnalyticsSettingsTable;
  idempotency_keys: IdempotencyKeysTable;
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  cart_keys: CartKeysTable;
  waitlist_sign_ups: WaitlistSignUpsTable;
  site_users: SiteUsersTable;
  site_user_sessions: SiteUserSessionsTable;
  site_user_tokens: SiteUserTokensTable;
  site_user_email_changes: SiteUserEmailChangesTable;
  site_user_sign_in_failures: SiteUserSignInFailuresTable;
  member_areas: MemberAreasTable;
  member_area_collections: MemberAreaCollectionsTable;
  memberships: MembershipsTable;
  member_joins: MemberJoinsTable;
  lesson_progress: LessonProgressTable;
  site_user_addresses: SiteUserAddressesTable;
  product_reviews: ProductReviewsTable;
  item_likes: ItemLikesTable;
  comments: CommentsTable;
  comment_flashes: CommentFlashesTable;
  shipping_rates: ShippingRatesTable;
  tax_rules: TaxRulesTable;
  coupons: CouponsTable;
  coupon_customer_uses: CouponCustomerUsesTable;
  variant_weights: VariantWeightsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  customers: CustomersTable;
  order_items: OrderItemsTable;
  order_access_tokens: OrderAccessTokensTable;
  order_counters: OrderCountersTable;
  checkout_requests: CheckoutRequestsTable;
  checkout_details: CheckoutDetailsTable;
  stock_movements: StockMovementsTable;
  purchase_events: PurchaseEventsTable;
  commerce_secrets: CommerceSecretsTable;
  test_payment_authorizations: TestPaymentAuthorizationsTable;
  payment_methods: PaymentMethodsTable;
  payment_settings: PaymentSettingsTable;
  payment_provider_configs: PaymentProviderConfigsTable;
  payment_events: PaymentEventsTable;
  checkout_payments: CheckoutPaymentsTable;
  places_settings: PlacesSettingsTable;
  promo_popups: PromoPopupsTable;
  donation_settings: DonationSettingsTable;
  gift_cards: GiftCardsTable;
  gift_card_ledger: GiftCardLedgerTable;
  subscriptions: SubscriptionsTable;
  download_grants: DownloadGrantsTable;
}
