import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/Image';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { useState } from 'react';
import { Link as RouterLink, generatePath } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { ListEmptyState } from '../../components/ListEmptyState';
import { PagedTable } from '../../components/PagedTable';
import { StatusBanner } from '../../components/StatusBanner';
import { PartnerListDocument } from '../../graphql/generated/graphql';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';
import { PartnerListNewDialog } from './components/PartnerListNewDialog';
import { PartnerLogoDialog } from './components/PartnerLogoDialog';
import { PortalShell } from './components/PortalShell';
import { partnerLogoTexts } from './partnerLogoTexts';
import { partnerListTexts as texts, partnerTexts } from './partnerTexts';

export const PARTNERS_PAGE_SIZE = 50;

const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The partner list (/partners/{id}/list, super users): partners searched and paged on the server
 * with their customer and user counts, each leading to its portal; New Partner.
 */
export function PartnerListPage() {
  const { query, page, onSearch, onPage } = useListAddressParams();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [logoOf, setLogoOf] = useState<{ id: string; name: string } | null>(null);
  const list = useQuery(PartnerListDocument, {
    variables: {
      query: query || null,
      limit: PARTNERS_PAGE_SIZE,
      offset: page * PARTNERS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = list.data ?? list.previousData;
  const partners = shown?.partners ?? null;
  const empty =
    partners === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : partners !== null && partners.length === 0 && !list.loading ? (
      <ListEmptyState
        testId="partners-empty"
        title={query ? texts.noMatch : texts.empty}
        clear={query ? { label: partnerTexts.clearSearch, onClear: () => onSearch('') } : null}
        hint={texts.emptyHint}
      />
    ) : null;

  return (
    <PortalShell
      title={texts.title}
      superOnly
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {texts.newPartner}
        </Button>
      }
    >
      {created ? <StatusBanner kind="ok">{texts.created(created)}</StatusBanner> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DebouncedSearchField label={texts.search} value={query} onSearch={onSearch} />
      </Box>
      <PagedTable
        query={list}
        loadingLabel={texts.loading}
        empty={empty}
        count={shown?.partnerCount ?? 0}
        page={page}
        rowsPerPage={PARTNERS_PAGE_SIZE}
        onPage={onPage}
      >
        <Table size="small" aria-label={texts.listLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.columns.name}</TableCell>
              <TableCell sx={fromSm}>{texts.columns.kind}</TableCell>
              <TableCell align="right">{texts.columns.customers}</TableCell>
              <TableCell align="right">{texts.columns.users}</TableCell>
              <TableCell align="right">{partnerLogoTexts.title}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(partners ?? []).map((partner) => (
              <TableRow key={partner.id} data-testid="partner-row">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link
                    component={RouterLink}
                    to={generatePath(APP_ROUTES.partnerProposals, { partnerID: partner.id })}
                    aria-label={texts.open(partner.name)}
                  >
                    {partner.name}
                  </Link>
                </TableCell>
                <TableCell sx={fromSm}>{partner.kind}</TableCell>
                <TableCell align="right">{partner.customerCount}</TableCell>
                <TableCell align="right">{partner.userCount}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={partnerLogoTexts.open(partner.name)}
                    onClick={() => setLogoOf(partner)}
                  >
                    <ImageIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedTable>
      <PartnerLogoDialog partner={logoOf} onClose={() => setLogoOf(null)} />
      <PartnerListNewDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(partner) => {
          setCreating(false);
          setCreated(partner.name);
        }}
      />
    </PortalShell>
  );
}
