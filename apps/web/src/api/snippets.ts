import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Snippet, type SnippetName } from '@candid/shared';
import { snippetsRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { snippetKeys } from './queryKeys';

/**
 * GET /Snippet/Get/{name}?enterpriseId=: public (candidates read it without an account), so a
 * 401 never bounces to /login; without an enterprise, the platform's own text.
 */
export function useSnippet(name: SnippetName, enterpriseId: number | null) {
  return useQuery({
    queryKey: snippetKeys.one(name, enterpriseId),
    queryFn: async ({ signal }) =>
      (
        await apiCall(snippetsRoutes.get, {
          params: { name },
          query: enterpriseId === null ? {} : { enterpriseId },
          signal,
          skipAuthRedirect: true,
        })
      ).data,
    // A missing company is an answer, not a hiccup to retry.
    retry: false,
  });
}

/**
 * PUT /Snippet/{name}: the caller's company's text; '' restores the default. The answer replaces
 * the cached text of that company (`enterpriseId`, the caller's).
 */
export function useUpdateSnippet(name: SnippetName, enterpriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (html: string) =>
      (await apiCall(snippetsRoutes.update, { params: { name }, json: { Snippet_Html: html } })).data,
    onSuccess: (snippet: Snippet) => {
      queryClient.setQueryData(snippetKeys.one(name, enterpriseId), snippet);
    },
  });
}
