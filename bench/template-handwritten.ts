/**
 * The product-page fixture rendered by hand: plain string building over the same data, the floor
 * the engine's render is compared with (bench/template.ts asserts byte-identical output).
 *
 * What it uses, all written here and none shared with the engine:
 * - text and attributes: `String.prototype.replace` with one regular expression per character
 *   (`&`, `<`, `>`, then `"` for attributes), run on every value;
 * - `json`: `JSON.stringify` and one `replace` of `</`;
 * - `urlEncode`: a per-character loop with `TextEncoder` for the characters it escapes;
 * - `money`: one `Intl.NumberFormat('en-US', { style: 'currency', currency })` per currency, kept
 *   in a `Map`, formatting `Number(value) / 100` on every call (no memo of formatted strings);
 * - `soldOut`/`onSale`: direct property reads typed for this fixture's shape;
 * - the 170 CSS rules are built once at load, as a page author would keep a constant.
 */

type Obj = { readonly [key: string]: unknown };

export interface Money {
  readonly value: string;
  readonly currency: string;
}

interface Variant extends Obj {
  readonly id: string;
  readonly sku: string;
  readonly attributes: { readonly Size?: string; readonly Color?: string };
  readonly priceMoney: Money;
  readonly salePriceMoney: Money;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
}

export interface Product {
  readonly id: string;
  readonly title: string;
  readonly fullUrl: string;
  readonly assetUrl?: string;
  readonly excerpt: string;
  readonly structuredContent: { readonly productType: number; readonly variants: readonly Variant[] };
}

interface Page {
  readonly website: {
    readonly language: string;
    readonly siteTitle: string;
    readonly baseUrl: string;
    readonly socialAccounts: readonly { readonly serviceName: string; readonly profileUrl: string }[];
  };
  readonly cart: { readonly totalQuantity: number };
  readonly localizedStrings: Readonly<Record<string, string>>;
  readonly navigation: {
    readonly items: readonly { readonly title: string; readonly url: string; readonly active: boolean }[];
  };
  readonly item: Product & {
    readonly body: string;
    readonly tags: readonly string[];
    readonly categories: readonly string[];
    readonly items: readonly { readonly title: string; readonly assetUrl: string }[];
    readonly seoData: { readonly seoTitle: string; readonly seoDescription: string };
  };
  readonly relatedProducts: readonly Product[];
}

