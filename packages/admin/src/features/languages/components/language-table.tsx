import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { translationsQuery, type SiteLanguageRow } from '../api/languages.js';
import { languageName, languagePrefix } from '../model/language-change.js';

export interface LanguageTableProps {
  languages: SiteLanguageRow[];
  pending: boolean;
  /** Saves the whole list as changed. */
  onChange: (after: SiteLanguageRow[]) => void;
}

function TranslatedCell({ translated, total }: { translated: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((translated / total) * 100);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} w={80} aria-hidden />
      <Text size="sm">
        {translated} of {total} texts
      </Text>
    </Group>
  );
}

/** One line a language: its address, how much is translated, published or not, and its actions. */
export function LanguageTable({ languages, pending, onChange }: LanguageTableProps) {
  const others = languages.filter((l) => !l.isDefault);
  const progress = useQueries({ queries: others.map((l) => translationsQuery(l.code)) });
  const progressOf = (code: string) => progress[others.findIndex((l) => l.code === code)]?.data?.progress;
  const update = (code: string, patch: Partial<SiteLanguageRow>) =>
    onChange(languages.map((l) => (l.code === code ? { ...l, ...patch } : l)));
  const makeDefault = (code: string) =>
    onChange(
      languages.map((l) => ({ ...l, isDefault: l.code === code, enabled: l.code === code || l.enabled })),
    );

  return (
    <Paper withBorder component="section" aria-label="Site languages">
      {/* Focusable, so a keyboard can scroll it on a phone even when no row holds a control. */}
      <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Language</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Translated</Table.Th>
              <Table.Th>Published</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {languages.map((language) => {
              const name = languageName(language.code);
              const counts = progressOf(language.code);
              return (
                <Table.Tr key={language.code}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={500}>{name}</Text>
                      {language.isDefault && <Badge variant="light">Default</Badge>}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {language.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {language.isDefault ? '/' : `/${languagePrefix(language)}/`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {language.isDefault ? (
                      <Text size="sm" c="dimmed">
                        The original texts
                      </Text>
                    ) : counts ? (
                      <TranslatedCell translated={counts.translated} total={counts.total} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        …
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Publish ${name}`}
                      checked={language.enabled}
                      disabled={pending || language.isDefault}
                      onChange={(event) => update(language.code, { enabled: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {!language.isDefault && (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Anchor
                          component={Link}
                          to={`/languages/${encodeURIComponent(language.code)}`}
                          size="sm"
                        >
                          Translate<VisuallyHidden> into {name}</VisuallyHidden>
                        </Anchor>
                        <Button
                          variant="subtle"
                          size="xs"
                          disabled={pending}
                          onClick={() => makeDefault(language.code)}
                        >
                          Make default<VisuallyHidden> for {name}</VisuallyHidden>
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          disabled={pending}
                          onClick={() => onChange(languages.filter((l) => l.code !== language.code))}
                        >
                          Remove<VisuallyHidden> {name}</VisuallyHidden>
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
