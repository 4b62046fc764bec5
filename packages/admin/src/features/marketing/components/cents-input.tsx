import { NumberInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface CentsInputProps {
  label: string;
  description?: ReactNode;
  /** Minor units, or null when empty. */
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
}

/**
 * An amount typed as '12.50' and kept as whole minor units (1250): the server's schemas count
 * money in cents, never in floats.
 */
export function CentsInput({ value, onChange, ...props }: CentsInputProps) {
  return (
    <NumberInput
      {...props}
      min={0}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      value={value === null || value === undefined ? '' : value / 100}
      onChange={(next) => onChange(next === '' ? null : Math.round(Number(next) * 100))}
    />
  );
}
