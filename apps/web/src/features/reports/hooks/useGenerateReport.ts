import { useApolloClient } from '@apollo/client/react';
import { reportMessages } from '@vigil/domain';
import { useCallback, useContext } from 'react';
import { BrandContext } from '../../../app/BrandContext';
import { ReportDocument } from '../../../graphql/generated/graphql';
import type { ReportQuery } from '../../../graphql/generated/graphql';
import type { ReportWindow } from '../reportWindow';
import { forgetReportLists } from './forgetReportLists';

/** The dashboard a report is made of. */
export interface ReportedView {
  id: string;
  name: string;
  customerID: string;
}

/**
 * Generates a dashboard's PDF report over a window, in the browser's time zone and the brand's
 * name, and resolves with where it opens. Each call makes a new report, so nothing is cached;
 * the pages of past reports load again to list it.
 */
export function useGenerateReport() {
  const client = useApolloClient();
  // Outside a brand (a component tested on its own) the server uses its default brand.
  const productName = useContext(BrandContext)?.brand.productName;
  return useCallback(
    async (view: ReportedView, window: ReportWindow): Promise<ReportQuery['report']> => {
      const { data } = await client.query({
        query: ReportDocument,
        variables: {
          viewName: view.name,
          viewID: view.id,
          customerID: view.customerID,
          ...window,
          timezoneOffset: new Date().getTimezoneOffset(),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          productName,
        },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(reportMessages.unableToGenerate);
      forgetReportLists(client.cache);
      return data.report;
    },
    [client, productName],
  );
}
