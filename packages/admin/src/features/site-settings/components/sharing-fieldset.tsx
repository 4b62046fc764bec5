import { Checkbox, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { SHARE_SERVICE_LABELS, SHARE_SERVICES, type ShareService } from '@tessera/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';

/** The part of the Settings form this fieldset edits. */
export interface SharingValues {
  simpleLikingEnabled: boolean;
  shareButtonOptions: ShareService[];
}

const LIKES_HINT_ID = 'settings-likes-hint';

/** Likes and share links under blog posts and events: what visitors can do with an item. */
export function SharingFieldset<T extends SharingValues>({
  control,
  errors,
}: {
  control: Control<T>;
  errors: FieldErrors<SharingValues>;
}) {
  // react-hook-form's generic paths do not narrow through `T extends`, so the control is read as the base shape.
  const base = control as unknown as Control<SharingValues>;
  return (
    <Fieldset legend="Likes and sharing">
      <Stack>
        <Controller
          control={base}
          name="simpleLikingEnabled"
          render={({ field }) => (
            <Switch
              label="Visitors can like blog posts and events"
              // Mantine puts a description inside the label, which would make it part of the name.
              aria-describedby={LIKES_HINT_ID}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Text id={LIKES_HINT_ID} size="sm" c="dimmed" mt={-8}>
          A heart with a count under each post; one like per visitor, no account needed.
        </Text>
        <Controller
          control={base}
          name="shareButtonOptions"
          render={({ field }) => (
            <Checkbox.Group
              label="Share buttons"
              description="Plain links to each service's share page, shown under posts and products."
              value={field.value}
              // Kept in the services' own order, whatever order they were ticked in.
              onChange={(names) => field.onChange(SHARE_SERVICES.filter((name) => names.includes(name)))}
              error={errors.shareButtonOptions?.message}
            >
              <Group mt="xs">
                {SHARE_SERVICES.map((name) => (
                  <Checkbox key={name} value={name} label={SHARE_SERVICE_LABELS[name]} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
      </Stack>
    </Fieldset>
  );
}
