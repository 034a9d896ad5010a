import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CompanySettingsDocument,
  UpdateCompanySettingsDocument,
} from '../../../graphql/generated/graphql';
import type {
  CompanySettingsFieldsFragment,
  CompanySettingsInput,
} from '../../../graphql/generated/graphql';

/**
 * Saves one tab of a company's settings. The page's query takes the answer; a new name reaches
 * every place that shows the company (its account, the session's company, the lists).
 */
export function useUpdateCompanySettings(customerID: string) {
  const [mutate, state] = useMutation(UpdateCompanySettingsDocument, {
    update: (cache, { data }) => {
      const saved = data?.updateCompanySettings;
      if (!saved) return;
      cache.writeQuery({
        query: CompanySettingsDocument,
        variables: { customerID },
        data: { companySettings: saved },
      });
      for (const typename of ['Account', 'UserCustomer']) {
        cache.modify({
          id: cache.identify({ __typename: typename, id: customerID }),
          fields: { name: () => saved.name },
        });
      }
    },
  });
  const save = useCallback(
    async (settings: CompanySettingsInput): Promise<CompanySettingsFieldsFragment> => {
      const { data } = await mutate({ variables: { customerID, settings } });
      if (!data) throw new Error('The server did not answer.');
      return data.updateCompanySettings;
    },
    [mutate, customerID],
  );
  return [save, state] as const;
}
