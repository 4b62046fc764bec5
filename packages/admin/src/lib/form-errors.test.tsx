// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from './api-error.js';
import { listFieldMessage, serverMessageTarget, showServerErrors, type ItemNamer } from './form-errors.js';

interface Values {
  title: string;
  tagIds: string[];
  socialAccounts: { profileUrl: string }[];
}

const refusal = (errors: Record<string, string>) =>
  errorFromResponse(400, { code: 'validation-failed', error: 'Some fields are not valid.', errors });

function setUp() {
  const { result } = renderHook(() => {
    const form = useForm<Values>({
      defaultValues: { title: 'Sale', tagIds: ['t-red', 't-blue'], socialAccounts: [{ profileUrl: 'x' }] },
    });
    void form.formState.errors; // a form renders its errors, which subscribes to them
    return form;
  });
  return () => result.current;
}

const names: ItemNamer = (field, item) =>
  field === 'tagIds' ? { 't-red': 'Red', 't-blue': 'Blue' }[String(item)] : undefined;

describe("the server's field messages in a form", () => {
  it('shows a message about an item of a list at the list, naming the item', async () => {
    const form = setUp();
    let placed = false;
    await act(() => {
      placed = showServerErrors(
        form(),
        refusal({ 'tagIds.1': 'Not a tag of this site', title: 'Too long' }),
        names,
      );
    });
    expect(placed).toBe(true);
    expect(form().formState.errors.tagIds?.message).toBe('Blue: Not a tag of this site');
    expect(form().formState.errors.title?.message).toBe('Too long');
  });

  it('says the position of an item the screen cannot name, and joins messages about one list', async () => {
    const form = setUp();
    await act(() => {
      showServerErrors(form(), refusal({ 'tagIds.0': 'Not a tag of this site', 'tagIds.1': 'Duplicate' }));
    });
    expect(form().formState.errors.tagIds?.message).toBe('Item 1: Not a tag of this site; Item 2: Duplicate');
  });

  it('keeps the path of a field inside an item of objects, and ignores fields the form has not', async () => {
    const form = setUp();
    let placed = true;
    await act(() => {
      placed = showServerErrors(form(), refusal({ 'socialAccounts.0.profileUrl': 'Use a full address' }));
    });
    expect(placed).toBe(true);
    expect(form().formState.errors.socialAccounts?.[0]?.profileUrl?.message).toBe('Use a full address');
    await act(() => {
      placed = showServerErrors(form(), refusal({ 'seo.title': 'Too long' }));
    });
    expect(placed).toBe(false);
  });

  it('maps a whole item of objects, and an item past the end, to its list', () => {
    const values = { lines: [{ sku: 'A' }], ids: ['a'] };
    expect(serverMessageTarget(values, 'lines.0', 'Sold out')).toEqual({
      field: 'lines',
      message: 'Item 1: Sold out',
    });
    expect(serverMessageTarget(values, 'ids.3', 'Unknown')).toEqual({
      field: 'ids',
      message: 'Item 4: Unknown',
    });
    expect(serverMessageTarget(values, 'lines.0.sku', 'Unknown')).toEqual({
      field: 'lines.0.sku',
      message: 'Unknown',
    });
  });
});

describe("a list field's message", () => {
  it("is the list's own, else its items' (the form's own check), each named", () => {
    expect(listFieldMessage('tagIds', { message: 'Required' }, [])).toBe('Required');
    expect(listFieldMessage('tagIds', { 1: { message: 'Invalid id' } }, ['t-red', 't-blue'], names)).toBe(
      'Blue: Invalid id',
    );
    expect(listFieldMessage('tagIds', {}, ['t-red'])).toBeUndefined();
    expect(listFieldMessage('tagIds', undefined, ['t-red'])).toBeUndefined();
  });
});
