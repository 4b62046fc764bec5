import { Checkbox, MultiSelect, Select, TagsInput, TextInput } from '@mantine/core';
import { fieldError } from '../model/product-document.js';
import type { PublishState } from '../model/product-form.js';
import { VISIBILITY_LABELS } from './product-labels.js';
import { Section, type SectionProps } from './section.js';

const VISIBILITY_CHOICES = (['published', 'draft', 'needs-review', 'private'] as const).map((value) => ({
  value,
  label: VISIBILITY_LABELS[value],
}));

/** Who sees the product: published, draft, needs review, private (or scheduled, as it was). */
export function VisibilitySection({ doc, set }: SectionProps) {
  return (
    <Section title="Visibility">
      <Select
        label="Visibility"
        data={
          doc.publishState === 'scheduled'
            ? [...VISIBILITY_CHOICES, { value: 'scheduled', label: VISIBILITY_LABELS.scheduled }]
            : VISIBILITY_CHOICES
        }
        value={doc.publishState}
        onChange={(value) => value && set({ publishState: value as PublishState }, 'Visibility')}
        allowDeselect={false}
      />
    </Section>
  );
}

/** The store's categories the product is in, and its tags. */
export function OrganisationSection({
  doc,
  errors,
  set,
  categories,
}: SectionProps & { categories: readonly { value: string; label: string }[] }) {
  return (
    <Section title="Organisation">
      <MultiSelect
        label="Categories"
        placeholder={categories.length === 0 ? 'This store has no categories' : 'Choose'}
        data={categories}
        value={doc.categoryIds}
        onChange={(categoryIds) => set({ categoryIds }, 'Categories')}
        error={fieldError(errors, 'categoryIds')}
        searchable
      />
      <TagsInput
        label="Tags"
        placeholder="Type a tag, then Enter"
        value={doc.tags}
        onChange={(tags) => set({ tags }, 'Tags')}
        error={fieldError(errors, 'tags')}
      />
    </Section>
  );
}

/** The add button's text and, for stocked goods, scarcity, sold-out text and restock sign-ups. */
export function AddToCartSection({ doc, errors, set, stocked }: SectionProps & { stocked: boolean }) {
  return (
    <Section title="Add to cart">
      <TextInput
        label="Add-button text"
        placeholder="Add to cart"
        maxLength={100}
        value={doc.customAddButtonText}
        error={errors['customAddButtonText']}
        onChange={(e) => set({ customAddButtonText: e.currentTarget.value }, 'Add-button text', true)}
      />
      {stocked && (
        <>
          <Checkbox
            label="Show how few are left (scarcity)"
            checked={doc.scarcityEnabled}
            onChange={(e) => set({ scarcityEnabled: e.currentTarget.checked }, 'Scarcity')}
          />
          <TextInput
            label="Scarcity text"
            placeholder="Only {qty} left"
            maxLength={200}
            disabled={!doc.scarcityEnabled}
            value={doc.scarcityText}
            error={errors['scarcityText']}
            onChange={(e) => set({ scarcityText: e.currentTarget.value }, 'Scarcity text', true)}
          />
          <Checkbox
            label="Let shoppers sign up to hear when it is back in stock"
            checked={doc.restockNotificationsEnabled}
            onChange={(e) =>
              set({ restockNotificationsEnabled: e.currentTarget.checked }, 'Back-in-stock sign-ups')
            }
          />
          <TextInput
            label="Sold-out text"
            placeholder="Sold out"
            maxLength={100}
            value={doc.customSoldOutText}
            error={errors['customSoldOutText']}
            onChange={(e) => set({ customSoldOutText: e.currentTarget.value }, 'Sold-out text', true)}
          />
        </>
      )}
    </Section>
  );
}
