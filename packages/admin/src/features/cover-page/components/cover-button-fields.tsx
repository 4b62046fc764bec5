import { Group, TextInput } from '@mantine/core';
import { BUTTON_SLOTS, type CoverButton } from '../model/cover-document.js';

/** The fields' names per slot: the first is plain 'Button label', as most slides have one. */
const SLOT_NAMES = ['Button', 'Second button', 'Third button'] as const;

export interface CoverButtonFieldsProps {
  buttons: readonly CoverButton[];
  errors: Readonly<Record<string, string>>;
  onChange: (slot: number, part: keyof CoverButton, value: string, label: string) => void;
}

/** Up to three buttons under the text: a label and where it leads; an empty pair is no button. */
export function CoverButtonFields({ buttons, errors, onChange }: CoverButtonFieldsProps) {
  return Array.from({ length: BUTTON_SLOTS }, (_, slot) => {
    const name = SLOT_NAMES[slot] ?? `Button ${slot + 1}`;
    const button = buttons[slot] ?? { label: '', url: '' };
    return (
      <Group key={name} grow wrap="wrap" align="flex-start">
        <TextInput
          label={`${name} label`}
          maxLength={60}
          value={button.label}
          error={errors[`buttons.${slot}.label`]}
          onChange={(e) => onChange(slot, 'label', e.currentTarget.value, `${name} label`)}
        />
        <TextInput
          label={`${name} link`}
          description={slot === 0 ? 'A path of the site (/shop), a web address or mailto:' : undefined}
          maxLength={2000}
          value={button.url}
          error={errors[`buttons.${slot}.url`]}
          onChange={(e) => onChange(slot, 'url', e.currentTarget.value, `${name} link`)}
        />
      </Group>
    );
  });
}
