import {
  COLLECTION_TYPES,
  formatMoney,
  money,
  PRODUCT_TYPES,
  type CurrencyCode,
  type DonationFrequency,
} from '@tessera/core';
import {
  addVariant,
  createCollection,
  createProduct,
  findDonationSettings,
  findVariantBySku,
  inTransaction,
  newId,
  setDonationProducts,
  updateVariant,
  type DonationProductIds,
  type Executor,
} from '@tessera/db';

/** Rolls back products made by a request that lost the race to name the website's donation products. */
class NamedElsewhere extends Error {}

async function makeProducts(trx: Executor, websiteId: string): Promise<DonationProductIds> {
  const suffix = newId().slice(0, 8).toLowerCase();
  const collection = await createCollection(trx, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: `donations-${suffix}`,
    title: 'Donations',
    enabled: false,
  });
  const product = (title: string, urlId: string, monthly: boolean) =>
    createProduct(trx, websiteId, {
      item: { collectionId: collection.id, title, urlId, publishState: 'published' },
      productType: PRODUCT_TYPES.SERVICE,
      subscriptionPlan: monthly ? { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } : null,
      variants: [],
    });
  const oneOff = await product('Donation', `donation-${suffix}`, false);
  const monthly = await product('Monthly donation', `monthly-donation-${suffix}`, true);
  const ids = { oneOffItemId: oneOff.item.id, monthlyItemId: monthly.item.id };
  if (!(await setDonationProducts(trx, websiteId, ids))) throw new NamedElsewhere();
  return ids;
}

/**
 * The store products donations are sold as, made on the first donation in a hidden store
 * collection (the owner sees them with the orders they make; visitors never see them listed).
 */
export async function donationProducts(db: Executor, websiteId: string): Promise<DonationProductIds> {
  const stored = await findDonationSettings(db, websiteId);
  if (stored?.one_off_item_id && stored.monthly_item_id)
    return { oneOffItemId: stored.one_off_item_id, monthlyItemId: stored.monthly_item_id };
  try {
    return await inTransaction(db, (trx) => makeProducts(trx, websiteId));
  } catch (error) {
    if (!(error instanceof NamedElsewhere)) throw error;
    return donationProducts(db, websiteId);
  }
}

/**
 * The variant that sells exactly this amount (one per amount and frequency), made when first given.
 * Each carries its amount as the option 'Amount', so the cart tells the product's variants apart
 * (variants without options cannot be chosen among) and the same amount given again adds to its line.
 */
export async function donationVariant(
  db: Executor,
  websiteId: string,
  itemId: string,
  frequency: DonationFrequency,
  amount: number,
  currency: CurrencyCode,
): Promise<string> {
  const sku = `DONATION-${frequency === 'monthly' ? 'MONTHLY' : 'ONCE'}-${currency}-${amount}`;
  const attributes = { Amount: formatMoney(money(amount, currency)) };
  const found = await findVariantBySku(db, websiteId, sku);
  if (found) {
    // Variants made before amounts were options get theirs now.
    if (found.attributes['Amount'] !== attributes.Amount)
      await updateVariant(db, websiteId, found.id, { attributes });
    return sku;
  }
  try {
    await addVariant(db, websiteId, itemId, { sku, price: amount, currency, unlimited: true, attributes });
  } catch (error) {
    // A parallel donation of the same amount made it first (unique SKU per website).
    if (!(await findVariantBySku(db, websiteId, sku))) throw error;
  }
  return sku;
}
