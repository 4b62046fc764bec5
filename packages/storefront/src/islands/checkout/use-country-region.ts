import { findRegion, type RegionOption } from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchRegions } from './address-help-client.js';
import type { AddressHelp } from './checkout-types.js';

export interface CountryRegion {
  readonly country: string;
  readonly region: string;
  /** The country's regions: a select when there are some, free text when there are none. */
  readonly regions: readonly RegionOption[];
  readonly setCountry: (country: string) => void;
  readonly setRegion: (region: string) => void;
  /** Sets both from a chosen place: the region found in the country's list by code or name. */
  readonly setFromPlace: (country: string, region: string, regionName: string) => void;
}

const isCountry = (country: string) => /^[A-Z]{2}$/.test(country);

/**
 * The country and region fields together: the region list follows the country (one small list
 * asked of the server per country, the stale ask cancelled), and the region stays when the new
 * list has it, by code or name.
 */
export function useCountryRegion(
  help: AddressHelp,
  initialCountry: string,
  initialRegion: string,
): CountryRegion {
  const [country, setCountryText] = useState(initialCountry.toUpperCase());
  const [region, setRegion] = useState(initialRegion);
  const [regions, setRegions] = useState<readonly RegionOption[]>(help.regions);
  const listed = useRef(new Map<string, readonly RegionOption[]>([[country, help.regions]]));
  const pending = useRef<{ abort: AbortController; wanted?: readonly string[] } | null>(null);

  const load = useCallback(
    (next: string, wanted?: readonly string[]) => {
      pending.current?.abort.abort();
      const apply = (list: readonly RegionOption[]) => {
        setRegions(list);
        setRegion((current) => {
          if (list.length === 0) return wanted?.[0] ?? current;
          return findRegion(list, ...(wanted ?? [current]))?.value ?? '';
        });
      };
      if (!isCountry(next) || help.regionsPath === '') return apply([]);
      const known = listed.current.get(next);
      if (known) return apply(known);
      const abort = new AbortController();
      pending.current = { abort };
      void fetchRegions(help.regionsPath, next, abort.signal).then((list) => {
        if (abort.signal.aborted) return;
        listed.current.set(next, list);
        apply(list);
      });
    },
    [help.regionsPath],
  );
  useEffect(() => () => pending.current?.abort.abort(), []);

  const setCountry = useCallback(
    (text: string) => {
      const next = text.trim().toUpperCase();
      setCountryText(next);
      load(next);
    },
    [load],
  );
  const setFromPlace = useCallback(
    (placeCountry: string, code: string, name: string) => {
      const next = placeCountry.toUpperCase();
      setCountryText(next);
      load(next, [code, name]);
    },
    [load],
  );
  return { country, region, regions, setCountry, setRegion, setFromPlace };
}
