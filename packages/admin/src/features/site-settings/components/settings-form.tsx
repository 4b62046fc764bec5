import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  businessInformation,
  MAX_SOCIAL_ACCOUNTS,
  shareButtonOptions,
  siteCurrency,
  siteDescription,
  siteLanguage,
  siteTimeZone,
  siteTitle,
  socialAccounts,
} from '@tessera/contract';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { MESSAGES } from '../../../lib/messages.js';
import { useSaveSiteSettings, type SiteSettings } from '../api/site-settings.js';
import { CommentsFieldset } from './comments-fieldset.js';
import { ReviewRequestsFieldset } from './review-requests-fieldset.js';
import { SharingFieldset } from './sharing-fieldset.js';
import { countryOptions, currencyOptions, languageOptions, timeZoneOptions } from './options.js';

/** The server's own schemas (contract), so the form says what the server would. */
const settingsForm = z.object({
  title: siteTitle,
  description: siteDescription,
  locale: siteLanguage,
  timeZone: siteTimeZone,
  currency: siteCurrency,
  businessInformation,
  socialAccounts,
  simpleLikingEnabled: z.boolean(),
  shareButtonOptions,
  commentsEnabled: z.boolean(),
  commentGuestsAllowed: z.boolean(),
  commentsRequireApproval: z.boolean(),
  disqusShortname: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,64}$/, 'Use letters, digits and hyphens only.'),
  reviewRequests: z.object({
    enabled: z.boolean(),
    delayDays: z
      .number({ message: 'Enter a number of days from 0 to 60' })
      .int('Enter a number of days from 0 to 60')
      .min(0, 'Enter a number of days from 0 to 60')
      .max(60, 'Enter a number of days from 0 to 60'),
  }),
});
type SettingsInput = z.input<typeof settingsForm>;
type SettingsOutput = z.output<typeof settingsForm>;

function valuesOf(settings: SiteSettings): SettingsInput {
  return {
    title: settings.title,
    description: settings.description,
    locale: settings.locale,
    timeZone: settings.timeZone,
    currency: settings.currency,
    businessInformation: settings.businessInformation,
    socialAccounts: settings.socialAccounts,
    simpleLikingEnabled: settings.simpleLikingEnabled,
    shareButtonOptions: settings.shareButtonOptions,
    commentsEnabled: settings.commentsEnabled,
    commentGuestsAllowed: settings.commentGuestsAllowed,
    commentsRequireApproval: settings.commentsRequireApproval,
    disqusShortname: settings.disqusShortname,
    reviewRequests: settings.reviewRequests,
  };
}

const BUSINESS_FIELDS = [
  ['name', 'Business name'],
  ['email', 'Business email'],
  ['phone', 'Phone'],
  ['addressLine1', 'Address line 1'],
  ['addressLine2', 'Address line 2'],
  ['city', 'City'],
  ['region', 'State or region'],
  ['postalCode', 'Postal code'],
] as const;

/** Title, description, language and region, business information, social accounts, likes and sharing, review requests. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(settingsForm),
    defaultValues: valuesOf(settings),
  });
  const accounts = useFieldArray({ control: form.control, name: 'socialAccounts' });
  const { errors } = form.formState;
  const languages = useMemo(() => languageOptions(settings.locale), [settings.locale]);
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const currencies = useMemo(currencyOptions, []);
  const countries = useMemo(countryOptions, []);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        // What the server stored (a profile link made https://) becomes the form's new baseline.
        form.reset(valuesOf(saved));
        notifications.show({ message: 'Settings saved', color: 'green' });
      },
      onError: (error) => void showServerErrors(form, error),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Site settings">
      <Stack gap="lg">
        <Fieldset legend="Site">
          <Stack>
            <TextInput label="Site title" {...form.register('title')} error={errors.title?.message} />
            <Textarea
              label="Site description"
              description="Shown by search engines and when your site is shared, for pages without their own."
              rows={3}
              {...form.register('description')}
              error={errors.description?.message}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Language and region">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name="locale"
              render={({ field }) => (
                <Select
                  label="Language"
                  data={languages}
                  searchable
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.locale?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="timeZone"
              render={({ field }) => (
                <Select
                  label="Time zone"
                  data={zones}
                  searchable
                  limit={50}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.timeZone?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  label="Currency"
                  data={currencies}
                  searchable
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.currency?.message}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Business information">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {BUSINESS_FIELDS.map(([key, label]) => (
              <TextInput
                key={key}
                label={label}
                {...form.register(`businessInformation.${key}`)}
                error={errors.businessInformation?.[key]?.message}
              />
            ))}
            <Controller
              control={form.control}
              name="businessInformation.country"
              render={({ field }) => (
                <Select
                  label="Country"
                  data={countries}
                  searchable
                  clearable
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.businessInformation?.country?.message}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Social accounts">
          <Stack>
            {accounts.fields.length === 0 && (
              <Text size="sm" c="dimmed">
                No social accounts yet. They show in your site's footer.
              </Text>
            )}
            {accounts.fields.map((account, index) => (
              <Group key={account.id} align="flex-start" wrap="nowrap">
                <TextInput
                  label="Service"
                  placeholder="Instagram"
                  w="35%"
                  {...form.register(`socialAccounts.${index}.serviceName`)}
                  error={errors.socialAccounts?.[index]?.serviceName?.message}
                />
                <TextInput
                  label="Profile URL"
                  placeholder="https://instagram.com/yourname"
                  style={{ flex: 1 }}
                  {...form.register(`socialAccounts.${index}.profileUrl`)}
                  error={errors.socialAccounts?.[index]?.profileUrl?.message}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove social account ${index + 1}`}
                  onClick={() => accounts.remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={accounts.fields.length >= MAX_SOCIAL_ACCOUNTS}
                onClick={() => accounts.append({ serviceName: '', profileUrl: '' })}
              >
                Add social account
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <SharingFieldset control={form.control} errors={errors} />

        <CommentsFieldset control={form.control} errors={errors} />
        <ReviewRequestsFieldset control={form.control} errors={errors} />

        {save.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {MESSAGES.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
