import { Loader, Stack } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { useSiteSettings } from '../api/site-settings.js';
import { DomainsSection } from './domains-section.js';
import { LockScreenSection } from './lock-screen-section.js';
import { SettingsForm } from './settings-form.js';

/** Site settings: what the site is, where and in which language it runs, who runs it, its domains. */
export function SettingsScreen() {
  const settings = useSiteSettings();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Settings"
        description="Your site's title, language, time zone, domains, lock screen and more."
      />
      {settings.isPending && <Loader role="status" aria-label="Loading settings" />}
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.isSuccess && <SettingsForm settings={settings.data} />}
      <DomainsSection />
      <LockScreenSection />
    </Stack>
  );
}
