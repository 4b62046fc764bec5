import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../model/product-document.js';
import type { ProductForm } from '../model/product-form.js';

/** What every section of the product editor gets: the draft, its messages, and the change. */
export interface SectionProps {
  doc: ProductForm;
  errors: FieldErrors;
  /** Sets fields as one undoable change; `typing` folds keystrokes into one. */
  set: (after: Partial<ProductForm>, label: string, typing?: boolean) => void;
}

/** A titled card of the editor, a landmark named by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
