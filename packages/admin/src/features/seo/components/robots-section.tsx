import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { robotsRulesError, ROBOTS_MAX_TEXT } from '@tessera/core';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { ApiError } from '../../../lib/api-error.js';
import type { RobotsSettings } from '../api/seo-settings.js';

const schema = z.object({
  rules: z
    .string()
    .max(ROBOTS_MAX_TEXT)
    .superRefine((rules, ctx) => {
      const error = robotsRulesError(rules);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
});
type Values = z.infer<typeof schema>;

export interface RobotsSectionProps {
  settings: RobotsSettings;
  pending: boolean;
  /** Saves the rules (null: the defaults); answers the server's refusal, if any. */
  onSave: (rules: string | null) => Promise<{ error?: unknown }>;
}

/** The robots.txt rules, what crawlers will read, and a way back to the defaults. */
export function RobotsSection({ settings, pending, onSave }: RobotsSectionProps) {
  const form = useForm<Values>({ resolver: zodResolver(schema), values: { rules: settings.rules } });
  const save = async (rules: string | null) => {
    const { error } = await onSave(rules);
    if (error instanceof ApiError && error.fields['rules'])
      form.setError('rules', { message: error.fields['rules'] });
  };
  const submit = form.handleSubmit(({ rules }) => save(rules));
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="robots-heading">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <Title order={2} fz="h4" id="robots-heading">
            robots.txt
          </Title>
          <Text size="sm" c="dimmed">
            Tells search engines which parts of the site not to crawl. The studio, cart, checkout, accounts
            and APIs are kept out by default; the sitemap is always named.
          </Text>
          <Textarea
            label="Rules"
            description="One rule a line, such as 'Disallow: /drafts'. Lines starting with # are comments."
            rows={8}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.register('rules')}
            error={form.formState.errors.rules?.message}
          />
          <Text size="sm" fw={500} id="robots-preview-label">
            What crawlers read now
          </Text>
          <Code block aria-labelledby="robots-preview-label">
            {settings.preview}
          </Code>
          <Group justify="flex-end">
            <Button variant="default" disabled={!settings.custom || pending} onClick={() => void save(null)}>
              Restore defaults
            </Button>
            <Button type="submit" loading={pending}>
              Save rules
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
