import { NumberInput } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { StockCell } from '../api/inventory.js';

export interface StockCellInputProps {
  cell: StockCell;
  /** Row index, so arrow keys can move to the cell above or below. */
  row: number;
  saving: boolean;
  onSave: (cell: StockCell, qtyInStock: number) => void;
  onMove: (row: number) => void;
}

/** The counts core allows: whole units, never negative. */
export const MAX_STOCK = 1_000_000_000;

/**
 * A stock count edited in place: Enter or leaving the cell saves it (if it changed), Escape puts
 * the saved value back, ↑ and ↓ move to the cell above or below.
 */
export function StockCellInput({ cell, row, saving, onSave, onMove }: StockCellInputProps) {
  const [value, setValue] = useState<string | number>(cell.qtyInStock);
  useEffect(() => setValue(cell.qtyInStock), [cell.qtyInStock, cell.version]);
  // Enter saves and disables the cell while saving, and a disabled cell loses focus in Chromium:
  // without this the blur saved the same count again with the same (now stale) version → 409.
  const inFlight = useRef(false);
  const tried = useRef('');
  useEffect(() => {
    if (!saving) inFlight.current = false;
  }, [saving]);
  const commit = () => {
    if (inFlight.current) return;
    const next = typeof value === 'number' ? value : Number(value);
    if (value === '' || !Number.isInteger(next) || next < 0 || next > MAX_STOCK) {
      setValue(cell.qtyInStock);
      return;
    }
    if (next === cell.qtyInStock) return;
    // A count refused for this version (changed elsewhere) is not sent again by a mere blur: the
    // owner answers the refusal's toast, or types another count.
    const attempt = `${cell.version}:${next}`;
    if (tried.current === attempt) return;
    tried.current = attempt;
    inFlight.current = true;
    onSave(cell, next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'Escape') setValue(cell.qtyInStock);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      commit();
      onMove(event.key === 'ArrowDown' ? row + 1 : row - 1);
    }
  };
  const options = Object.values(cell.attributes).join(' / ');
  return (
    <NumberInput
      data-stock-row={row}
      aria-label={`Stock of ${cell.productTitle}${options ? ` (${options})` : ''}`}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={onKeyDown}
      min={0}
      max={MAX_STOCK}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      disabled={saving}
      w={110}
      size="xs"
    />
  );
}
