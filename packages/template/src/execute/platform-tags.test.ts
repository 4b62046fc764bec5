import { describe, expect, it } from 'vitest';
import { compile } from '../compile.js';
import type { PlatformTag, Plugins } from '../plugins.js';
import { render } from '../render.js';

/** A navigation-like tag: pushes `{items}` from the data under `navigations.<navigationId>`. */
const navigation: PlatformTag = {
  render(attrs, body, ctx) {
    const navs = ctx.resolve('navigations') as Record<string, unknown>;
    const data = { items: navs?.[attrs['navigationId'] ?? ''] ?? [] } as never;
    if (body) return body(data);
    return ctx.renderPartial?.(`${attrs['template']}.block`, data) ?? '';
  },
};
const echo: PlatformTag = {
  render: (attrs) =>
    `[${Object.entries(attrs)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}]`,
};
const plugins: Plugins = { tags: { navigation, echo } };

function run(source: string, data: unknown, partials: Record<string, string> = {}) {
  const options = { plugins, platformTags: true } as const;
  const { template } = compile(source, options);
  const compiled = Object.fromEntries(
    Object.entries(partials).map(([name, text]) => [name, compile(text, options).template]),
  );
  const result = render(template, data, { plugins, partials: compiled });
  return result;
}

const data = {
  site: 'Fern',
  collection: { id: 'c1' },
  navigations: { main: [{ title: 'Home' }, { title: 'Shop' }], empty: [] },
  xs: [1, 2],
};

describe('platform tags', () => {
  it('renders a self-closing tag through its partial, names resolving outward', () => {
    const { html, errors } = run(
      '<nav><squarespace:navigation navigationId="main" template="nav" /></nav>',
      data,
      {
        'nav.block': '{.repeated section items}{title} of {site}{.alternates with}, {.end}',
      },
    );
    expect(errors).toEqual([]);
    expect(html).toBe('<nav>Home of Fern, Shop of Fern</nav>');
  });

  it('renders an inline body, inside an HTML attribute value', () => {
    const source =
      '<body class="page<squarespace:navigation navigationId="main">{.if items.0} has-nav{.end}</squarespace:navigation>">';
    expect(run(source, data).html).toBe('<body class="page has-nav">');
    expect(run(source.replace('"main"', '"empty"'), data).html).toBe('<body class="page">');
  });

  it('evaluates JSON-T in attributes, unquoted values, per loop iteration and not in false branches', () => {
    const source =
      '{.repeated section xs}<squarespace:echo id="intro-{collection.id}-{@}" columns=12 lock-layout />{.end}{.if nope}<squarespace:echo a="b"/>{.end}';
    const { html, errors } = run(source, data);
    expect(errors).toEqual([]);
    expect(html).toBe('[id=intro-c1-1 columns=12 lock-layout=][id=intro-c1-2 columns=12 lock-layout=]');
  });

  it('takes an unclosed start tag with a template as self-closing, with a warning', () => {
    const { html, errors } = run(
      '<squarespace:navigation navigationId="main" template="nav"><p>x</p>',
      data,
      {
        'nav.block': '{items.0.title}',
      },
    );
    expect(html).toBe('Home<p>x</p>');
    expect(errors.map((e) => [e.code, e.line, e.column, e.severity])).toEqual([
      ['PLATFORM_TAG_UNCLOSED', 1, 1, 'warning'],
    ]);
  });

  it('reports unknown tags, mismatched end tags and errors in attributes with line and column', () => {
    const source = 'a\n  <squarespace:nope x="1" />\n<squarespace:echo id="{x|bad}" />\n</squarespace:echo>';
    const { html, errors } = run(source, data);
    expect(html).toBe('a\n  \n[id={x|bad}]\n');
    expect(errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['PLATFORM_TAG_UNKNOWN', 2, 3],
      ['FORMATTER_UNKNOWN', 3, 23],
      ['PLATFORM_TAG_MISMATCH', 4, 1],
    ]);
  });

  it('leaves the tags as text when platform tags are off', () => {
    const { template } = compile('<squarespace:echo a="b" />');
    expect(render(template, {}, { plugins }).html).toBe('<squarespace:echo a="b" />');
  });
});
