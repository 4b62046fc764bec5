/**
 * Fill `{name}` placeholders of a spec message. Unknown placeholders stay as written so a
 * missing argument is visible instead of silently becoming empty.
 *
 * @example
 * interpolate('Select {variantName}', { variantName: 'Size' }); // 'Select Size'
 */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
