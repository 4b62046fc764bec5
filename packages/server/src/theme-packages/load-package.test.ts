import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Json } from '@tessera/template';
import { PLATFORM_PLUGINS } from '../render/index.js';
import { DEFAULT_THEME_DIR, loadTheme } from '../render/index.js';
import { buildStyles } from './build-styles.js';
import { loadPackage, type ThemePackage } from './load-package.js';
import { folderNavigation, packageNavigations } from './navigation-data.js';
import { queryKey, type PackageRenderData } from './package-render-data.js';
import { renderPackagePage } from './render-package-page.js';

export const LANTERN_DIR = fileURLToPath(new URL('./fixtures/lantern/', import.meta.url));

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function copyLantern(): string {
  const dir = mkdtempSync(join(tmpdir(), 'themes-lantern-'));
  dirs.push(dir);
  cpSync(LANTERN_DIR, dir, { recursive: true });
  return dir;
}

const POSTS: Json[] = [
  {
    id: 'p1',
    title: 'Indigo & rust',
    fullUrl: '/journal/indigo',
    excerpt: '<p>Dye day.</p>',
    body: '<p>Full story.</p>',
  },
  {
    id: 'p2',
    title: 'Spring linen',
    fullUrl: '/journal/linen',
    excerpt: '<p>New cloth.</p>',
    body: '<p>Linen.</p>',
  },
];

function siteContext(extra: Record<string, Json>): Record<string, Json> {
  return {
    website: { siteTitle: 'Fern & Fable', language: 'en-US' },
    localizedStrings: {},
    'base-url': 'https://fern.example',
    navigation: {
      main: [
        { title: 'Home', collectionId: 'c-home', url: '/', folder: false, active: false, children: [] },
        {
          title: 'Journal',
          collectionId: 'c-journal',
          url: '/journal',
          folder: false,
          active: true,
          children: [],
        },
        {
          title: 'Instagram',
          collectionId: null,
          externalLink: 'https://instagram.example/fern',
          url: 'https://instagram.example/fern',
          folder: false,
          active: false,
          children: [],
        },
      ],
    },
    blocks: [],
    ...extra,
  };
}

async function renderWith(theme: ThemePackage, context: Record<string, Json>, staticPage?: string) {
  const builtin = await loadTheme(DEFAULT_THEME_DIR, PLATFORM_PLUGINS, pino({ level: 'silent' }));
  const data: PackageRenderData = {
    navigations: packageNavigations(theme, context),
    folder: folderNavigation(context),
    blockFields: new Map([
      ['sidebar-c-journal', [{ id: 'b1', blockType: 2, typeName: 'html', html: '<p>Open daily</p>' }]],
    ]),
    queries: new Map([
      [
        queryKey({
          collection: 'journal',
          category: undefined,
          tag: undefined,
          featured: false,
          limit: 2,
          skip: 0,
        }),
        POSTS,
      ],
    ]),
    wanted: { queries: [], blockFields: [] },
    scriptBase: `/theme-packages/${theme.version}/scripts/`,
  };
  const page = renderPackagePage(theme, context, {
    builtins: builtin.templates,
    builtinMain: undefined,
    data,
    stylesheetUrl: `/theme-packages/${theme.version}/site.css`,
    tweakValues: {},
    now: 0,
    ...(staticPage && { staticPage }),
  });
  return { ...page, data };
}

