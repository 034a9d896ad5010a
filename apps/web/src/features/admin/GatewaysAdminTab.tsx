import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import { GATEWAYS_PAGE_SIZE } from '@vigil/domain';
import { CenteredLoader } from '../../components/CenteredLoader';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { ListEmptyState } from '../../components/ListEmptyState';
import { PagedTable } from '../../components/PagedTable';
import { AllGatewaysDocument } from '../../graphql/generated/graphql';
import { allGatewaysTexts as texts } from './adminTexts';
import { AllGatewaysTable } from './components/AllGatewaysTable';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';

/** The list asks again this often, so statuses follow the gateways' check-ins. */
export const ALL_GATEWAYS_POLL_MS = 30_000;

/**
 * The super user's Home tab Gateways (spec access §2): every company's gateways with their
 * company and status, searched by name and paged on the server (the gateways query without a
 * customer covers every company for super users), refreshed every 30 seconds.
 */
export function GatewaysAdminTab() {
  const { query, page, onSearch, onPage } = useListAddressParams();

  const list = useQuery(AllGatewaysDocument, {
    variables: {
      query: query || undefined,
      limit: GATEWAYS_PAGE_SIZE,
      offset: page * GATEWAYS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    pollInterval: ALL_GATEWAYS_POLL_MS,
  });
  const shown = list.data ?? list.previousData;
  const gateways = shown?.gateways ?? null;
  const total = shown?.gatewayCount ?? 0;
  const empty =
    gateways === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : gateways !== null && gateways.length === 0 && !list.loading ? (
      <ListEmptyState
        testId="all-gateways-empty"
        title={query ? texts.noMatch : texts.empty}
        clear={query ? { label: texts.clearSearch, onClear: () => onSearch('') } : null}
      />
    ) : null;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DebouncedSearchField label={texts.search} value={query} onSearch={onSearch} />
      </Box>
      <PagedTable
        query={list}
        loadingLabel={texts.loading}
        empty={empty}
        count={total}
        page={page}
        rowsPerPage={GATEWAYS_PAGE_SIZE}
        onPage={onPage}
      >
        <AllGatewaysTable gateways={gateways ?? []} />
      </PagedTable>
    </Box>
  );
}
