import { isObject, type Formatter } from '@tessera/template';

const TYPE_NAME = /^[a-z0-9-]+$/;

/**
 * `{@|block}` inside `{.repeated section blocks}`: renders the block through the theme's
 * `blocks/<typeName>.block` template with the block object as its node. Blocks whose type the
 * theme has no template for were already left out (and logged) when the page's blocks loaded.
 * In the studio's preview each block is wrapped in an element naming its place in the draft
 * (`display: contents`, so the theme's layout is unchanged), which the editor's clicks read.
 */
export const blockFormatter: Formatter = {
  apply(_args, vars, ctx) {
    const slot = vars[0];
    if (!slot) return;
    const block = slot.value;
    const fields = isObject(block) ? (block as Record<string, unknown>) : {};
    const typeName = fields['typeName'];
    const html =
      typeof typeName === 'string' && TYPE_NAME.test(typeName)
        ? ctx.renderInline(`{@|apply blocks/${typeName}.block}`, block)
        : '';
    const index = fields['previewIndex'];
    slot.value =
      typeof index === 'number' && Number.isInteger(index) && html !== ''
        ? `<div data-preview-block="${index}" style="display:contents">${html}</div>`
        : html;
  },
};
