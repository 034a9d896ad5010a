import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { NewTemplateViewDocument } from '../../../graphql/generated/graphql';
import type { NewTemplateViewMutationVariables } from '../../../graphql/generated/graphql';

/**
 * Stamps a template onto devices as one new view. The view lists and the template's view count
 * load again when next shown. Resolves the view.
 */
export function useNewTemplateView() {
  const [mutate] = useMutation(NewTemplateViewDocument);
  return useCallback(
    async (variables: NewTemplateViewMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache, { data }) {
          if (!data) return;
          cache.modify({
            id: cache.identify({ __typename: 'Template', id: variables.templateID }),
            fields: { viewCount: (count: number) => count + 1 },
          });
          for (const fieldName of ['views', 'viewCounts']) {
            cache.evict({ id: 'ROOT_QUERY', fieldName });
          }
          cache.gc();
        },
      });
      return result.data?.newTemplateView ?? null;
    },
    [mutate],
  );
}
