import { render, type Json, type Template, type TemplateError } from '@tessera/template';
import type { ThemePackage } from './load-package.js';
import { PACKAGE_PLUGINS } from './package-plugins.js';
import { withPackageRenderData, type PackageRenderData } from './package-render-data.js';
import { squarespaceHeaders, squarespaceObject } from './system-variables.js';
import type { TweakValues } from './tweaks.js';

type Context = Readonly<Record<string, unknown>>;

/** Our collection type names → the package type names that stand for them when the package lacks ours. */
const TYPE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  generic: ['blog'],
  products: ['products'],
  page: ['page'],
};

/** A regular page's stored blocks as the platform's page layout markup (§10.3, §10.5). */
const PAGE_CONTENT =
  '<div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-{collection.id}">{.if blocks.0}<div class="row sqs-row"><div class="col sqs-col-12 span-12">{.repeated section blocks}<div class="sqs-block {typeName}-block sqs-block-{typeName}" data-block-type="{blockType}" id="block-{id}"><div class="sqs-block-content">{@|block}</div></div>{.end}</div></div>{.end}</div>';

export interface PackagePageOptions {
  /** Templates the package may use without shipping them: our block templates (`blocks/<type>.block`). */
  readonly builtins: Readonly<Record<string, Template>>;
  /** The built-in main template for pages the package has no template for (system collections, cart, …). */
  readonly builtinMain: string | undefined;
  readonly data: PackageRenderData;
  readonly stylesheetUrl: string;
  readonly tweakValues: TweakValues;
  readonly now: number;
  /** A static page of the package (`pages/NAME.page`) to render as the main content. */
  readonly staticPage?: string;
}

export interface RenderedPackagePage {
  readonly html: string;
  readonly errors: readonly TemplateError[];
  readonly layoutId: string;
  readonly mainTemplate: string | undefined;
}

/** The package template of the page's main content: `T.item` for items, `T.list` (else `T.item`) for lists. */
export function packageMainTemplate(theme: ThemePackage, context: Context): string | undefined {
  const collection = context['collection'] as { typeName?: string } | undefined;
  if (!collection?.typeName) return undefined;
  const stems = [collection.typeName, ...(TYPE_ALIASES[collection.typeName] ?? [])];
  for (const stem of stems) {
    const type = theme.collections.get(stem);
    if (!type) continue;
    const chosen = context['item'] ? type.item : (type.list ?? type.item);
    if (chosen) return chosen;
  }
  return undefined;
}

/** The layout of a page: its own choice, its collection type's `layout`, `default`, else the first (§2.2). */
export function packageLayoutId(theme: ThemePackage, context: Context): string {
  const collection = context['collection'] as { regionName?: string; typeName?: string } | undefined;
  const typeLayout = theme.collections.get(collection?.typeName ?? '')?.conf['layout'];
  for (const id of [
    collection?.regionName,
    typeof typeLayout === 'string' ? typeLayout : undefined,
    'default',
  ]) {
    if (id && theme.layouts.has(id)) return id;
  }
  return theme.layouts.keys().next().value as string;
}

function localized(theme: ThemePackage, context: Context): Json {
  const language = String((context['website'] as { language?: string } | undefined)?.language ?? 'en-US');
  const strings = theme.strings.get(language) ?? theme.strings.get('en-US') ?? {};
  return { ...(context['localizedStrings'] as Record<string, Json> | undefined), ...strings };
}

/**
 * Renders a page through a template package (§10.1): the main content (the package's collection
 * or static page template, a regular page's blocks, else our built-in template), then the
 * layout with the system variables. Template errors are returned, never thrown.
 */
export function renderPackagePage(
  theme: ThemePackage,
  context: Context,
  options: PackagePageOptions,
): RenderedPackagePage {
  const partials = { ...options.builtins, ...theme.templates };
  const locale = String((context['website'] as { language?: string } | undefined)?.language ?? 'en-US');
  const errors: TemplateError[] = [];
  const base = { ...context, localizedStrings: localized(theme, context) } as Json;
  const run = (template: Template | string, data: Json) => {
    const result = render(template, data, { partials, plugins: PACKAGE_PLUGINS, locale, now: options.now });
    errors.push(...result.errors);
    return result.html;
  };
  return withPackageRenderData(options.data, () => {
    const staticPath = options.staticPage ? `pages/${options.staticPage}.page` : undefined;
    const packageMain =
      staticPath && theme.templates[staticPath] ? staticPath : packageMainTemplate(theme, context);
    const typeName = (context['collection'] as { typeName?: string } | undefined)?.typeName;
    let main: string;
    if (packageMain) main = run(theme.templates[packageMain] as Template, base);
    else if (typeName === 'page' && !context['item']) main = run(PAGE_CONTENT, base);
    else if (options.builtinMain && options.builtins[options.builtinMain])
      main = run(options.builtins[options.builtinMain] as Template, base);
    else main = '';
    const layoutId = packageLayoutId(theme, context);
    // A static page that is a whole document is served without a layout (§6, N's case).
    if (packageMain === staticPath && /^\s*<(!doctype|html)/i.test(main))
      return { html: main, errors, layoutId, mainTemplate: packageMain };
    const layout = theme.layouts.get(layoutId) as Template;
    const data = {
      ...(base as Record<string, Json>),
      'squarespace-headers': squarespaceHeaders(context, options.stylesheetUrl),
      'squarespace-footers': '',
      squarespace: squarespaceObject(theme, context, layoutId, main, options.tweakValues),
    };
    return { html: run(layout, data), errors, layoutId, mainTemplate: packageMain };
  });
}
