// An ESLint rule for packages/storefront: each page island (a folder of src/islands/) imports
// only its own files, the pieces several islands share (src/islands/shared/) and the browser
// runtime, never another island's folder. Islands then load, change and split into chunks on
// their own (docs/architecture.md, "Storefront").
import path from 'node:path';

const ISLANDS = `${path.sep}packages${path.sep}storefront${path.sep}src${path.sep}islands${path.sep}`;
const SHARED = 'shared';

/** The island folder a file sits in ('shared' included), or undefined outside island folders. */
function folderOf(file) {
  const at = file.indexOf(ISLANDS);
  if (at === -1) return undefined;
  const rest = file.slice(at + ISLANDS.length).split(path.sep);
  return rest.length > 1 ? rest[0] : undefined;
}

export const islandBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'An island imports only its own folder, islands/shared/ and the runtime.' },
    messages: {
      crossIsland:
        "'{{source}}' is inside the {{other}} island: islands import only their own files, islands/shared/ and runtime/ (move what both need to islands/shared/).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = folderOf(file);
    if (own === undefined) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const other = folderOf(path.resolve(path.dirname(file), source));
      if (other === undefined || other === own || other === SHARED) return;
      context.report({ node, messageId: 'crossIsland', data: { source, other } });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
