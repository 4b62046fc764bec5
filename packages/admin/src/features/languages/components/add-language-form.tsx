import { Button, Group, Paper, Select, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-error.js';
import { languageOptions } from '../../../lib/language-options.js';
import type { SiteLanguageRow } from '../api/languages.js';
import { languagePrefix } from '../model/language-change.js';

export interface AddLanguageFormProps {
  languages: SiteLanguageRow[];
  pending: boolean;
  /** Saves the list with the new language at the end; answers the server's refusal, if any. */
  onAdd: (after: SiteLanguageRow[]) => Promise<{ error?: unknown }>;
}

const CODE_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Adds a language, published at once, under its own address code (the language code by default). */
export function AddLanguageForm({ languages, pending, onAdd }: AddLanguageFormProps) {
  const [code, setCode] = useState<string | null>(null);
  const [customCode, setCustomCode] = useState('');
  const [error, setError] = useState<string>();
  const options = useMemo(
    () =>
      languageOptions('').filter(
        (o) => !languages.some((l) => l.code.toLowerCase() === o.value.toLowerCase()),
      ),
    [languages],
  );
  const prefixes = new Set(languages.map(languagePrefix));

  const add = async () => {
    if (!code) return;
    const custom = customCode.trim().toLowerCase();
    if (custom !== '' && !CODE_FORMAT.test(custom)) {
      setError('Use lower-case letters, digits and dashes');
      return;
    }
    const added = { code, custom_code: custom === '' ? null : custom, enabled: true, isDefault: false };
    if (prefixes.has(languagePrefix(added))) {
      setError(`Another language already lives at /${languagePrefix(added)}/`);
      return;
    }
    setError(undefined);
    const { error: refused } = await onAdd([...languages, added]);
    if (!refused) {
      setCode(null);
      setCustomCode('');
    } else if (refused instanceof ApiError) {
      // The server names the new row's field ('languages.2.custom_code'); shown at the code.
      const [message] = Object.values(refused.fields);
      if (message) setError(message);
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="add-language-heading">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Title order={2} fz="h4" id="add-language-heading" mb="sm">
          Add a language
        </Title>
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Language"
            placeholder="Choose a language"
            data={options}
            searchable
            value={code}
            onChange={setCode}
            w={280}
          />
          <TextInput
            label="Address code"
            description={`Optional; pages then live under /${customCode.trim() || (code ?? 'fr-fr').toLowerCase()}/`}
            placeholder={code ? code.toLowerCase() : 'fr'}
            value={customCode}
            onChange={(event) => setCustomCode(event.currentTarget.value)}
            error={error}
            w={220}
          />
          <Button type="submit" mt={25} disabled={!code} loading={pending}>
            Add language
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
