import { Select, Text } from '@mantine/core';
import { FONT_FAMILIES } from '@tessera/contract';
import { useEffect, useState } from 'react';
import { fill, TEMPLATES } from '../../../lib/messages.js';
import type { Font } from '../api/design.js';

/** Adds a shipped font's stylesheet (from our own server) to the studio page once. */
export function useFontStylesheet(font: Font | undefined): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    if (!font) return;
    if (!font.stylesheet) return setState('ready');
    let link = document.head.querySelector<HTMLLinkElement>(`link[data-font="${font.id}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = font.stylesheet;
      link.dataset['font'] = font.id;
      document.head.append(link);
    }
    if (link.sheet) return setState('ready');
    const ready = () => setState('ready');
    const failed = () => setState('failed');
    link.addEventListener('load', ready);
    link.addEventListener('error', failed);
    return () => {
      link.removeEventListener('load', ready);
      link.removeEventListener('error', failed);
    };
  }, [font]);
  return state;
}

export interface FontSelectProps {
  label: string;
  fonts: readonly Font[];
  value: string;
  onChange: (fontId: string) => void;
  error?: string | undefined;
}

/** A font picker grouped by the spec's families, with a sample line in the chosen font. */
export function FontSelect({ label, fonts, value, onChange, error }: FontSelectProps) {
  const data = FONT_FAMILIES.map((family) => ({
    group: family,
    items: fonts.filter((f) => f.family === family).map((f) => ({ value: f.id, label: f.name })),
  })).filter((group) => group.items.length > 0);
  const chosen = fonts.find((f) => f.id === value);
  const preview = useFontStylesheet(chosen);
  return (
    <div>
      <Select
        label={label}
        data={data}
        value={value}
        allowDeselect={false}
        onChange={(id) => id && onChange(id)}
        error={error}
      />
      {chosen && preview === 'failed' ? (
        <Text size="sm" c="red" role="alert" mt={4}>
          {fill(TEMPLATES.unableToLoadPreview, { fontName: chosen.name })}
        </Text>
      ) : (
        chosen && (
          <Text mt={4} size="lg" style={{ fontFamily: chosen.stack }} aria-hidden>
            The quick brown fox jumps over the lazy dog
          </Text>
        )
      )}
    </div>
  );
}
