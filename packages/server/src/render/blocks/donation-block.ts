import { storedDonationFields } from '@tessera/contract';
import { donationView, DEFAULT_CURRENCY, isCurrencyCode, PUBLIC_PATHS } from '@tessera/core';
import { findDonationSettings, findWebsiteById } from '@tessera/db';
import { text, type BlockLoader } from './block-loader.js';

/**
 * Donation (52): the website's donation set-up as a form on any page, posting to the donate page's
 * own form (`PUBLIC_PATHS.donate`); the block may give it its own title. Nothing shows while the
 * owner's donations are off.
 */
export const donationBlock: BlockLoader = async (block, ctx) => {
  const stored = await findDonationSettings(ctx.db, ctx.websiteId);
  const settings = storedDonationFields(stored?.settings);
  if (!settings.enabled) return { donate: null };
  const website = await findWebsiteById(ctx.db, ctx.websiteId);
  const code = website?.currency ?? DEFAULT_CURRENCY;
  const view = donationView(settings, isCurrencyCode(code) ? code : DEFAULT_CURRENCY, website?.locale);
  const title = text(block.config, 'title').trim();
  return { donate: { ...view, title: title || view.title, formAction: PUBLIC_PATHS.donate } };
};
