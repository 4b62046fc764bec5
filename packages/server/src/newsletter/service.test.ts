import type { FormField } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { signUpOf } from './service.js';

const FIELDS: FormField[] = [
  { id: 'email', title: 'Email', type: 'email', required: true },
  { id: 'name', title: 'Name', type: 'name' },
  { id: 'about', title: 'About', type: 'section' },
  { id: 'city', title: 'City', type: 'text' },
];

describe('newsletter sign-up from a form’s answers', () => {
  it('takes the email, the name and the other answers by title', () => {
    expect(
      signUpOf(FIELDS, { email: ' ada@example.org ', name: ['Ada', 'Lovelace'], city: 'London' }),
    ).toEqual({
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      fields: { City: 'London' },
    });
  });

  it('leaves the name empty and missing answers N/A', () => {
    expect(signUpOf(FIELDS, { email: 'ada@example.org' })).toEqual({
      email: 'ada@example.org',
      name: '',
      fields: { City: 'N/A' },
    });
  });

  it('signs nobody up without a valid email answer', () => {
    expect(signUpOf(FIELDS, { email: 'nope' })).toBeUndefined();
    expect(signUpOf([{ id: 't', title: 'T', type: 'text' }], { t: 'ada@example.org' })).toBeUndefined();
  });
});
