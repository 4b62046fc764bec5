import { describe, expect, it } from 'vitest';
import { COLLECTION_TYPES } from './collection-types.js';
import {
  CODELESS_COLLECTION_TYPES,
  COHORTS,
  GALLERY_MEDIA_TYPES,
  NAMED_PAGE_TYPES,
  POPUP_LOCAL_STORAGE_KEYS,
  SLICE_TYPE_CODES,
  SLICE_TYPE_NAMES,
  SLIDE_TYPES,
  TWEAK_EVENTS,
} from './named-enumerations.js';
import { PAGE_TYPES } from './page-types.js';
import { ANALYTICS_EVENT_TYPES } from './site-enums.js';
import { specCodes, specLine, specList } from './testing/platform-spec.js';

const constant = (name: string) => name.toUpperCase().replace(/[\s-]+/g, '_');

describe('enumerations match the platform spec word for word', () => {
  it('slice types: the named list, and the codes the spec gives', () => {
    expect(SLICE_TYPE_NAMES).toEqual(specList(specLine('Slice types (named)')));
    const [, first, firstName, last, lastName] = /^(\d+) (\S+) to (\d+) (\S+)\.$/.exec(
      specLine('Slice types'),
    )!;
    expect(SLICE_TYPE_CODES).toEqual({
      [constant(firstName!)]: Number(first),
      [constant(lastName!)]: Number(last),
    });
  });

  it('slide types, named page types, gallery media types, tweak events', () => {
    expect(SLIDE_TYPES).toEqual(specList(specLine('Slide types')));
    expect(NAMED_PAGE_TYPES).toEqual(specList(specLine('Page types')));
    expect(GALLERY_MEDIA_TYPES).toEqual(specList(specLine('Gallery media types')));
    expect(TWEAK_EVENTS).toEqual(specList(specLine('Tweak events')));
  });

  it('cohorts and the popup overlay local-storage keys', () => {
    const [, from, to] = /Cohorts ([A-Z]) to ([A-Z])/.exec(specLine('Device views'))!;
    const letters = [];
    for (let code = from!.charCodeAt(0); code <= to!.charCodeAt(0); code++)
      letters.push(String.fromCharCode(code));
    expect(COHORTS).toEqual(letters);
    expect(POPUP_LOCAL_STORAGE_KEYS).toEqual(specList(specLine('Popup overlay local storage keys')));
  });

  it('collection types: the coded ones and the ones named without a code', () => {
    const line = specLine('Collection types');
    const entries = line.replace('; others include', ',').replace(/\.$/, '').split(',');
    const coded = entries.map((entry) => /^\s*(\d+) (.+?)\s*$/.exec(entry)).filter((match) => match !== null);
    expect(Object.entries(COLLECTION_TYPES)).toEqual(
      coded.map((match) => [constant(match[2]!), Number(match[1])]),
    );
    const codeless = entries
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '' && !/\d/.test(entry));
    expect(CODELESS_COLLECTION_TYPES).toEqual(codeless);
  });

  it('page types: every code, under a name that contains the spec name', () => {
    const spec = specCodes(specLine('Page-type enumeration'));
    const ours = Object.entries(PAGE_TYPES);
    expect(ours.map(([, code]) => code)).toEqual(spec.map(([, code]) => code));
    ours.forEach(([name], k) => expect(name).toContain(constant(spec[k]![0])));
  });

  it('analytics event types: every code and name', () => {
    const line = specLine('Page-type enumeration');
    const spec = specCodes(line.slice(line.indexOf('Analytics event types')), 'Analytics event types');
    expect(Object.entries(ANALYTICS_EVENT_TYPES)).toEqual(spec.map(([name, code]) => [constant(name), code]));
  });
});
