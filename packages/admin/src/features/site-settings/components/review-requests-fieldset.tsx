import { Fieldset, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';

/** The part of the Settings form this fieldset edits. */
export interface ReviewRequestValues {
  reviewRequests: { enabled: boolean; delayDays: number };
}

const HINT_ID = 'settings-review-requests-hint';

/** The e-mail asking buyers to review what they bought, some days after their order is all shipped. */
export function ReviewRequestsFieldset<T extends ReviewRequestValues>({
  control,
  errors,
}: {
  control: Control<T>;
  errors: FieldErrors<ReviewRequestValues>;
}) {
  // react-hook-form's generic paths do not narrow through `T extends`, so the control is read as the base shape.
  const base = control as unknown as Control<ReviewRequestValues>;
  return (
    <Fieldset legend="Review requests">
      <Stack>
        <Controller
          control={base}
          name="reviewRequests.enabled"
          render={({ field }) => (
            <Switch
              label="E-mail buyers a link to review their order's products"
              aria-describedby={HINT_ID}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Text id={HINT_ID} size="sm" c="dimmed" mt={-8}>
          Sent once per order, after every item is shipped. Reviews wait for your approval.
        </Text>
        <Controller
          control={base}
          name="reviewRequests.delayDays"
          render={({ field }) => (
            <NumberInput
              label="Days after shipping"
              min={0}
              max={60}
              allowDecimal={false}
              w={200}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
              onBlur={field.onBlur}
              error={errors.reviewRequests?.delayDays?.message}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
