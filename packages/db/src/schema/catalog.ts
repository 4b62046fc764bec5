import type { Selectable } from 'kysely';
import type { ProductType } from '@tessera/core';
import type { FlagWithDefault, Json, JsonWithDefault, WithDefault } from './columns.js';

/** Product type codes are core's (`PRODUCT_TYPES`): 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall. */
export type { ProductType } from '@tessera/core';

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' };
  /** 0 means indefinite. */
  numBillingCycles: number;
}

/** Merchandising settings per product (restock notifications, scarcity, sold-out text). */
export interface Merchandising {
  customSoldOutText: string | null;
  scarcityEnabled: boolean;
  scarcityText: string | null;
  scarcityShownByDefault: boolean;
  scarcityTemplateViews: string[];
  restockNotificationsEnabled: boolean;
  restockNotificationViews: string[];
  restockNotificationMessages: Record<string, string>;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
}

export interface ProductsTable {
  /** Same id as the store item (record type 11) this product extends. */
  item_id: string;
  website_id: string;
  collection_id: string;
  product_type: ProductType;
  variant_option_ordering: JsonWithDefault<string[]>;
  /** File ids of the product images in display order. */
  images: JsonWithDefault<string[]>;
  subscription_plan: Json<SubscriptionPlan> | null;
  additional_fields_form_id: string | null;
  use_custom_add_button_text: FlagWithDefault;
  custom_add_button_text: string | null;
  merchandising: JsonWithDefault<Partial<Merchandising>>;
  /** Digital products: the file the buyer downloads (migration 0451). */
  digital_file_id: WithDefault<string | null>;
  /** The page title search engines show; '' for the product's name (migration 1040). */
  seo_title: WithDefault<string>;
  /** Bumped by every owner save, so a stale save is refused (migration 0800). */
  version: WithDefault<number>;
  /**
   * The variants' price figures, kept by triggers on product_variants (migration 0810): count,
   * lowest and highest price a buyer pays now (sale price where on sale), any on sale, any
   * unlimited. Never written by code.
   */
  variant_count: WithDefault<number>;
  min_price: WithDefault<number>;
  max_price: WithDefault<number>;
  on_sale: FlagWithDefault;
  any_unlimited: FlagWithDefault;
}

export interface ProductVariantsTable {
  id: string;
  website_id: string;
  product_id: string;
  sku: string;
  attributes: JsonWithDefault<Record<string, string>>;
  position: WithDefault<number>;
  /** Minor units of `currency` (cents; yen for JPY). Never negative, always whole. */
  price: number;
  sale_price: WithDefault<number>;
  currency: string;
  on_sale: FlagWithDefault;
  unlimited: FlagWithDefault;
  /** Never below zero (CHECK constraint). */
  qty_in_stock: WithDefault<number>;
  main_image_id: string | null;
  /** Bumped by every owner save of the variant or its stock (migration 0800). */
  version: WithDefault<number>;
}

export interface CategoriesTable {
  id: string;
  website_id: string;
  collection_id: string;
  parent_id: string | null;
  /** 'ROOT' exactly once per store collection; 'CATEGORY' for the rest. */
  type: 'ROOT' | 'CATEGORY';
  display_name: string;
  display_index: WithDefault<number>;
  page_rendering: WithDefault<'LIST_VIEW'>;
  url_slug: string;
}

export interface ProductCategoriesTable {
  website_id: string;
  product_id: string;
  category_id: string;
}

/** A product the owner picked as related to another, at a position on its page. */
export interface ProductRelatedTable {
  website_id: string;
  product_id: string;
  related_id: string;
  position: number;
}

export type ProductRow = Selectable<ProductsTable>;
export type ProductVariantRow = Selectable<ProductVariantsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
