import '@mantine/charts/styles.css';
import { Button, Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.js';
import { now } from '../../../lib/clock.js';
import { useCan } from '../../../lib/session.js';
import { exportUrl } from '../api/analytics.js';
import {
  describeRange,
  lastDays,
  RANGE_PRESETS,
  rangeError,
  type DayRange,
  type RangePreset,
} from '../lib/date-range.js';
import { AnalyticsSettings } from './analytics-settings.js';
import { ErrorsReport } from './errors-report.js';
import { FormsButtonsReport } from './forms-buttons-report.js';
import { FunnelReport } from './funnel-report.js';
import { TrafficReport } from './traffic-report.js';
import { VitalsReport } from './vitals-report.js';

const REPORTS = [
  { value: 'traffic', label: 'Traffic' },
  { value: 'sales', label: 'Sales funnel' },
  { value: 'forms', label: 'Forms and buttons' },
  { value: 'speed', label: 'Site speed' },
  { value: 'errors', label: 'JavaScript errors' },
  { value: 'settings', label: 'Settings' },
] as const;
type Report = (typeof REPORTS)[number]['value'];

const isPreset = (value: string | null): value is RangePreset =>
  RANGE_PRESETS.some((preset) => preset.value === value);

/**
 * The period the reports cover, kept in the address (`?period=7`, or `?period=custom&from=…&to=…`)
 * so a report can be bookmarked and shared. A custom range applies once it is one the server takes.
 */
function useReportRange() {
  const [params, setParams] = useSearchParams();
  const period = isPreset(params.get('period')) ? (params.get('period') as RangePreset) : '30';
  const [draft, setDraft] = useState<DayRange>(() =>
    period === 'custom'
      ? { from: params.get('from') ?? '', to: params.get('to') ?? '' }
      : lastDays(Number(period), now()),
  );
  const range = useMemo<DayRange>(() => {
    if (period !== 'custom') return lastDays(Number(period), now());
    const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    return rangeError(custom) ? lastDays(30, now()) : custom;
  }, [params, period]);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const choosePeriod = (value: RangePreset) => {
    if (value === 'custom') {
      setDraft(range);
      update({ period: 'custom', from: range.from, to: range.to });
    } else update({ period: value, from: null, to: null });
  };
  const editCustom = (changes: Partial<DayRange>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (!rangeError(next)) update({ from: next.from, to: next.to });
  };
  return { period, range, draft, choosePeriod, editCustom };
}

function RangeControl({ control }: { control: ReturnType<typeof useReportRange> }) {
  const { period, range, draft, choosePeriod, editCustom } = control;
  const error = period === 'custom' ? rangeError(draft) : null;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label="Period"
          data={RANGE_PRESETS.map(({ value, label }) => ({ value, label }))}
          value={period}
          onChange={(value) => isPreset(value) && choosePeriod(value)}
          allowDeselect={false}
          w={170}
        />
        {period === 'custom' && (
          <>
            <TextInput
              type="date"
              label="From"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(event) => editCustom({ from: event.currentTarget.value })}
              error={error ? true : undefined}
              w={160}
            />
            <TextInput
              type="date"
              label="To"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(event) => editCustom({ to: event.currentTarget.value })}
              error={error ? true : undefined}
              w={160}
            />
          </>
        )}
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" aria-live="polite">
          {describeRange(range)} (UTC days)
        </Text>
      )}
    </Stack>
  );
}

/** The owner's analytics: traffic, sales funnel, forms and buttons, site speed, errors, exports, settings. */
export function AnalyticsScreen() {
  const can = useCan();
  const control = useReportRange();
  const [params, setParams] = useSearchParams();
  const reports = REPORTS.filter((r) => r.value !== 'settings' || can('site.settings'));
  const asked = params.get('report');
  const report: Report = reports.find((r) => r.value === asked)?.value ?? 'traffic';
  const { range } = control;
  return (
    <Stack gap="md">
      <PageHeader
        title="Analytics"
        description="How people find and use your site, measured on your own server."
        actions={
          <Button
            component="a"
            href={exportUrl('events', range)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export raw events
          </Button>
        }
      />
      {report !== 'settings' && <RangeControl control={control} />}
      <Tabs
        value={report}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('report', value ?? 'traffic');
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List>
          {reports.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="traffic" pt="md">
          <TrafficReport range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="sales" pt="md">
          <FunnelReport range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="forms" pt="md">
          <FormsButtonsReport range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="speed" pt="md">
          <VitalsReport range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="errors" pt="md">
          <ErrorsReport range={range} />
        </Tabs.Panel>
        {can('site.settings') && (
          <Tabs.Panel value="settings" pt="md">
            <AnalyticsSettings />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
