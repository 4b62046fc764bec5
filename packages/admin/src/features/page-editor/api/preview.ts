import { api, request } from '../../../lib/api-client.js';

/** Where the editor's frame shows the page's saved draft, rendered by the server and its theme. */
export function previewUrl(pageId: string, version: number): string {
  // The version makes each save a new address, so the frame reloads with what was just saved.
  return `/api/admin/pages/${encodeURIComponent(pageId)}/preview?v=${version}`;
}

/** A link that shows the draft to someone without an account until it expires. */
export function createPreviewLink(pageId: string) {
  return request(api.POST('/api/admin/pages/{pageId}/preview-link', { params: { path: { pageId } } }));
}
