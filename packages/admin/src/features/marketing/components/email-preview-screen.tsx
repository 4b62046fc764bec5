import { Code, Group, Loader, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import {
  commerceEmailPreviewQuery,
  commerceEmailsQuery,
  type CommerceEmailKind,
} from '../api/commerce-emails.js';

/**
 * The chosen e-mail: subject, and the HTML part in a frame that may run nothing and reach nothing
 * (a plain-text e-mail: its text).
 */
function EmailView({ kind }: { kind: CommerceEmailKind }) {
  const preview = useQuery(commerceEmailPreviewQuery(kind));
  if (preview.isError) return <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
  if (!preview.data) return <Loader size="sm" aria-label="Loading the e-mail" />;
  const { subject, html, text, orderNumber } = preview.data;
  return (
    <Stack gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
      <Text size="sm" c="dimmed">
        Shown with order #{orderNumber}. Nothing is sent.
      </Text>
      <Text>
        <strong>Subject:</strong> {subject}
      </Text>
      <Paper withBorder style={{ overflow: 'hidden' }}>
        {html === null ? (
          // A plain-text e-mail: shown as the buyer's mail client shows it, line for line.
          <Code block aria-label="E-mail text" style={{ whiteSpace: 'pre-wrap', minHeight: '30vh' }}>
            {text}
          </Code>
        ) : (
          <iframe
            title="E-mail preview"
            sandbox=""
            srcDoc={html}
            style={{ display: 'block', width: '100%', height: '70vh', border: 0, background: '#fff' }}
          />
        )}
      </Paper>
    </Stack>
  );
}

/**
 * The commerce e-mails the shop sends buyers, each previewed as a buyer of the site's newest order
 * would get it (page type 301's studio face).
 */
export function EmailPreviewScreen() {
  const list = useQuery(commerceEmailsQuery);
  const [chosen, setChosen] = useState<CommerceEmailKind | undefined>(undefined);
  const emails = list.data?.emails ?? [];
  const kind = chosen ?? emails[0]?.kind;
  return (
    <Stack>
      <PageHeader
        title="E-mail preview"
        description="The e-mails your shop sends buyers, shown with your newest order."
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader size="sm" aria-label="Loading the e-mails" />}
      {list.data?.sampleOrderNumber === null && (
        <Text c="dimmed">
          Your e-mails are shown with your newest order. Once your shop has its first order, they appear here.
        </Text>
      )}
      {list.data && list.data.sampleOrderNumber !== null && kind && (
        <Group align="flex-start" wrap="wrap">
          <nav aria-label="Commerce e-mails" style={{ width: 220 }}>
            {emails.map((email) => (
              <NavLink
                key={email.kind}
                component="button"
                label={email.name}
                active={email.kind === kind}
                aria-current={email.kind === kind ? 'true' : undefined}
                onClick={() => setChosen(email.kind)}
              />
            ))}
          </nav>
          <EmailView kind={kind} />
        </Group>
      )}
    </Stack>
  );
}
