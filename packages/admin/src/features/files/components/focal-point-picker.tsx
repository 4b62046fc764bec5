import { Box, Slider, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';

export interface FocalPoint {
  x: number;
  y: number;
}

export interface FocalPointPickerProps {
  src: string;
  alt: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

/**
 * The image's focal point: click the image where its subject is (crops keep that spot in view),
 * or move the two sliders (keyboard: arrow keys).
 */
export function FocalPointPicker({ src, alt, value, onChange }: FocalPointPickerProps) {
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      x: round((event.clientX - box.left) / box.width),
      y: round((event.clientY - box.top) / box.height),
    });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Focal point
      </Text>
      <Text size="xs" c="dimmed">
        Click the part of the image that must stay in view when it is cropped.
      </Text>
      <Box
        pos="relative"
        onClick={pick}
        style={{ cursor: 'crosshair', lineHeight: 0, alignSelf: 'flex-start', maxWidth: '100%' }}
        data-testid="focal-point-area"
      >
        <img src={src} alt={alt} style={{ maxWidth: '100%', maxHeight: 280, display: 'block' }} />
        <Box
          aria-hidden
          pos="absolute"
          style={{
            left: `${value.x * 100}%`,
            top: `${value.y * 100}%`,
            width: 18,
            height: 18,
            marginLeft: -9,
            marginTop: -9,
            borderRadius: '50%',
            border: '2px solid white',
            boxShadow: '0 0 0 2px var(--mantine-color-blue-7)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Slider
        min={0}
        max={1}
        step={0.01}
        value={value.x}
        onChange={(x) => onChange({ ...value, x: round(x) })}
        thumbLabel="Focal point, across"
        label={(v) => `${Math.round(v * 100)}% across`}
      />
      <Slider
        min={0}
        max={1}
        step={0.01}
        value={value.y}
        onChange={(y) => onChange({ ...value, y: round(y) })}
        thumbLabel="Focal point, down"
        label={(v) => `${Math.round(v * 100)}% down`}
      />
    </Stack>
  );
}
