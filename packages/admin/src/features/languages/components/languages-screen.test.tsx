// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { SiteLanguageRow, TranslationEntry, TranslationWrite } from '../api/languages.js';

let server: TestServer;
let languages: SiteLanguageRow[];
let switcher: boolean;
let stored: Map<string, string>;
let sources: Omit<TranslationEntry, 'translation'>[];

const SOURCES: Omit<TranslationEntry, 'translation'>[] = [
  { kind: 'page', id: 'p-home', field: 'title', label: 'Home', source: 'Home' },
  { kind: 'page', id: 'p-home', field: 'description', label: 'Home', source: 'Linen and stoneware' },
  { kind: 'theme', id: 'strings', field: 'addToCart', label: 'Theme strings', source: 'Add To Cart' },
];
const key = (e: { kind: string; id: string; field: string }) => `${e.kind}:${e.id}:${e.field}`;
const listOf = (language: string) => {
  const entries = sources.map((s) => ({ ...s, translation: stored.get(`${language}|${key(s)}`) ?? null }));
  return {
    language,
    defaultLanguage: 'en-US',
    entries,
    progress: { total: entries.length, translated: entries.filter((e) => e.translation !== null).length },
  };
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  languages = [];
  switcher = true;
  stored = new Map();
  sources = SOURCES;
  const settings = () => ({ connection: null, showLanguageSwitcher: switcher, autoRedirect: false });
  const session = sessionOf();
  server.on('GET /api/auth/me', () => ({
    body: { ...session, permissions: [...session.permissions, 'languages.edit'] },
  }));
  server.on('GET /api/multilingual/status', () => ({
    body: {
      connected: false,
      provider: null,
      defaultLanguage: languages.find((l) => l.isDefault)?.code ?? 'en-US',
      languages: languages.length,
      enabledLanguages: languages.filter((l) => l.enabled).length,
    },
  }));
  server.on('GET /api/multilingual/languages', () => ({ body: { languages } }));
  server.on('PUT /api/multilingual/languages', ({ body }) => {
    languages = (body as { languages: SiteLanguageRow[] }).languages;
    return { body: { languages } };
  });
  server.on('GET /api/multilingual/settings', () => ({ body: settings() }));
  server.on('PUT /api/multilingual/settings', ({ body }) => {
    switcher = (body as { showLanguageSwitcher: boolean }).showLanguageSwitcher;
    return { body: settings() };
  });
  server.on('GET /api/translations', ({ query }) => ({ body: listOf(query.get('language') ?? '') }));
  server.on('PUT /api/translations', ({ body }) => {
    const { language, translations } = body as { language: string; translations: TranslationWrite[] };
    for (const t of translations) {
      if (t.value === null) stored.delete(`${language}|${key(t)}`);
      else stored.set(`${language}|${key(t)}`, t.value);
    }
    return { body: listOf(language) };
  });
});
afterEach(cleanup);

const puts = (path: string) =>
  server.requests.filter((r) => r.method === 'PUT' && r.path === path).map((r) => r.body);

