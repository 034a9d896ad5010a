import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteTemplateDocument } from '../../../graphql/generated/graphql';
import { forgetTemplateLists } from './forgetTemplateLists';

const TEMPLATE_QUERY = 'Template';

/** Deletes a template; resolves true when the server says it is gone, and forgets it. */
export function useDeleteTemplate(customerID: string) {
  const [mutate, state] = useMutation(DeleteTemplateDocument);
  const deleteTemplate = useCallback(
    async (id: string): Promise<boolean> => {
      const result = await mutate({
        variables: { id, customerID },
        update(cache, { data }) {
          if (!data?.deleteTemplate) return;
          cache.evict({ id: cache.identify({ __typename: 'Template', id }) });
          forgetTemplateLists(cache);
        },
        // The deleted template's own page is being left: asking for it again would only answer
        // that it is gone.
        onQueryUpdated: (query) => query.queryName !== TEMPLATE_QUERY,
      });
      return result.data?.deleteTemplate === true;
    },
    [mutate, customerID],
  );
  return [deleteTemplate, state] as const;
}
