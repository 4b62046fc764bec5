// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from './api-error.js';
import { latestOnConflict, saveFromDialog } from './dialog-save.js';

const CHANGED =
  'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.';

function setUp() {
  const { result } = renderHook(() => {
    const form = useForm<{ name: string }>({ defaultValues: { name: 'Standard' } });
    void form.formState.errors; // a dialog renders its errors, which subscribes to them
    return form;
  });
  return () => result.current;
}

describe('saving from a dialog', () => {
  it('calls onSaved when the save goes through, and sets no error', async () => {
    const form = setUp();
    const onSaved = vi.fn();
    await act(() => saveFromDialog(form(), () => Promise.resolve({}), { onSaved }));
    expect(onSaved).toHaveBeenCalledOnce();
    expect(form().formState.errors).toEqual({});
  });

  it("puts the server's field messages at their fields", async () => {
    const form = setUp();
    const refused = errorFromResponse(400, {
      code: 'validation-failed',
      error: 'Invalid',
      errors: { name: 'Too long' },
    });
    const onSaved = vi.fn();
    await act(() => saveFromDialog(form(), () => Promise.resolve({ error: refused }), { onSaved }));
    expect(onSaved).not.toHaveBeenCalled();
    expect(form().formState.errors.name?.message).toBe('Too long');
    expect(form().formState.errors.root).toBeUndefined();
  });

  it('shows any other refusal, thrown or answered, under the form', async () => {
    const form = setUp();
    const refused = errorFromResponse(409, { code: 'tax-rule-exists', error: 'A rule exists' });
    await act(() => saveFromDialog(form(), () => Promise.reject(refused), { onSaved: vi.fn() }));
    expect(form().formState.errors.root?.message).toBe('A rule exists');
  });

  it("hands a 409 'changed elsewhere' with the latest version to onConflict", async () => {
    const form = setUp();
    const refused = errorFromResponse(409, {
      code: 'changed-elsewhere',
      error: CHANGED,
      latest: { name: 'Express' },
    });
    const onConflict = vi.fn();
    await act(() =>
      saveFromDialog(form(), () => Promise.resolve({ error: refused }), { onSaved: vi.fn(), onConflict }),
    );
    expect(onConflict).toHaveBeenCalledWith({ message: CHANGED, latest: { name: 'Express' } });
    expect(form().formState.errors.root).toBeUndefined();
  });

  it("shows a 'changed elsewhere' under the form when the dialog has no conflict answer", async () => {
    const form = setUp();
    const refused = errorFromResponse(409, { code: 'changed-elsewhere', error: CHANGED });
    await act(() => saveFromDialog(form(), () => Promise.resolve({ error: refused }), { onSaved: vi.fn() }));
    expect(form().formState.errors.root?.message).toBe(CHANGED);
  });

  it('finds the latest version only in a changed-elsewhere answer', () => {
    expect(latestOnConflict(errorFromResponse(409, { code: 'changed-elsewhere', latest: { v: 2 } }))).toEqual(
      { v: 2 },
    );
    expect(
      latestOnConflict(errorFromResponse(409, { code: 'tax-rule-exists', latest: { v: 2 } })),
    ).toBeUndefined();
    expect(latestOnConflict(new Error('boom'))).toBeUndefined();
  });
});
