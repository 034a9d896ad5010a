import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SamlConfigDocument, UpdateSamlConfigDocument } from '../../../graphql/generated/graphql';

export interface SamlConfigInput {
  enabled: boolean;
  /** The identity provider's metadata address (fetched by the server now), or null. */
  idpMetadataUrl: string | null;
  /** Its metadata as XML, or null; neither keeps the identity provider read before. */
  idpMetadataXml: string | null;
}

/** Saves a company's single sign-on; the saved settings replace the company's in the cache. */
export function useUpdateSamlConfig(customerID: string) {
  const [mutate, state] = useMutation(UpdateSamlConfigDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: SamlConfigDocument,
        variables: { customerID },
        data: { samlConfig: data.updateSamlConfig },
      });
    },
  });
  const save = useCallback(
    async (input: SamlConfigInput) => {
      const result = await mutate({ variables: { customerID, ...input } });
      return result.data?.updateSamlConfig ?? null;
    },
    [mutate, customerID],
  );
  return [save, state] as const;
}
