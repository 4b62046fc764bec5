import { shareServicesOf } from '@tessera/core';
import { findWebsiteById, updateWebsite, type Website } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { siteChanged } from '../render/index.js';
import type { WebsiteSettingsDto } from './schemas.js';

function toDto(website: Website): WebsiteSettingsDto {
  // The Design screen's choices have their own route (design/routes.ts).
  const { design: _design, ...settings } = website.settings;
  return {
    title: website.title,
    currency: website.currency,
    locale: website.locale,
    timeZone: website.time_zone,
    storeCountry: website.store_country,
    ...settings,
    // Imported sites may hold an object of flags: the studio always sees (and saves) a list.
    shareButtonOptions: shareServicesOf(settings.shareButtonOptions),
  };
}

export async function getSettings(ctx: ServiceContext): Promise<WebsiteSettingsDto | undefined> {
  const website = await findWebsiteById(ctx.db, ctx.websiteId);
  return website && toDto(website);
}

/** Applies a partial update; grouped settings (labels, captcha, cookie policy) are replaced whole. */
export async function updateSettings(
  ctx: ServiceContext,
  patch: Partial<WebsiteSettingsDto>,
): Promise<WebsiteSettingsDto | undefined> {
  const current = await findWebsiteById(ctx.db, ctx.websiteId);
  if (!current) return undefined;
  const { title, currency, locale, timeZone, storeCountry, ...settings } = patch;
  const updated = await updateWebsite(ctx.db, ctx.websiteId, {
    title,
    currency,
    locale,
    timeZone,
    storeCountry,
    settings: { ...current.settings, ...settings },
  });
  siteChanged(ctx.websiteId, 'settings');
  return updated && toDto(updated);
}
