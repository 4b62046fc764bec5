import type { ResponseOf } from '@tessera/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type FormInbox = ResponseOf<'/api/admin/form-inboxes', 'get'>['forms'][number];
export type SubmissionPage = ResponseOf<'/api/admin/forms/{formId}/submissions', 'get'>;
export type Submission = SubmissionPage['submissions'][number];

export const SUBMISSIONS_PAGE_SIZE = 25;

export function useFormInboxes() {
  return useQuery({
    queryKey: ['marketing', 'form-inboxes'],
    queryFn: ({ signal }) => request(api.GET('/api/admin/form-inboxes', { signal })),
  });
}

export function useSubmissions(formId: string | null, cursor: string | undefined) {
  return useQuery({
    queryKey: ['marketing', 'submissions', formId, cursor],
    enabled: formId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/forms/{formId}/submissions', {
          params: {
            path: { formId: formId ?? '' },
            query: { limit: SUBMISSIONS_PAGE_SIZE, ...(cursor && { cursor }) },
          },
          signal,
        }),
      ),
  });
}

export function useDeleteSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, submissionId }: { formId: string; submissionId: string }) =>
      request(
        api.DELETE('/api/admin/forms/{formId}/submissions/{submissionId}', {
          params: { path: { formId, submissionId } },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['marketing'] }),
  });
}

export const submissionsCsvUrl = (formId: string) => `/api/admin/forms/${formId}/submissions.csv`;
