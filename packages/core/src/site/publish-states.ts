/** Publish states of pages, items and products (platform spec), with the editors' labels. */
export const PUBLISH_STATES = ['published', 'scheduled', 'needs-review', 'draft', 'private'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

export const PUBLISH_STATE_LABELS: Readonly<Record<PublishState, string>> = Object.freeze({
  published: 'Published',
  scheduled: 'Scheduled',
  'needs-review': 'Needs Review',
  draft: 'Draft',
  private: 'Private',
});
