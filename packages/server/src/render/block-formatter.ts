import { isObject, type Formatter } from '@tessera/template';

const TYPE_NAME = /^[a-z0-9-]+$/;

/**
 * `{@|block}` inside `{.repeated section blocks}`: renders the block through the theme's
 * `blocks/<typeName>.block` template with the block object as its node. Blocks whose type the
 * theme has no template for were already left out (and logged) when the page's blocks loaded.
 */
export const blockFormatter: Formatter = {
  apply(_args, vars, ctx) {
    const slot = vars[0];
    if (!slot) return;
    const block = slot.value;
    const typeName = isObject(block) ? (block as Record<string, unknown>)['typeName'] : undefined;
    slot.value =
      typeof typeName === 'string' && TYPE_NAME.test(typeName)
        ? ctx.renderInline(`{@|apply blocks/${typeName}.block}`, block)
        : '';
  },
};
