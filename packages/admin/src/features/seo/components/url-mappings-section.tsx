import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { parseUrlMappings, URL_MAPPINGS_MAX_TEXT } from '@tessera/core';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { ApiError } from '../../../lib/api-error.js';
import type { UrlMappingsSettings } from '../api/seo-settings.js';

const schema = z.object({
  text: z
    .string()
    .max(URL_MAPPINGS_MAX_TEXT)
    .superRefine((text, ctx) => {
      const parsed = parseUrlMappings(text);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    }),
});
type Values = z.infer<typeof schema>;

export interface UrlMappingsSectionProps {
  settings: UrlMappingsSettings;
  pending: boolean;
  /** Saves the mappings text; answers the server's refusal, if any. */
  onSave: (text: string) => Promise<{ error?: unknown }>;
}

const count = (n: number) => (n === 1 ? '1 mapping in force' : `${n} mappings in force`);

/** The redirects from old addresses, written one a line as a shop moving here pastes them. */
export function UrlMappingsSection({ settings, pending, onSave }: UrlMappingsSectionProps) {
  const form = useForm<Values>({ resolver: zodResolver(schema), values: { text: settings.text } });
  const submit = form.handleSubmit(async ({ text }) => {
    const { error } = await onSave(text);
    if (error instanceof ApiError && error.fields['text'])
      form.setError('text', { message: error.fields['text'] });
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="url-mappings-heading">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <Title order={2} fz="h4" id="url-mappings-heading">
            URL mappings
          </Title>
          <Text size="sm" c="dimmed">
            Send visitors and search engines from old addresses to new ones, so links to a site you moved from
            keep working. The first matching line wins.
          </Text>
          <Code block>
            {'/old-page -> /new-page 301\n/blog/[slug] -> /journal/[slug] 301\n/old-shop/* -> /shop 302'}
          </Code>
          <Textarea
            label="Mappings"
            description="One a line: old path, ->, new path or address, then 301 (permanent) or 302 (temporary). [name] matches one part of the path, a final * the rest."
            rows={8}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.register('text')}
            error={form.formState.errors.text?.message}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {count(settings.mappings.length)}
            </Text>
            <Button type="submit" loading={pending}>
              Save mappings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