describe('template packages', () => {
  it('loads a valid package: layouts from regions, partials by file name, collection types, pages, strings', async () => {
    const { theme, errors } = await loadPackage(LANTERN_DIR);
    expect(errors).toEqual([]);
    expect(theme?.conf.name).toBe('Lantern');
    expect([...(theme?.layouts.keys() ?? [])]).toEqual(['default', 'wide']);
    expect(Object.keys(theme?.templates ?? {})).toContain('main-nav.block');
    expect(theme?.collections.get('blog')).toMatchObject({
      list: 'collections/blog.list',
      item: 'collections/blog.item',
    });
    expect(theme?.collections.get('folders')?.conf['folder']).toBe(true);
    expect(theme?.pages.get('about')).toEqual({ title: 'About', description: 'Who we are' });
    expect(theme?.strings.get('en-US')?.['copyright']).toBe('Lit by Lantern');
  });

  it('renders the blog list inside the layout: navigation both ways, query, block field, strings, classes', async () => {
    const { theme } = await loadPackage(LANTERN_DIR);
    const context = siteContext({
      collection: { id: 'c-journal', typeName: 'generic', title: 'Journal', fullUrl: '/journal' },
      items: POSTS,
    });
    const { html, errors, layoutId, mainTemplate, data } = await renderWith(theme as ThemePackage, context);
    expect(errors).toEqual([]);
    expect(layoutId).toBe('default');
    expect(mainTemplate).toBe('collections/blog.list');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Journal — Fern &amp; Fable</title>');
    expect(html).toContain(
      '<body id="collection-c-journal" class="tweak-header-align-center tweak-show-sidebar collection-c-journal collection-type-generic collection-layout-default view-list has-main-nav">',
    );
    expect(html).toContain(
      '<li><a href="/">Home</a></li><li class="active"><a href="/journal">Journal</a></li><li><a href="https://instagram.example/fern">Instagram</a></li>',
    );
    expect(html).toContain('<h1 class="list-title">Journal</h1>');
    expect(html).toContain(
      '<article class="post" id="post-p1"><h2><a href="/journal/indigo">Indigo &amp; rust</a></h2><p>Dye day.</p></article>',
    );
    expect(html).toContain(
      '<ul class="recent-posts"><li><a href="/journal/indigo">Indigo &amp; rust</a></li><li><a href="/journal/linen">Spring linen</a></li></ul>',
    );
    expect(html).toContain(
      '<div class="sqs-layout sqs-grid-1 columns-1" data-type="block-field" id="sidebar-c-journal" data-label="Sidebar"><div class="row sqs-row"><div class="col sqs-col-1 span-1"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-b1"><div class="sqs-block-content">',
    );
    expect(html).toContain('<p>Open daily</p>');
    expect(html).toContain('<p class="copyright">Lit by Lantern</p>');
    expect(html).toContain(`<script src="/theme-packages/${theme?.version}/scripts/site.js" defer></script>`);
    expect(data.wanted).toEqual({ queries: [], blockFields: [] });
  });

  it('renders an item page with its block field wanted, and a static page', async () => {
    const { theme } = await loadPackage(LANTERN_DIR);
    const post = siteContext({
      collection: { id: 'c-journal', typeName: 'generic', title: 'Journal', fullUrl: '/journal' },
      item: POSTS[0] as Json,
    });
    const item = await renderWith(theme as ThemePackage, post);
    expect(item.mainTemplate).toBe('collections/blog.item');
    expect(item.html).toContain('<body id="item-p1"');
    expect(item.html).toContain('view-item');
    expect(item.html).toContain('<h1 data-content-field="title">Indigo &amp; rust</h1>');
    expect(item.html).toContain(
      '<div class="sqs-layout sqs-grid-12 columns-12 post-blocks" data-type="block-field" id="post-footer-p1" data-label="Below the post" data-lock-layout="true"></div>',
    );
    expect(item.data.wanted.blockFields).toEqual(['post-footer-p1']);
    const about = await renderWith(
      theme as ThemePackage,
      siteContext({ collection: { id: 'c-about', typeName: 'page', title: 'About', fullUrl: '/about' } }),
      'about',
    );
    expect(about.html).toContain(
      '<section class="about"><h1>About Fern &amp; Fable</h1><p>A small studio.</p></section>',
    );
  });

  it('compiles the stylesheets as one LESS unit with tweak values and synthesised font variables', async () => {
    const { theme } = await loadPackage(LANTERN_DIR);
    const css = theme?.css ?? '';
    expect(css.indexOf('box-sizing')).toBeLessThan(css.indexOf('max-width: 1080px'));
    expect(css).toContain('color: #8a4b2a');
    expect(css).toContain('font-size: 21px');
    expect(theme?.tweaks.map((t) => [t.type, t.title, t.target])).toEqual([
      ['color', 'tweak-accent', '@accentColor'],
      ['value', 'tweak-site-width', '@siteWidth'],
      ['font', 'tweak-heading-font', '.tweak-heading-font'],
      ['dropdown', 'tweak-header-align', null],
      ['checkbox', 'tweak-show-sidebar', null],
    ]);
    const styled = await buildStyles(theme?.conf.stylesheets ?? [], theme?.files.text ?? new Map(), {
      'tweak-accent': '#123456',
      'tweak-site-width': '900px',
    });
    expect(styled.css).toContain('color: #123456');
    expect(styled.css).toContain('max-width: 900px');
  });

  it('refuses broken packages, listing each error with file, line and column', async () => {
    const dir = copyLantern();
    writeFileSync(
      join(dir, 'collections/blog.list'),
      '<h1>{collection.title}</h1>\n  {.section items}{title|no-such}',
    );
    writeFileSync(
      join(dir, 'page.region'),
      '<main>\n  <squarespace:nope />{squarespace.main-content}</main>',
    );
    rmSync(join(dir, 'footer.region'));
    const { theme, errors } = await loadPackage(dir);
    expect(theme).toBeNull();
    const listed = errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.code}`);
    expect(listed).toContain('template.conf:5:68 REGION_MISSING');
    expect(listed).toContain('template.conf:6:53 REGION_MISSING');
    expect(listed).toContain('page.region:2:3 PLATFORM_TAG_UNKNOWN');
    expect(listed).toContain('collections/blog.list:2:19 FORMATTER_UNKNOWN');
    expect(listed).toContain('collections/blog.list:2:3 EOF_IN_BLOCK');
  });

  it('refuses a template.conf that is not JSON or lacks layouts', async () => {
    const bad = copyLantern();
    writeFileSync(join(bad, 'template.conf'), '{\n  "name": "x"\n  "layouts": {}\n}');
    const first = await loadPackage(bad);
    expect(first.theme).toBeNull();
    expect(first.errors[0]).toMatchObject({ file: 'template.conf', line: 3, code: 'CONF_JSON' });
    writeFileSync(join(bad, 'template.conf'), '{\n  "name": "x",\n  "layouts": {}\n}');
    const second = await loadPackage(bad);
    expect(second.errors[0]).toMatchObject({
      file: 'template.conf',
      line: 3,
      column: 3,
      code: 'CONF_INVALID',
    });
    const less = copyLantern();
    writeFileSync(join(less, 'styles/base.less'), 'body {\n  color: @undefinedThing;\n}');
    const third = await loadPackage(less);
    expect(third.theme).toBeNull();
    expect(third.errors).toContainEqual(
      expect.objectContaining({ file: 'styles/base.less', line: 2, code: 'LESS' }),
    );
  });
});
