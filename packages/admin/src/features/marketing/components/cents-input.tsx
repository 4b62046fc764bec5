import { NumberInput } from '@mantine/core';
import { currencyDigits, isCurrencyCode } from '@tessera/core';
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
  /** The site's currency: its symbol leads the amount and sets the decimals (USD 2, JPY 0). */
  currency?: string;
}

/** '$', '€', '¥': the currency's symbol as amounts are written in English. */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * An amount typed as '12.50' and kept as whole minor units (1250): the server's schemas count
 * money in minor units, never in floats.
 */
export function CentsInput({ value, onChange, currency, ...props }: CentsInputProps) {
  const known = currency !== undefined && isCurrencyCode(currency);
  const digits = known ? currencyDigits(currency) : 2;
  const scale = 10 ** digits;
  return (
    <NumberInput
      {...props}
      min={0}
      decimalScale={digits}
      fixedDecimalScale
      thousandSeparator=","
      allowNegative={false}
      {...(known && { prefix: currencySymbol(currency) })}
      value={value === null || value === undefined ? '' : value / scale}
      onChange={(next) => onChange(next === '' ? null : Math.round(Number(next) * scale))}
    />
  );
}
