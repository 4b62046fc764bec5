import { Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { robotsQuery, saveRobots, saveUrlMappings, urlMappingsQuery } from '../api/seo-settings.js';
import { seoCommand, type SeoState } from '../model/seo-change.js';
import { RobotsSection } from './robots-section.js';
import { UrlMappingsSection } from './url-mappings-section.js';

/** Search engines: the robots.txt rules and the URL mappings, each change undoable. */
export function SeoScreen() {
  const client = useQueryClient();
  const robots = useQuery(robotsQuery);
  const mappings = useQuery(urlMappingsQuery);
  const history = useSavedHistory<SeoState>({
    save: async (state) => {
      if (state.kind === 'robots') client.setQueryData(robotsQuery.queryKey, await saveRobots(state.rules));
      else client.setQueryData(urlMappingsQuery.queryKey, await saveUrlMappings(state.text));
    },
    onError: () => void client.invalidateQueries({ queryKey: ['seo'] }),
  });
  const change = async (before: SeoState, after: SeoState) => {
    const command = seoCommand(before, after);
    return command ? history.run(command) : {};
  };
  const failed = robots.error ?? mappings.error;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="SEO"
        description="What search engines may crawl, and where old addresses now lead."
        actions={<UndoRedoButtons history={history} />}
      />
      {(robots.isPending || mappings.isPending) && <Loader role="status" aria-label="Loading SEO settings" />}
      {failed && (
        <LoadError error={failed} onRetry={() => void client.invalidateQueries({ queryKey: ['seo'] })} />
      )}
      {robots.isSuccess && (
        <RobotsSection
          settings={robots.data}
          pending={history.pending}
          onSave={(rules) =>
            change(
              { kind: 'robots', rules: robots.data.custom ? robots.data.rules : null },
              { kind: 'robots', rules },
            )
          }
        />
      )}
      {mappings.isSuccess && (
        <UrlMappingsSection
          settings={mappings.data}
          pending={history.pending}
          onSave={(text) =>
            change({ kind: 'url-mappings', text: mappings.data.text }, { kind: 'url-mappings', text })
          }
        />
      )}
    </Stack>
  );
}
