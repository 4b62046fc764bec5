import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { promoPopupInput, type PromoPopupFields } from '@tessera/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../../components/ui/form-switch.js';
import { ImageField } from '../../../components/ui/image-field.js';
import { useVersionedSettings } from '../../../components/ui/use-versioned-settings.js';
import { ApiError } from '../../../lib/api-error.js';
import type { MailingList } from '../api/mailing-lists.js';
import type { PromoPopupSettings } from '../api/promo-popup.js';
import { popupFieldsOf } from '../model/popup-change.js';
import { PromoPopupPreview } from './promo-popup-preview.js';

const ACTIONS = [
  { value: 'newsletter', label: 'Sign up to a mailing list' },
  { value: 'link', label: 'Open a link' },
];
const TRIGGERS = [
  { value: 'delay', label: 'After some seconds on the page' },
  { value: 'scroll', label: 'After scrolling part of the page' },
];
const PLACEMENTS = [
  { value: 'all', label: 'All pages' },
  { value: 'home', label: 'Home page only' },
  { value: 'selected', label: 'Selected pages' },
];

export interface PromoPopupFormProps {
  settings: PromoPopupFields;
  lists: readonly MailingList[];
  pending: boolean;
  /** Saves the choices; answers the server's refusal, if any. */
  onSave: (fields: PromoPopupFields) => Promise<{ error?: unknown }>;
  /**
   * Another owner saved first (409): the screen takes `latest` as what is saved now. The form then
   * shows it (load the latest) or keeps what was typed, to save over it (keep mine).
   */
  onLatest: (latest: PromoPopupSettings) => void;
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The pop-up's choices, with the server's live render of the draft beside them. */
export function PromoPopupForm({ settings, lists, pending, onSave, onLatest }: PromoPopupFormProps) {
  const form = useForm<PromoPopupFields>({
    resolver: zodResolver(promoPopupInput),
    defaultValues: popupFieldsOf(settings),
  });
  const { submit, conflictAlert, conflicted } = useVersionedSettings({
    form,
    settings,
    fieldsOf: popupFieldsOf,
    onSave,
    onLatest,
    onRefused: (error) => {
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as keyof PromoPopupFields, { message });
    },
  });
  const draft = useWatch({ control: form.control }) as PromoPopupFields;
  const { errors } = form.formState;
  const pageError = errors.pagePaths?.message ?? errors.pagePaths?.find?.((e) => e?.message)?.message;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Promotional pop-up">
        <Stack>
          {conflictAlert}
          <FormSwitch control={form.control} name="enabled" label="Show the pop-up" />
          <Fieldset legend="Content">
            <Stack>
              <TextInput label="Heading" {...form.register('heading')} error={errors.heading?.message} />
              <Textarea label="Text" rows={3} {...form.register('body')} error={errors.body?.message} />
              <ImageField
                label="Image"
                fileId={draft.imageFileId ?? null}
                onChange={(fileId) => form.setValue('imageFileId', fileId, { shouldDirty: true })}
                error={errors.imageFileId?.message}
              />
              <TextInput
                label="Button label"
                {...form.register('buttonLabel')}
                error={errors.buttonLabel?.message}
              />
              <Controller
                control={form.control}
                name="action"
                render={({ field }) => (
                  <Select
                    label="What the button does"
                    data={ACTIONS}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'newsletter')}
                  />
                )}
              />
              {draft.action === 'link' ? (
                <TextInput
                  label="Link"
                  description="A page of this site (/sale) or a web address"
                  {...form.register('linkUrl')}
                  error={errors.linkUrl?.message}
                />
              ) : (
                <>
                  <Controller
                    control={form.control}
                    name="mailingListId"
                    render={({ field }) => (
                      <Select
                        label="Mailing list"
                        placeholder="Choose a mailing list"
                        data={lists.map((list) => ({ value: list.id, label: list.name }))}
                        value={field.value}
                        onChange={(value) => field.onChange(value)}
                        error={errors.mailingListId?.message}
                      />
                    )}
                  />
                  <TextInput
                    label="Text after signing up"
                    {...form.register('successText')}
                    error={errors.successText?.message}
                  />
                  <FormSwitch control={form.control} name="captchaEnabled" label="Ask for a captcha" />
                </>
              )}
            </Stack>
          </Fieldset>
          <Fieldset legend="When and where">
            <Stack>
              <Controller
                control={form.control}
                name="trigger"
                render={({ field }) => (
                  <Select
                    label="When it shows"
                    data={TRIGGERS}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'delay')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="triggerValue"
                render={({ field }) => (
                  <NumberInput
                    label={draft.trigger === 'scroll' ? 'Percent of the page scrolled' : 'Seconds'}
                    min={0}
                    max={draft.trigger === 'scroll' ? 100 : 600}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                    error={errors.triggerValue?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="placement"
                render={({ field }) => (
                  <Select
                    label="Pages"
                    data={PLACEMENTS}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'all')}
                  />
                )}
              />
              {draft.placement === 'selected' && (
                <Controller
                  control={form.control}
                  name="pagePaths"
                  render={({ field }) => (
                    <Textarea
                      label="Page URLs"
                      description="One a line, such as /shop"
                      rows={3}
                      defaultValue={field.value.join('\n')}
                      onChange={(e) => field.onChange(linesOf(e.currentTarget.value))}
                      error={pageError}
                    />
                  )}
                />
              )}
              <Controller
                control={form.control}
                name="reshowDays"
                render={({ field }) => (
                  <NumberInput
                    label="Show again after (days)"
                    description="After a visitor closes it; 0 shows it on every visit"
                    min={0}
                    max={365}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                    error={errors.reshowDays?.message}
                  />
                )}
              />
              <FormSwitch control={form.control} name="hideAfterSignUp" label="Hide after signing up" />
              <FormSwitch control={form.control} name="showOnMobile" label="Show on mobile" />
            </Stack>
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={pending} disabled={conflicted}>
              Save pop-up
            </Button>
          </Group>
        </Stack>
      </form>
      <PromoPopupPreview draft={draft} />
    </SimpleGrid>
  );
}
