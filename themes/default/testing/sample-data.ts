/**
 * Sample template data shaped as docs/template-context.md describes it: images, items, products
 * and navigation. The theme's tests and its preview render pages from these.
 */
type Json = Record<string, unknown>;

export const NOW = Date.UTC(2026, 4, 12, 15);

export function sampleImage(id: string, filename: string, width = 1600, height = 1200, altText = ''): Json {
  return {
    id,
    systemDataId: id,
    assetUrl: `/files/${id}/${filename}`,
    filename,
    altText,
    originalSize: `${width}x${height}`,
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    systemDataVariants: '100w,300w,500w,750w,1000w,1500w',
  };
}

function withMainImage(image: Json | undefined): Json {
  if (!image) return {};
  return {
    mainImageId: image['id'],
    systemDataId: image['id'],
    assetUrl: image['assetUrl'],
    systemDataVariants: image['systemDataVariants'],
    originalSize: image['originalSize'],
    mediaFocalPoint: image['mediaFocalPoint'],
    mainImage: image,
  };
}

export interface SampleItemInput {
  id: string;
  title: string;
  urlId: string;
  collectionUrl: string;
  recordType?: number;
  body?: string;
  excerpt?: string;
  image?: Json;
  tags?: string[];
  categories?: string[];
  publishOn?: number;
  startDate?: number | null;
  endDate?: number | null;
  location?: Json | null;
  author?: Json | null;
}

export function sampleItem(input: SampleItemInput): Json {
  const recordType = input.recordType ?? 1;
  const isProduct = recordType === 11;
  const event =
    recordType === 12 && input.startDate && input.endDate
      ? {
          addToCalendarUrl: `https://calendar.example/render?action=TEMPLATE&text=${encodeURIComponent(input.title)}`,
        }
      : {};
  return {
    id: input.id,
    collectionId: `${input.collectionUrl}-collection`,
    fullUrl: `${input.collectionUrl}${isProduct ? '/p/' : '/'}${input.urlId}`,
    title: input.title,
    recordType,
    urlId: input.urlId,
    body: input.body ?? '<p>Stoneware thrown on the wheel and fired twice.</p>',
    excerpt: input.excerpt ?? '',
    tags: input.tags ?? [],
    categories: input.categories ?? [],
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    location: input.location ?? null,
    commentState: 0,
    publicCommentCount: 0,
    likeCount: 0,
    publishOn: input.publishOn ?? NOW - 86_400_000 * 3,
    addedOn: NOW - 86_400_000 * 4,
    updatedOn: NOW - 86_400_000 * 2,
    externalLink: null,
    author: input.author ?? null,
    ...withMainImage(input.image),
    ...event,
  };
}

export interface SampleVariantInput {
  id: string;
  price: number;
  salePrice?: number;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
  attributes?: Record<string, string>;
  image?: Json;
}

function sampleVariant(input: SampleVariantInput): Json {
  const attributes = input.attributes ?? {};
  return {
    id: input.id,
    sku: `SKU-${input.id}`,
    attributes,
    optionValues: Object.entries(attributes).map(([optionName, value]) => ({ optionName, value })),
    priceMoney: { value: String(input.price), currency: 'USD' },
    salePriceMoney: { value: String(input.salePrice ?? 0), currency: 'USD' },
    price: input.price,
    salePrice: input.salePrice ?? 0,
    onSale: input.onSale ?? false,
    unlimited: input.unlimited ?? false,
    qtyInStock: input.qtyInStock ?? 10,
    ...(input.image && { mainImageId: input.image['id'], mainImage: input.image }),
  };
}

export function sampleProduct(
  item: Omit<SampleItemInput, 'recordType' | 'collectionUrl'>,
  variants: SampleVariantInput[],
  options: { productType?: number; images?: Json[]; optionOrdering?: string[] } = {},
): Json {
  const images = options.images ?? (item.image ? [item.image] : []);
  const productType = options.productType ?? 1;
  const variantJson = variants.map(sampleVariant);
  const first = variantJson[0] ?? {};
  const onSale = productType === 2 ? first['onSale'] === true : variantJson.some((v) => v['onSale'] === true);
  return {
    ...sampleItem({ ...item, image: images[0], recordType: 11, collectionUrl: '/shop' }),
    images,
    structuredContent: {
      productType,
      variants: variantJson,
      variantOptionOrdering: options.optionOrdering ?? [],
      isSubscribable: false,
      subscriptionPlan: null,
      onSale,
      additionalFieldsFormId: null,
      additionalFieldsForm: null,
      useCustomAddButtonText: false,
      customAddButtonText: null,
      ...(productType === 2 && { priceMoney: first['priceMoney'], salePriceMoney: first['salePriceMoney'] }),
    },
  };
}

export function merchandising(overrides: Json = {}): Json {
  return {
    restockNotificationViews: [],
    restockNotificationMessages: {},
    mailingListSignUpEnabled: false,
    mailingListOptInByDefault: false,
    scarcityEnabled: false,
    scarcityTemplateViews: [],
    scarcityText: 'Only {qtyInStock} left in stock',
    scarcityShownByDefault: false,
    customSoldOutText: '',
    ...overrides,
  };
}
