import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error.js';
import { useProductMatches, useProductName } from '../api/block-choices.js';
import type { ChoiceFieldProps } from './choice-fields.js';

/** Searching waits for typing to pause this long, so one word is one request. */
const SEARCH_PAUSE_MS = 250;

/**
 * A store product, found by typing part of its name (the owner products list's search): the
 * field shows the chosen product's name and stores its id, which the block's loader reads.
 */
export function ProductField({ label, value, onChange }: ChoiceFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // What the owner is typing; null while the field shows the chosen product's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [search] = useDebouncedValue((typed ?? '').trim(), SEARCH_PAUSE_MS);
  const matches = useProductMatches(search);
  const chosen = useProductName(value);
  const products = matches.data ?? [];
  const problem = matches.error
    ? `Could not search the products: ${messageOf(matches.error)}`
    : chosen.error && typed === null
      ? 'The chosen product is no longer in the store.'
      : undefined;
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        onChange(id);
        setTyped(null);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder="Type a product’s name"
          value={typed ?? chosen.data ?? ''}
          error={problem}
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setTyped(null);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }} aria-label={`${label}: matches`}>
          {products.map((product) => (
            <Combobox.Option value={product.id} key={product.id} active={product.id === value}>
              {product.title}
            </Combobox.Option>
          ))}
          {products.length === 0 && (
            <Combobox.Empty>{matches.isFetching ? 'Searching…' : 'No product matches'}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
