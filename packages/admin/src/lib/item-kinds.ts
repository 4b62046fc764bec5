import type { BodyOf } from '@tessera/contract';

/** An item's content status as the items API takes it. */
export type PublishState = NonNullable<BodyOf<'/api/admin/items/{itemId}', 'patch'>['publishState']>;

/** What a collection's items are called, from the collection's template (`settings.typeName`). */
export interface ItemKind {
  /** 'post', 'event', … as in 'Add post'. */
  one: string;
  /** The list's heading: 'Blog posts', 'Events', … */
  heading: string;
  recordType: number;
}

export function itemKindOf(settings: Readonly<Record<string, unknown>> | undefined): ItemKind {
  switch (settings?.['typeName']) {
    case 'blog':
      return { one: 'post', heading: 'Blog posts', recordType: 1 };
    case 'events':
      return { one: 'event', heading: 'Events', recordType: 12 };
    case 'gallery':
      return { one: 'image', heading: 'Gallery images', recordType: 2 };
    default:
      return { one: 'item', heading: 'Items', recordType: 1 };
  }
}

export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The spec's content statuses (Published, and §4's Scheduled, Needs Review, Draft, Private). */
export const STATUS_LABELS: Readonly<Record<PublishState, string>> = {
  published: 'Published',
  scheduled: 'Scheduled',
  'needs-review': 'Needs Review',
  draft: 'Draft',
  private: 'Private',
};

export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as PublishState[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

/** `datetime-local` text in the browser's time zone for epoch ms, and back (null when empty). */
export function localDateTime(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

export function fromLocalDateTime(text: string): number | null {
  if (!text) return null;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? null : ms;
}
