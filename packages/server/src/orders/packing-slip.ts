import { escapeHtml } from '../html.js';
import type { OrderView } from './order-view.js';

const PRINT_STYLES = `
body { font: 14px/1.45 system-ui, sans-serif; color: #111; max-width: 720px; margin: 24px auto; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; }
.meta { color: #444; margin: 0 0 24px; }
.addresses { display: flex; gap: 48px; margin-bottom: 24px; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 8px 4px; border-bottom: 1px solid #ccc; vertical-align: top; }
td.qty, th.qty { text-align: right; width: 5em; }
.print { margin: 24px 0; }
@media print {
  @page { margin: 15mm; }
  body { margin: 0; max-width: none; font-size: 12pt; }
  .print { display: none; }
  tr { break-inside: avoid; }
}`;

function addressLines(order: OrderView): string {
  const a = order.shippingAddress;
  if (!a) return '<p>No shipping address (nothing to ship).</p>';
  const lines = [
    a.name,
    a.line1,
    a.line2,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.region,
    a.country,
    a.phone,
  ];
  return `<p>${lines
    .filter((l) => l && l.trim() !== '')
    .map(escapeHtml)
    .join('<br>')}</p>`;
}

/**
 * The packing slip of an order: a plain page with a print stylesheet (no prices: it travels in
 * the parcel) listing what to pack per line, with the units already shipped.
 */
export function packingSlipHtml(order: OrderView, store: { title: string }): string {
  const rows = order.items
    .map((item) => {
      const options = Object.entries(item.attributes)
        .map(([k, v]) => `${escapeHtml(k)}: ${escapeHtml(v)}`)
        .join(', ');
      return `<tr><td>${escapeHtml(item.productName)}${options ? `<br><small>${options}</small>` : ''}</td>
<td>${escapeHtml(item.sku)}</td><td class="qty">${item.quantity}</td><td class="qty">${item.fulfilled}</td></tr>`;
    })
    .join('\n');
  const placed = new Date(order.createdAt).toISOString().slice(0, 10);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Packing slip — order #${order.orderNumber}</title>
<style>${PRINT_STYLES}</style>
</head>
<body>
<h1>${escapeHtml(store.title)} — order #${order.orderNumber}</h1>
<p class="meta">Placed ${placed} · ${escapeHtml(order.email)}${order.testMode ? ' · TEST MODE' : ''}</p>
<div class="addresses"><div><h2>Ship to</h2>${addressLines(order)}</div></div>
<table>
<thead><tr><th>Item</th><th>SKU</th><th class="qty">Quantity</th><th class="qty">Shipped</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="print">Use your browser's Print command to print this slip.</p>
</body>
</html>
`;
}
