import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { MESSAGES } from '../../../lib/messages.js';
import type { SiteChrome } from '../model/header-footer.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const chromeForm = z.object({
  announcement: z.string().max(300, 'At most 300 characters'),
  tagline: z.string().max(200, 'At most 200 characters'),
  showCart: z.boolean(),
  address: z.string().max(500, 'At most 500 characters'),
  hours: z.string().max(200, 'At most 200 characters'),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || EMAIL.test(v), MESSAGES.pleaseEnterValidEmail),
  text: z.string().max(300, 'At most 300 characters'),
});

export interface HeaderFooterFormProps {
  value: SiteChrome;
  editable: boolean;
  saving: boolean;
  onSave: (value: SiteChrome) => void;
}

/** The header's announcement, tagline and cart, and the footer's address, hours, e-mail and line. */
export function HeaderFooterForm({ value, editable, saving, onSave }: HeaderFooterFormProps) {
  const form = useForm<SiteChrome>({ resolver: zodResolver(chromeForm), defaultValues: value });
  useEffect(() => form.reset(value), [value, form]);
  const error = (name: keyof SiteChrome) => form.formState.errors[name]?.message;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack>
          <TextInput
            label="Announcement bar"
            description="A line above the header on every page; leave empty for none."
            {...form.register('announcement')}
            error={error('announcement')}
          />
          <TextInput label="Tagline" {...form.register('tagline')} error={error('tagline')} />
          <Controller
            control={form.control}
            name="showCart"
            render={({ field }) => (
              <Switch
                label="Show the cart in the header"
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Textarea
            label="Address"
            description="One line per line of the address."
            rows={3}
            {...form.register('address')}
            error={error('address')}
          />
          <TextInput label="Opening hours" {...form.register('hours')} error={error('hours')} />
          <TextInput label="Contact e-mail" type="email" {...form.register('email')} error={error('email')} />
          <TextInput
            label="Footer line"
            description="Leave empty for '© year site title. All rights reserved.'"
            {...form.register('text')}
            error={error('text')}
          />
          {editable && (
            <Group justify="flex-end">
              <Button type="submit" loading={saving} disabled={!form.formState.isDirty}>
                Save header and footer
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
