import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { NewTemplateDocument } from '../../../graphql/generated/graphql';
import type { NewTemplateMutationVariables } from '../../../graphql/generated/graphql';
import { forgetTemplateLists } from './forgetTemplateLists';

/** Captures a view as a template; the lists load again to show it. Resolves the template. */
export function useNewTemplate() {
  const [mutate, state] = useMutation(NewTemplateDocument);
  const newTemplate = useCallback(
    async (variables: NewTemplateMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache) {
          forgetTemplateLists(cache);
        },
      });
      return result.data?.newTemplate ?? null;
    },
    [mutate],
  );
  return [newTemplate, state] as const;
}
