import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Product } from '../api/product.js';
import { Section, type SectionProps } from './section.js';

// The rich-text editor is the heaviest library of the studio: it loads with this screen.
const RichTextField = lazy(async () => ({
  default: (await import('../../../components/rich-text/rich-text-field.js')).RichTextField,
}));

/** Name, rich-text description, search engine title and description, and the URL slug. */
export function DetailsSection({ doc, errors, set, product }: SectionProps & { product: Product }) {
  return (
    <Section title="Details">
      <TextInput
        label="Name"
        required
        maxLength={200}
        value={doc.title}
        error={errors['title']}
        onChange={(e) => set({ title: e.currentTarget.value }, 'Name', true)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="product-description-label">
          Description
        </Text>
        <Suspense fallback={<Text size="sm">Loading the editor…</Text>}>
          <RichTextField
            label="Description"
            html={doc.body}
            onChange={(html) => set({ body: html }, 'Description', true)}
          />
        </Suspense>
      </Stack>
      <TextInput
        label="Search engine title"
        description="The page title search engines and link previews show; the name when empty."
        placeholder={product.title}
        maxLength={200}
        value={doc.seoTitle}
        error={errors['seoTitle']}
        onChange={(e) => set({ seoTitle: e.currentTarget.value }, 'Search engine title', true)}
      />
      <Textarea
        label="Search engine description"
        description="Shown by search engines and link previews (about 160 characters); the description's start when empty."
        rows={3}
        maxLength={5000}
        value={doc.excerpt}
        error={errors['excerpt']}
        onChange={(e) => set({ excerpt: e.currentTarget.value }, 'Search engine description', true)}
      />
      <TextInput
        label="URL slug"
        description={`The product's address: ${product.fullUrl}`}
        value={doc.urlId}
        error={errors['urlId']}
        onChange={(e) => set({ urlId: e.currentTarget.value }, 'URL slug', true)}
      />
    </Section>
  );
}