export function text(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function attr(s: string): string {
  return text(s).replace(/"/g, '&quot;');
}

export function urlEncode(s: string): string {
  let out = '';
  for (const char of s) {
    if (/[A-Za-z0-9@*_+\-./]/.test(char)) out += char;
    else
      for (const byte of new TextEncoder().encode(char))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Script-safe compact JSON, as the `json` formatter writes it. */
export function json(value: unknown): string {
  return JSON.stringify(value).replace(/<\//g, '<\\/');
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** Money objects hold minor units as a decimal string (platform spec); 2-digit currencies here. */
export function money(m: Money): string {
  let format = currencyFormats.get(m.currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: m.currency });
    currencyFormats.set(m.currency, format);
  }
  return format.format(Number(m.value) / 100);
}

export function soldOut(p: Product): boolean {
  const type = p.structuredContent.productType;
  if (type === 2 || type === 4) return false;
  if (type !== 1 && type !== 3) return true;
  return !p.structuredContent.variants.some((v) => v.unlimited || v.qtyInStock > 0);
}

export function onSale(p: Product): boolean {
  const type = p.structuredContent.productType;
  return (type === 1 || type === 3) && p.structuredContent.variants.some((v) => v.onSale);
}

function price(p: Product): string {
  const v = p.structuredContent.variants[0];
  if (!v) return '';
  return v.onSale
    ? `<span class="price price--sale">${money(v.salePriceMoney)}</span> <s class="price price--original">${money(v.priceMoney)}</s>`
    : `<span class="price">${money(v.priceMoney)}</span>`;
}

function styles(): string {
  let css = '<style>';
  for (let n = 0; n < 170; n++) {
    const color = ((n * 99991) % 0xffffff).toString(16).padStart(6, '0');
    css += `${n === 0 ? '' : '\n'}.c${n}{ margin:0 ${n % 16}px; padding:${n % 8}px; color:#${color}; }`;
  }
  return `${css}\n</style>\n`;
}

const STYLES = styles();

function head(d: Page): string {
  const it = d.item;
  return `<!doctype html>
<html lang="${d.website.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${attr(it.seoData.seoTitle)}</title>
<meta name="description" content="${attr(it.seoData.seoDescription)}">
<link rel="canonical" href="${d.website.baseUrl}${it.fullUrl}">
<meta property="og:title" content="${attr(it.title)}">
<meta property="og:image" content="${it.items[0]?.assetUrl ?? ''}?format=1500w">
${STYLES}<link rel="stylesheet" href="/assets/site.css">
</head>
`;
}

function header(d: Page): string {
  let out = `<body class="page-product">
<header class="site-header">
<a class="site-title" href="/">${attr(d.website.siteTitle)}</a>
<nav class="main-nav" aria-label="Main">
<ul>
`;
  for (const n of d.navigation.items) {
    out += `<li class="nav-item${n.active ? ' nav-item--active' : ''}"><a href="${n.url}"${n.active ? ' aria-current="page"' : ''}>${attr(n.title)}</a></li>\n`;
  }
  return `${out}</ul>
</nav>
<a class="cart-link" href="/cart" data-island="cart-count">Cart (<span>${d.cart.totalQuantity}</span>)</a>
</header>
`;
}

function gallery(d: Page): string {
  let out = '';
  d.item.items.forEach((img, i) => {
    const u = img.assetUrl;
    out += `<figure class="product-gallery__slide" data-index="${i + 1}">
<img src="${u}?format=1000w" srcset="${u}?format=500w 500w, ${u}?format=1000w 1000w, ${u}?format=1500w 1500w" sizes="(max-width: 768px) 100vw, 50vw" alt="${attr(img.title)}" width="1000" height="1250" loading="lazy" decoding="async">
</figure>
`;
  });
  return out;
}

function options(d: Page): string {
  let out = '';
  for (const v of d.item.structuredContent.variants) {
    const label = v.onSale ? `${money(v.salePriceMoney)} (was ${money(v.priceMoney)})` : money(v.priceMoney);
    const stock = v.qtyInStock !== 0;
    out += `<option value="${v.id}" data-sku="${v.sku}"${stock ? '' : ' disabled'}>${v.attributes.Size ?? ''} / ${v.attributes.Color ?? ''} — ${label}${stock ? '' : ' — sold out'}</option>\n`;
  }
  return out;
}

function article(d: Page): string {
  const it = d.item;
  const s = d.localizedStrings;
  const badges =
    (soldOut(it) ? `<span class="badge badge--sold-out">${attr(s.productSoldOutText ?? '')}</span>` : '') +
    (onSale(it) ? `<span class="badge badge--sale">${attr(s.productSaleText ?? '')}</span>` : '');
  return `<main id="main">
<article class="product" data-product-id="${it.id}">
<div class="product-gallery">
${gallery(d)}</div>
<div class="product-details">
<nav class="breadcrumbs"><a href="/shop">Shop</a> / ${it.categories.map((c) => `<span>${attr(c)}</span>`).join(' / ')}</nav>
<h1 class="product-title">${attr(it.title)}</h1>
<div class="product-badges">${badges}</div>
<div class="product-price">${price(it)}</div>
<p class="product-excerpt">${attr(it.excerpt)}</p>
<form class="product-form" action="/cart/add" method="post" data-island="add-to-cart">
<input type="hidden" name="productId" value="${it.id}">
<label for="variant-select">Size / Color</label>
<select id="variant-select" name="variantId">
${options(d)}</select>
<label for="qty">Quantity</label>
<input id="qty" type="number" name="quantity" value="1" min="1" max="99">
<button type="submit" class="button button--primary">${attr(s.addToCartText ?? '')}</button>
</form>
<script type="application/json" id="product-variants">${json(it.structuredContent.variants)}</script>
<div class="product-description">${it.body}</div>
<ul class="product-tags">${it.tags.map((t) => `<li><a href="/shop?tag=${urlEncode(t)}">#${attr(t)}</a></li>`).join('')}</ul>
</div>
</article>
`;
}

function related(d: Page): string {
  const s = d.localizedStrings;
  let out = `<section class="related-products" aria-labelledby="related-heading">
<h2 id="related-heading">${attr(s.relatedProductsText ?? '')}</h2>
<ul class="product-grid">
`;
  for (const p of d.relatedProducts) {
    const sold = soldOut(p);
    out += `<li class="product-grid__item${sold ? ' product-grid__item--sold-out' : ''}">
<a href="${p.fullUrl}" class="product-card">
<img src="${p.assetUrl ?? ''}?format=500w" alt="${attr(p.title)}" width="500" height="625" loading="lazy" decoding="async">
<h3 class="product-card__title">${attr(p.title)}</h3>
<p class="product-card__excerpt">${attr(p.excerpt)}</p>
<div class="product-card__price">${price(p)}</div>
${onSale(p) ? `<span class="badge badge--sale">${attr(s.productSaleText ?? '')}</span>` : ''}${sold ? `<span class="badge badge--sold-out">${attr(s.productSoldOutText ?? '')}</span>` : ''}
</a>
</li>
`;
  }
  return `${out}</ul>
</section>
</main>
`;
}

function footer(d: Page): string {
  return `<footer class="site-footer">
<ul class="footer-nav">${d.navigation.items.map((n) => `<li><a href="${n.url}">${attr(n.title)}</a></li>`).join('')}</ul>
<ul class="social">${d.website.socialAccounts.map((a) => `<li><a href="${a.profileUrl}" rel="noopener">${attr(a.serviceName)}</a></li>`).join('')}</ul>
<p>&copy; ${attr(d.website.siteTitle)}</p>
</footer>
<script type="module" src="/assets/islands.js"></script>
</body>
</html>
`;
}

/** Renders `product-page.html` for `product-page.json` without the engine. */
export function renderProductPageByHand(data: unknown): string {
  const d = data as Page;
  return head(d) + header(d) + article(d) + related(d) + footer(d);
}
