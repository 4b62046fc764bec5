import { Combobox, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { regionOf, useRegions, type RegionOption } from '../../lib/regions.js';

/** Regions offered while typing: those whose name or code contains what is typed (all when it names one). */
function offered(regions: readonly RegionOption[], value: string): readonly RegionOption[] {
  const typed = value.trim().toLocaleLowerCase();
  if (typed === '' || regionOf(regions, value)) return regions;
  return regions.filter(
    (r) => r.name.toLocaleLowerCase().includes(typed) || r.value.toLocaleLowerCase().includes(typed),
  );
}

export interface RegionInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'description'
> {
  /** The country whose regions are offered (ISO 3166-1 alpha-2). */
  country: string | null | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field while the value names no region of the list (which shows its name). */
  description?: string;
}

/**
 * A state or province: the country's regions offered as the owner types (choosing one stores its
 * code, such as CA), and free text still taken for a country the list does not cover or a region
 * it lacks. The region's name shows under a stored code.
 */
export function RegionInput({ country, value, onChange, onBlur, description, ...input }: RegionInputProps) {
  const regions = useRegions(country);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const options = offered(regions, value);
  const named = regionOf(regions, value);
  // The list is named after the field (an unnamed listbox is an accessibility failure).
  const fieldName = typeof input.label === 'string' ? input.label : input['aria-label'];
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(chosen) => {
        onChange(chosen);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          {...input}
          value={value}
          description={named && named.name !== named.value ? named.name : description}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options
          mah={240}
          style={{ overflowY: 'auto' }}
          aria-label={`${fieldName ?? 'Region'}: regions`}
        >
          {options.map((region) => (
            <Combobox.Option value={region.value} key={region.value}>
              {region.name === region.value ? region.name : `${region.name} (${region.value})`}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
