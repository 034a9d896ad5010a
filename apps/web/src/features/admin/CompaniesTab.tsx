import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { COMPANIES_PAGE_SIZE } from '@vigil/domain';
import { useState } from 'react';
import { useSession } from '../../app/SessionContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { ListEmptyState } from '../../components/ListEmptyState';
import { PagedTable } from '../../components/PagedTable';
import { StatusBanner } from '../../components/StatusBanner';
import { CustomerDocument, CustomersDocument } from '../../graphql/generated/graphql';
import { companiesTexts as texts } from './adminTexts';
import { CompaniesTable } from './components/CompaniesTable';
import { NewCompanyDialog } from './components/NewCompanyDialog';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';

/** The address parameter of a super user's partner filter (beside the list's search and page). */
const PARTNER = 'partner';

/**
 * Home's Companies tab (spec access §2): the companies the user may browse as — every company
 * for super users, the partner's customers for a partner's users — searched and paged on the
 * server, each with Browse as. Super users can narrow it to one partner's customers (from the
 * partner column) and create companies, under that partner or none; a partner's administrator
 * creates them under their own partner.
 */
export function CompaniesTab() {
  const { user } = useSession();
  const { params, query, page, update, onSearch, onPage } = useListAddressParams();
  const isSuper = user?.super ?? false;
  const partnerID = isSuper ? params.get(PARTNER) || null : null;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const list = useQuery(CustomersDocument, {
    variables: {
      query: query || undefined,
      partnerID,
      limit: COMPANIES_PAGE_SIZE,
      offset: page * COMPANIES_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const partnerQuery = useQuery(CustomerDocument, {
    variables: { id: partnerID ?? '', isPartner: true },
    skip: partnerID === null,
  });
  const filterPartner =
    partnerID && partnerQuery.data?.customer.id === partnerID
      ? { id: partnerID, name: partnerQuery.data.customer.name }
      : null;
  // Super users create under the partner shown (or none); a partner's administrator under theirs.
  const ownPartner = user?.partnerAdmin && user.partner ? user.partner : null;
  const canCreate = isSuper || ownPartner !== null;
  const newParent = isSuper ? filterPartner : ownPartner;

  const shown = list.data ?? list.previousData;
  const companies = shown?.customers ?? null;
  const total = shown?.customerCount ?? 0;
  const firstLoad =
    companies === null && !list.error ? <CenteredLoader label={texts.loading} /> : null;
  const empty =
    firstLoad ??
    (companies !== null && companies.length === 0 && !list.loading ? (
      <ListEmptyState
        testId="companies-empty"
        title={query ? texts.noMatch : isSuper ? texts.empty : texts.emptyPartner}
        clear={query ? { label: texts.clearSearch, onClear: () => onSearch('') } : null}
        hint={canCreate ? texts.emptyHint : null}
      />
    ) : null);

  return (
    <Box>
      {created ? <StatusBanner kind="ok">{texts.created(created)}</StatusBanner> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <DebouncedSearchField label={texts.search} value={query} onSearch={onSearch} />
        {partnerID ? (
          <Chip
            label={texts.partnerFilter(filterPartner?.name ?? '…')}
            onDelete={() => update({ [PARTNER]: null, page: null })}
            title={texts.clearPartner}
          />
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {texts.newCompany}
          </Button>
        ) : null}
      </Box>
      <PagedTable
        query={list}
        loadingLabel={texts.loading}
        empty={empty}
        count={total}
        page={page}
        rowsPerPage={COMPANIES_PAGE_SIZE}
        onPage={onPage}
      >
        <CompaniesTable
          companies={companies ?? []}
          onShowPartner={
            isSuper
              ? (partner) => update({ [PARTNER]: partner.id, page: null, query: null })
              : undefined
          }
        />
      </PagedTable>
      <NewCompanyDialog
        open={creating}
        onClose={() => setCreating(false)}
        partner={newParent}
        onCreated={(company) => {
          setCreating(false);
          setCreated(company.name);
        }}
      />
    </Box>
  );
}