describe('Languages', () => {
  it('adds a language under its own address, publishes and removes it, each change undoable', async () => {
    const user = userEvent.setup();
    renderStudio('/languages');
    const table = await screen.findByRole('region', { name: 'Site languages' }, { timeout: 20_000 });
    // A one-language site shows its own language as the default.
    expect(within(table).getByText('English (United States)')).toBeTruthy();
    expect(within(table).getByText('Default')).toBeTruthy();
    await expectAccessible();

    await user.click(screen.getByLabelText('Language', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'French (France) (fr-FR)' }));
    await user.type(screen.getByLabelText('Address code'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await within(table).findByRole('button', { name: 'Remove French (France)' });
    expect(puts('/api/multilingual/languages').at(-1)).toEqual({
      languages: [
        { code: 'en-US', custom_code: null, enabled: true, isDefault: true },
        { code: 'fr-FR', custom_code: 'fr', enabled: true, isDefault: false },
      ],
    });
    expect(within(table).getByText('/fr/')).toBeTruthy();
    expect(await within(table).findByText('0 of 3 texts')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Publish French (France)' }));
    await waitFor(() => expect(languages[1]?.enabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(languages[1]?.enabled).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Remove French (France)' }));
    await waitFor(() => expect(languages.map((l) => l.code)).toEqual(['en-US']));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await within(table).findByRole('button', { name: 'Remove French (France)' });

    // The same address twice is refused before anything is sent.
    await user.click(screen.getByLabelText('Language', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Canadian French (fr-CA)' }));
    await user.type(screen.getByLabelText('Address code'), 'fr');
    const sent = puts('/api/multilingual/languages').length;
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('Another language already lives at /fr/')).toBeTruthy();
    expect(puts('/api/multilingual/languages')).toHaveLength(sent);

    await user.click(screen.getByRole('switch', { name: 'Show a language switcher on every page' }));
    await waitFor(() => expect(switcher).toBe(false));
  });

  it('translates texts side by side, saves only what changed, and undoes the save', async () => {
    languages = [
      { code: 'en-US', custom_code: null, enabled: true, isDefault: true },
      { code: 'fr-FR', custom_code: 'fr', enabled: true, isDefault: false },
    ];
    stored.set('fr-FR|theme:strings:addToCart', 'Ajouter au panier');
    const user = userEvent.setup();
    renderStudio('/languages/fr-FR');
    await screen.findByRole('heading', { name: 'Translate into French (France)' }, { timeout: 20_000 });
    expect(screen.getByText('1 of 3 texts translated')).toBeTruthy();
    const title = screen.getByRole('textbox', { name: 'Home: Title in French (France)' });
    expect(
      screen.getByRole('textbox', { name: 'Theme strings: add to cart in French (France)' }),
    ).toHaveProperty('value', 'Ajouter au panier');
    await expectAccessible();

    await user.type(title, 'Accueil');
    await user.click(screen.getByRole('button', { name: 'Save translations' }));
    await screen.findByText('2 of 3 texts translated');
    expect(puts('/api/translations')).toEqual([
      { language: 'fr-FR', translations: [{ kind: 'page', id: 'p-home', field: 'title', value: 'Accueil' }] },
    ]);

    // Only the texts still missing.
    await user.click(screen.getByRole('checkbox', { name: 'Only texts without a translation' }));
    expect(screen.queryByRole('textbox', { name: 'Home: Title in French (France)' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Home: Description in French (France)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('1 of 3 texts translated');
    expect(puts('/api/translations').at(-1)).toEqual({
      language: 'fr-FR',
      translations: [{ kind: 'page', id: 'p-home', field: 'title', value: null }],
    });
  });

  it('lists a product’s SEO title and options and the store categories, each kind on its own', async () => {
    languages = [
      { code: 'en-US', custom_code: null, enabled: true, isDefault: true },
      { code: 'fr-FR', custom_code: 'fr', enabled: true, isDefault: false },
    ];
    sources = [
      { kind: 'item', id: 'mug', field: 'title', label: 'Blue Mug', source: 'Blue Mug' },
      { kind: 'item', id: 'mug', field: 'seoTitle', label: 'Blue Mug', source: 'Blue stoneware mug' },
      { kind: 'option', id: 'mug', field: 'name:Size', label: 'Blue Mug', source: 'Size' },
      { kind: 'option', id: 'mug', field: 'value:["Size","Small"]', label: 'Blue Mug', source: 'Small' },
      { kind: 'option', id: 'mug', field: 'value:["Size","Large"]', label: 'Blue Mug', source: 'Large' },
      { kind: 'category', id: 'mugs', field: 'displayName', label: 'Shop: Mugs', source: 'Mugs' },
    ];
    const user = userEvent.setup();
    renderStudio('/languages/fr-FR');
    await screen.findByRole('heading', { name: 'Translate into French (France)' }, { timeout: 20_000 });
    expect(screen.getByText('0 of 6 texts translated')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Blue Mug: SEO title in French (France)' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Product options' }));
    const options = screen.getByRole('region', { name: 'Blue Mug options' });
    expect(
      within(options)
        .getAllByRole('textbox')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual([
      'Blue Mug options: Option name in French (France)',
      'Blue Mug options: Size “Small” in French (France)',
      'Blue Mug options: Size “Large” in French (France)',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Blue Mug: Title in French (France)' })).toBeNull();
    await expectAccessible();
    await user.type(within(options).getByRole('textbox', { name: /Option name/ }), 'Taille');
    await user.type(within(options).getByRole('textbox', { name: /“Small”/ }), 'Petite');

    await user.click(screen.getByRole('radio', { name: 'Store categories' }));
    await user.type(screen.getByRole('textbox', { name: 'Shop: Mugs: Name in French (France)' }), 'Tasses');
    await user.click(screen.getByRole('button', { name: 'Save translations' }));
    await screen.findByText('3 of 6 texts translated');
    expect(puts('/api/translations')).toEqual([
      {
        language: 'fr-FR',
        translations: [
          { kind: 'option', id: 'mug', field: 'name:Size', value: 'Taille' },
          { kind: 'option', id: 'mug', field: 'value:["Size","Small"]', value: 'Petite' },
          { kind: 'category', id: 'mugs', field: 'displayName', value: 'Tasses' },
        ],
      },
    ]);
  });
});
