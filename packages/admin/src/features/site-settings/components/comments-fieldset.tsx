import { Fieldset, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';

/** The part of the Settings form this fieldset edits. */
export interface CommentSettingsValues {
  commentsEnabled: boolean;
  commentGuestsAllowed: boolean;
  commentsRequireApproval: boolean;
  disqusShortname: string;
}

const SWITCHES = [
  ['commentsEnabled', 'Comments on', 'Visitors can comment on posts whose comments are open.'],
  ['commentGuestsAllowed', 'Guests may comment', 'With a name and an email address, without an account.'],
  ['commentsRequireApproval', 'Require approval', 'New comments wait in Comments until you approve them.'],
] as const;

/** Comments on blog posts and other items: on or off, who may comment, moderation, or Disqus instead. */
export function CommentsFieldset<T extends CommentSettingsValues>({
  control,
  errors,
}: {
  control: Control<T>;
  errors: FieldErrors<CommentSettingsValues>;
}) {
  // As in the sharing fieldset: generic paths do not narrow through `T extends`.
  const base = control as unknown as Control<CommentSettingsValues>;
  return (
    <Fieldset legend="Comments">
      <Stack>
        {SWITCHES.map(([name, label, hint]) => (
          <div key={name}>
            <Controller
              control={base}
              name={name}
              render={({ field }) => (
                <Switch
                  label={label}
                  aria-describedby={`settings-${name}-hint`}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Text id={`settings-${name}-hint`} size="sm" c="dimmed" mt={4}>
              {hint}
            </Text>
          </div>
        ))}
        <Controller
          control={base}
          name="disqusShortname"
          render={({ field }) => (
            <TextInput
              label="Disqus shortname"
              description="Set it to use Disqus for comments instead; leave it empty to keep them here."
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={errors.disqusShortname?.message}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
