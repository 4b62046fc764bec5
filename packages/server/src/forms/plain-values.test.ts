import type { FormField } from '@tessera/core';
import { parseForm } from '../plugins/index.js';
import { describe, expect, it } from 'vitest';
import { plainValues, redisplayedValues } from './plain-values.js';

const FIELDS: FormField[] = [
  { id: 'name', title: 'Name', type: 'name' },
  { id: 'extras', title: 'Extras', type: 'checkbox', options: ['A', 'B'] },
  { id: 'survey', title: 'Survey', type: 'likert', options: ['Fast', 'Kind [really]'] },
  { id: 'email', title: 'Email', type: 'email' },
  { id: 'secret', title: 'Password', type: 'password' },
  { id: 'about', title: 'About', type: 'section' },
];

/** Decodes a body the way the server does (qs with the spec's limits). */
const posted = (body: string) => (parseForm(body)['fields'] ?? {}) as Record<string, unknown>;

describe('plain form post values', () => {
  it('shapes parts, checkboxes and likert rows like the island’s JSON', () => {
    const body =
      'fields[name][0]=Ada&fields[name][1]=Lovelace&fields[extras][]=B&fields[extras][]=A' +
      '&fields[survey][r1]=2&fields[survey][r0]=-1&fields[email]=a%40example.org&fields[about]=x&fields[other]=y';
    expect(plainValues(FIELDS, posted(body))).toEqual({
      name: ['Ada', 'Lovelace'],
      extras: ['B', 'A'],
      survey: { 'Kind [really]': '2', Fast: '-1' },
      email: 'a@example.org',
    });
  });

  it('ignores shapes that do not fit the field', () => {
    expect(plainValues(FIELDS, posted('fields[email][a]=1&fields[survey]=2&fields[survey][r9]=1'))).toEqual({
      email: '',
      survey: {},
    });
    expect(plainValues(FIELDS, { name: { 1: 'Last', 0: 'First', x: 'no' } })).toEqual({
      name: ['First', 'Last'],
    });
  });

  it('keeps an answer to a later likert row on its own row', () => {
    expect(plainValues(FIELDS, posted('fields[survey][r1]=2'))).toEqual({ survey: { 'Kind [really]': '2' } });
  });

  it('never shows a password again', () => {
    expect(redisplayedValues(FIELDS, { secret: 'hunter2', email: 'a@example.org' })).toEqual({
      email: 'a@example.org',
    });
  });
});
