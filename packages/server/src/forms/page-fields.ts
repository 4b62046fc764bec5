import type { PageFields } from './submit-service.js';
import { safePagePath } from './redirects.js';

interface RawPageFields {
  pageTitle?: string | undefined;
  pageId?: string | null | undefined;
  contentSource?: 'i' | 'c' | null | undefined;
  pagePath?: string | undefined;
  pagePermissionTypeValue?: number | null | undefined;
}

/** The page a submission came from, as the visitor reported it; the path must be on this site. */
export function pageFieldsOf(raw: RawPageFields): PageFields {
  return {
    pageTitle: (raw.pageTitle ?? '').trim(),
    pageId: raw.pageId ?? null,
    contentSource: raw.contentSource ?? null,
    pagePath: safePagePath(raw.pagePath),
    pagePermissionTypeValue: raw.pagePermissionTypeValue ?? null,
  };
}
