import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FigureCardProps {
  title: string;
  /** The number (or amount) itself, large. */
  figure: ReactNode;
  /** What the number counts, in words ('3 orders waiting to ship'). */
  caption: string;
  /** The link's accessible name when the caption alone does not say the figure ('$35.00 …'). */
  label?: string;
  /** Studio path of the list behind the number (without the /config prefix). */
  to: string;
  children?: ReactNode;
}

/** One figure of the home screen; the whole figure links to its list. */
export function FigureCard({ title, figure, caption, label, to, children }: FigureCardProps) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600}>
          {title}
        </Text>
        <Anchor component={Link} to={to} fz={28} fw={700} underline="hover" aria-label={label ?? caption}>
          {figure}
        </Anchor>
        <Text size="sm">{caption}</Text>
        {children}
      </Stack>
    </Card>
  );
}
