import { DEMO_PRODUCTS } from './catalog.js';
import { guidePdf, svgJpeg, type PlannedFile } from './demo-files.js';
import { productSvg, sceneSvg } from './drawings.js';
import { DEMO_EVENTS, DEMO_POSTS } from './journal.js';
import { HERO_SCENE, STUDIO_SCENE } from './pages.js';
import { productImageKeys } from './seed-store.js';

const PRODUCT_WIDTH = 1000;
const SCENE_WIDTH = 1500;

/** Every picture and download of the demo site, with its stable id (drawn, never downloaded). */
export function plannedDemoFiles(id: (key: string) => string, created: Date): PlannedFile[] {
  const files: PlannedFile[] = [];
  for (const product of DEMO_PRODUCTS) {
    const colours = product.variantArt?.colours;
    const keys = productImageKeys(product);
    keys.forEach((key, i) => {
      const value = colours ? Object.keys(colours)[i] : undefined;
      const fill = value && colours ? (colours[value] ?? product.art.fill) : product.art.fill;
      const title = value ? `${product.title} — ${value}` : product.title;
      files.push({
        id: id(key),
        filename: `${product.key}${value ? `-${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : ''}.jpg`,
        altText: title,
        expected: 'image',
        render: svgJpeg(
          productSvg(product.art.shape, title, product.art.background, fill),
          1000,
          PRODUCT_WIDTH,
        ),
      });
    });
    if (product.download) {
      const { filename, heading, paragraphs } = product.download;
      files.push({
        id: id(`download:${product.key}`),
        filename,
        altText: '',
        expected: 'document',
        render: guidePdf(heading, paragraphs, created),
      });
    }
  }
  const scenes = [
    ...DEMO_POSTS.map((p) => ({ key: `image:post:${p.key}`, slug: p.key, title: p.title, scene: p.scene })),
    ...DEMO_EVENTS.map((e) => ({ key: `image:event:${e.key}`, slug: e.key, title: e.title, scene: e.scene })),
    { key: 'image:hero', slug: 'studio-hills', title: 'Made slowly, by hand', scene: HERO_SCENE },
    { key: 'image:studio', slug: 'the-studio', title: 'The studio on Division Street', scene: STUDIO_SCENE },
  ];
  scenes.forEach((s, i) =>
    files.push({
      id: id(s.key),
      filename: `${s.slug}.jpg`,
      altText: s.title,
      expected: 'image',
      render: svgJpeg(sceneSvg(s.title.length > 34 ? '' : s.title, s.scene, i + 1), 1500, SCENE_WIDTH),
    }),
  );
  return files;
}
