import {
  DEFAULT_INSTALMENT_COUNT,
  instalmentProviderBrand,
  type InstalmentProviderBrand,
  type InstalmentProviderLocale,
} from '@tessera/core';
import { escapeHtml } from '../html.js';

interface InfoText {
  lang: string;
  title: (brand: string) => string;
  steps: (brand: string) => string[];
  note: (brand: string) => string;
}

const ENGLISH: InfoText = {
  lang: 'en',
  title: (brand) => `Buy now, pay in ${DEFAULT_INSTALMENT_COUNT} with ${brand}`,
  steps: (brand) => [
    'Add what you want to your cart.',
    `Choose ${brand} as your payment method at checkout.`,
    `Sign in to ${brand}, or create an account.`,
    `Pay the first of ${DEFAULT_INSTALMENT_COUNT} equal payments at checkout, then one every two weeks.`,
  ],
  note: (brand) =>
    `No interest is charged on the payments. ${brand} decides who can use it and may charge fees for late payments; its own terms apply.`,
};

const FRENCH: InfoText = {
  lang: 'fr',
  title: (brand) => `Achetez maintenant, payez en ${DEFAULT_INSTALMENT_COUNT} fois avec ${brand}`,
  steps: (brand) => [
    'Ajoutez vos articles au panier.',
    `Choisissez ${brand} comme moyen de paiement au moment de régler.`,
    `Connectez-vous à ${brand} ou créez un compte.`,
    `Réglez le premier des ${DEFAULT_INSTALMENT_COUNT} paiements égaux à la commande, puis un toutes les deux semaines.`,
  ],
  note: (brand) =>
    `Les paiements sont sans intérêts. ${brand} décide qui peut utiliser le service et peut facturer des frais en cas de retard ; ses propres conditions s’appliquent.`,
};

function textFor(locale: InstalmentProviderLocale): InfoText {
  return locale.startsWith('fr_') ? FRENCH : ENGLISH;
}

/**
 * The instalment provider's information for the storefront popup: a small accessible fragment
 * (heading, ordered steps, a note) in the provider locale's language, under the brand core picks
 * for that locale (Clearpay for en_GB, Afterpay elsewhere). Our own default text, served because
 * no third-party host is reachable; the popup sanitises whatever it loads.
 */
export function instalmentInfoHtml(locale: InstalmentProviderLocale): string {
  const brand: InstalmentProviderBrand = instalmentProviderBrand(locale);
  const text = textFor(locale);
  const steps = text
    .steps(brand)
    .map((step) => `<li>${escapeHtml(step)}</li>`)
    .join('');
  return (
    `<section class="ts-instalment-info" lang="${text.lang}" data-brand="${brand}">` +
    `<h3 class="ts-instalment-info__title">${escapeHtml(text.title(brand))}</h3>` +
    `<ol class="ts-instalment-info__steps">${steps}</ol>` +
    `<p class="ts-instalment-info__note">${escapeHtml(text.note(brand))}</p>` +
    '</section>'
  );
}
