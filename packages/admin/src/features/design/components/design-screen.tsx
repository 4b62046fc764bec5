import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  ColorInput,
  Fieldset,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { siteDesign, type SiteDesign } from '@tessera/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { MESSAGES } from '../../../lib/messages.js';
import { designQuery, fontsQuery, useSaveDesign, type Design, type Font } from '../api/design.js';
import { FontSelect } from './font-select.js';
import { ImageChoice } from './image-choice.js';
import { LivePreview } from './live-preview.js';

const COLORS = [
  ['background', 'Background'],
  ['surface', 'Surface'],
  ['text', 'Text'],
  ['muted', 'Muted text'],
  ['accent', 'Accent'],
  ['onAccent', 'Text on accent'],
] as const;

const SPACING_OPTIONS = [
  { value: 'compact', label: 'Compact' },
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'spacious', label: 'Spacious' },
];
const SHAPE_OPTIONS = [
  { value: 'square', label: 'Square' },
  { value: 'rounded', label: 'Rounded' },
  { value: 'pill', label: 'Pill' },
];

function DesignForm({ design, fonts }: { design: Design; fonts: readonly Font[] | undefined }) {
  const save = useSaveDesign();
  const form = useForm<SiteDesign>({ resolver: zodResolver(siteDesign), defaultValues: design });
  const styles = useWatch({ control: form.control, name: 'styles' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notifications.show({ message: 'Design saved', color: 'green' });
      },
      onError: (error) => void showServerErrors(form, error),
    }),
  );
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <form noValidate onSubmit={submit} aria-label="Site styles">
          <Stack gap="lg">
            <Fieldset legend="Colours">
              <SimpleGrid cols={2}>
                {COLORS.map(([key, label]) => (
                  <Controller
                    key={key}
                    control={form.control}
                    name={`styles.colors.${key}`}
                    render={({ field }) => (
                      <ColorInput
                        label={label}
                        format="hex"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={errors.styles?.colors?.[key]?.message}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={MESSAGES.fontsInStyleGuide}>
              {fonts ? (
                <Stack>
                  {(['heading', 'body'] as const).map((part) => (
                    <Controller
                      key={part}
                      control={form.control}
                      name={`styles.fonts.${part}`}
                      render={({ field }) => (
                        <FontSelect
                          label={part === 'heading' ? 'Heading font' : 'Body font'}
                          fonts={fonts}
                          value={field.value}
                          onChange={field.onChange}
                          error={errors.styles?.fonts?.[part]?.message}
                        />
                      )}
                    />
                  ))}
                </Stack>
              ) : (
                <Loader size="sm" role="status" aria-label="Loading fonts" />
              )}
            </Fieldset>
            <Fieldset legend="Spacing and buttons">
              <Stack>
                <Controller
                  control={form.control}
                  name="styles.spacing"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="spacing-label">
                        Spacing
                      </Text>
                      <SegmentedControl
                        aria-labelledby="spacing-label"
                        data={SPACING_OPTIONS}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    </Stack>
                  )}
                />
                <Controller
                  control={form.control}
                  name="styles.buttonShape"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="button-shape-label">
                        Button shape
                      </Text>
                      <SegmentedControl
                        aria-labelledby="button-shape-label"
                        data={SHAPE_OPTIONS}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    </Stack>
                  )}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend="Logo and images">
              <Stack>
                {(
                  [
                    ['logoFileId', 'Logo', 'Shown in the header instead of the site title.'],
                    ['faviconFileId', 'Favicon', 'The small icon of browser tabs and bookmarks.'],
                    [
                      'socialImageFileId',
                      'Social sharing image',
                      'Shown when a page without its own image is shared.',
                    ],
                  ] as const
                ).map(([name, label, description]) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <ImageChoice
                        label={label}
                        description={description}
                        fileId={field.value}
                        onChange={field.onChange}
                        error={errors[name]?.message}
                      />
                    )}
                  />
                ))}
              </Stack>
            </Fieldset>
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
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <LivePreview styles={styles} fonts={fonts ?? []} />
      </Grid.Col>
    </Grid>
  );
}

/** Site styles (colours, fonts, spacing, buttons), logo, favicon and social sharing image. */
export function DesignScreen() {
  const design = useQuery(designQuery);
  const fonts = useQuery(fontsQuery);
  return (
    <Stack gap="lg">
      <PageHeader title="Design" description="Colours, fonts, spacing and buttons of your whole site." />
      {fonts.isError && (
        <LoadError
          title={MESSAGES.unableToLoadFonts}
          error={fonts.error}
          onRetry={() => void fonts.refetch()}
        />
      )}
      {design.isPending && <Loader role="status" aria-label="Loading design" />}
      {design.isError && <LoadError error={design.error} onRetry={() => void design.refetch()} />}
      {design.isSuccess && <DesignForm design={design.data} fonts={fonts.data?.fonts} />}
    </Stack>
  );
}
