/** Visits per day as a line of 120 × 28 px, drawn by hand: Home carries no chart library. */
export function VisitsSparkline({ days }: { days: readonly { date: string; visits: number }[] }) {
  const width = 120;
  const height = 28;
  const most = Math.max(1, ...days.map((d) => d.visits));
  const step = days.length > 1 ? width / (days.length - 1) : 0;
  const points = days
    .map((d, i) => `${(i * step).toFixed(1)},${(height - 2 - (d.visits / most) * (height - 4)).toFixed(1)}`)
    .join(' ');
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Visits per day from ${first} to ${last}: ${days.map((d) => d.visits).join(', ')}`}
    >
      <polyline
        points={points}
        fill="none"
        stroke="var(--mantine-color-indigo-6)"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}
