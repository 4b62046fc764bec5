import type { QueryOf, ResponseOf } from '@tessera/contract';
import { currentCsrfToken } from '../../../lib/api-client.js';
import { errorFromResponse, networkError } from '../../../lib/api-error.js';

const IMPORT = '/api/admin/commerce/products/import';
export type ImportReport = ResponseOf<typeof IMPORT, 'post'>;
export type ImportMode = NonNullable<QueryOf<typeof IMPORT, 'post'>['mode']>;

/**
 * Sends a product CSV and follows the server's progress lines (`{done,total}` per product written,
 * then `{report}`), so the studio can draw a progress bar. The typed client cannot read a stream,
 * so this one call uses fetch with the same CSRF header.
 */
export async function importProducts(
  csv: string,
  mode: ImportMode,
  onProgress: (done: number, total: number) => void,
): Promise<ImportReport> {
  let response: Response;
  try {
    response = await fetch(`${IMPORT}?mode=${mode}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'text/csv',
        accept: 'application/x-ndjson',
        ...(currentCsrfToken() && { 'x-csrf-token': currentCsrfToken() }),
      },
      body: csv,
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw errorFromResponse(response.status, await response.json().catch(() => null));
  const text = response.body ? await readLines(response.body, onProgress) : await response.text();
  const last = text.trim().split('\n').at(-1) ?? '';
  const answer = JSON.parse(last) as { report?: ImportReport; error?: string };
  if (answer.report) return answer.report;
  throw errorFromResponse(500, { error: answer.error });
}

async function readLines(
  body: ReadableStream<Uint8Array>,
  onProgress: (done: number, total: number) => void,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let all = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    buffer += text;
    all += text;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const parsed = JSON.parse(line) as { done?: number; total?: number };
      if (typeof parsed.done === 'number' && typeof parsed.total === 'number')
        onProgress(parsed.done, parsed.total);
    }
  }
  return all;
}
