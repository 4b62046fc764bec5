import { COLLECTION_TYPES } from '@tessera/core';
import {
  createCollection,
  createMailingList,
  ensureLayout,
  FOLDER_BEHAVIORS,
  insertForm,
  putHeaderFooter,
  replaceBlocks,
  replaceNavigation,
  type Executor,
  type NavigationNode,
} from '@tessera/db';
import { BRAND } from './brand.js';
import { DEMO_PAGES, type PageRefs } from './pages.js';
import type { SeedScope } from './seed-scope.js';

const CONTACT_FIELDS = [
  { id: 'name', type: 'name' as const, title: 'Name', required: true },
  { id: 'email', type: 'email' as const, title: 'Email', required: true },
  {
    id: 'topic',
    type: 'select' as const,
    title: 'What is it about?',
    options: ['An order', 'Workshops', 'Wholesale', 'Something else'],
    required: true,
  },
  { id: 'message', type: 'textarea' as const, title: 'Message', required: true, maxLength: 1000 },
];

async function seedForms(
  db: Executor,
  scope: SeedScope,
): Promise<{ contactFormId: string; newsletterFormId: string }> {
  const contact = await insertForm(db, scope.websiteId, {
    id: scope.id('form:contact'),
    kind: 'form',
    name: 'Contact',
    fields: CONTACT_FIELDS,
    submitLabel: 'Send',
    submissionMessage: 'Thank you — we will reply within two working days.',
    notifyEmails: [scope.ownerEmail],
  });
  const list = await createMailingList(db, scope.websiteId, 'Letters from the studio');
  if (!list) throw new Error('The demo mailing list exists already');
  const newsletter = await insertForm(db, scope.websiteId, {
    id: scope.id('form:newsletter'),
    kind: 'newsletter',
    name: 'Newsletter',
    fields: [{ id: 'email', type: 'email', title: 'Email address', required: true }],
    submitLabel: 'Sign up',
    submissionMessage: 'Thank you for signing up. The next letter will be in your inbox soon.',
    mailingListId: list.id,
  });
  return { contactFormId: contact.id, newsletterFormId: newsletter.id };
}

const nav = (collectionId: string, children: NavigationNode[] = []): NavigationNode => ({
  title: null,
  collectionId,
  externalLink: null,
  memberAreaId: null,
  children,
});

/**
 * Pages with their blocks (home, about, shipping, FAQ, contact with its form, a hidden wholesale
 * page), an Info folder, the main and hidden navigation, header and footer.
 */
export async function seedPages(
  db: Executor,
  scope: SeedScope,
  refs: Omit<PageRefs, 'contactFormId' | 'newsletterFormId'>,
): Promise<void> {
  const all: PageRefs = { ...refs, ...(await seedForms(db, scope)) };
  const info = await createCollection(db, scope.websiteId, {
    id: scope.id('collection:info'),
    type: COLLECTION_TYPES.PAGE,
    urlId: 'info',
    title: 'Info',
    isFolder: true,
    folderBehavior: FOLDER_BEHAVIORS.index,
  });
  const inFolder = new Set(['about', 'shipping-returns', 'faq']);
  const ids = new Map<string, string>();
  for (const [index, page] of DEMO_PAGES.entries()) {
    const collection = await createCollection(db, scope.websiteId, {
      id: scope.id(`collection:${page.key}`),
      type: COLLECTION_TYPES.PAGE,
      urlId: page.urlId,
      title: page.title,
      description: page.description,
      displayIndex: index,
      parentId: inFolder.has(page.key) ? info.id : null,
    });
    const layoutId = await ensureLayout(db, scope.websiteId, {
      ownerKind: 'collection',
      ownerId: collection.id,
    });
    await replaceBlocks(db, scope.websiteId, layoutId, page.blocks(all));
    ids.set(page.key, collection.id);
  }
  const page = (key: string) => ids.get(key) ?? '';
  await replaceNavigation(db, scope.websiteId, 'main', [
    nav(page('home')),
    nav(refs.shopId),
    nav(refs.journalId),
    nav(refs.eventsId),
    nav(info.id, [nav(page('about')), nav(page('shipping-returns')), nav(page('faq'))]),
    nav(page('contact')),
  ]);
  await replaceNavigation(db, scope.websiteId, '_hidden', [nav(page('wholesale'))]);
  await putHeaderFooter(db, scope.websiteId, {
    header: { tagline: BRAND.tagline, announcement: 'Free US shipping on orders over $150', showCart: true },
    footer: {
      text: `© ${new Date(scope.now).getUTCFullYear()} ${BRAND.name} Studio`,
      address: [BRAND.address.addressLine1, BRAND.address.addressLine2],
      hours: BRAND.hours,
      email: BRAND.email,
      links: [
        { label: 'Shipping & Returns', url: '/shipping-returns' },
        { label: 'FAQ', url: '/faq' },
        { label: 'Wholesale', url: '/wholesale' },
      ],
      social: [
        { service: 'instagram', url: BRAND.instagram },
        { service: 'pinterest', url: BRAND.pinterest },
      ],
    },
  });
}
