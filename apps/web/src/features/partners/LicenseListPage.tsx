import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { ListEmptyState } from '../../components/ListEmptyState';
import { ListPanel } from '../../components/ListPanel';
import { LicensesDocument } from '../../graphql/generated/graphql';
import type { LicenseFieldsFragment } from '../../graphql/generated/graphql';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';
import { LicenseDialog } from './components/LicenseDialog';
import { PortalShell } from './components/PortalShell';
import { usePortal } from './hooks/usePortal';
import { licenseTexts as texts } from './partnerTexts';
import { formatPortalDay } from './portalDates';

export const LICENSES_PAGE_SIZE = 50;

const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * Licenses (/partners/{id}/licenses, super users): each customer's plan, device limit and the
 * devices in use (over the limit in the warning colour, with words), its start and renewal
 * dates, and Edit in a dialog. The server gives no count, so a full page offers the next one.
 */
export function LicenseListPage() {
  const { scope } = usePortal();
  const { page, onPage } = useListAddressParams();
  const [editing, setEditing] = useState<LicenseFieldsFragment | null>(null);
  const list = useQuery(LicensesDocument, {
    variables: { partnerID: scope, limit: LICENSES_PAGE_SIZE, offset: page * LICENSES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = list.data ?? list.previousData;
  const licenses = shown?.licenses ?? null;
  const full = licenses !== null && licenses.length === LICENSES_PAGE_SIZE;
  const empty =
    licenses === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : licenses !== null && licenses.length === 0 && page === 0 && !list.loading ? (
      <ListEmptyState testId="licenses-empty" title={texts.empty} hint={texts.emptyHint} />
    ) : null;

  return (
    <PortalShell title={texts.title} superOnly>
      <ListPanel
        loading={list.loading}
        loadingLabel={texts.loading}
        shown={Boolean(shown)}
        error={list.error}
        retry={list.refetch}
        empty={empty}
      >
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={texts.listLabel}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.columns.customer}</TableCell>
                <TableCell sx={fromMd}>{texts.columns.partner}</TableCell>
                <TableCell sx={fromSm}>{texts.columns.plan}</TableCell>
                <TableCell align="right">{texts.columns.limit}</TableCell>
                <TableCell align="right">{texts.columns.inUse}</TableCell>
                <TableCell sx={fromMd}>{texts.columns.starts}</TableCell>
                <TableCell sx={fromSm}>{texts.columns.renews}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(licenses ?? []).map((license) => (
                <TableRow key={license.id} data-testid="license-row">
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{license.customerName}</TableCell>
                  <TableCell sx={fromMd}>{license.partnerName}</TableCell>
                  <TableCell sx={fromSm}>{license.planType}</TableCell>
                  <TableCell align="right">{license.deviceLimit ?? texts.noLimit}</TableCell>
                  <TableCell
                    align="right"
                    sx={license.overLimit ? { color: 'warning.dark', fontWeight: 600 } : null}
                    data-over-limit={license.overLimit || undefined}
                  >
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                    >
                      {license.overLimit ? <WarningAmberIcon fontSize="small" aria-hidden /> : null}
                      {license.devicesInUse}
                      {license.overLimit ? ` · ${texts.overLimit}` : null}
                    </Box>
                  </TableCell>
                  <TableCell sx={fromMd}>{formatPortalDay(license.startsOn)}</TableCell>
                  <TableCell sx={fromSm}>{formatPortalDay(license.renewsOn)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setEditing(license)}
                      aria-label={texts.editLabel(license.customerName)}
                    >
                      {texts.edit}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          // The count is unknown while a page is full (-1); after a short page it is known.
          count={full ? -1 : page * LICENSES_PAGE_SIZE + (licenses?.length ?? 0)}
          page={page}
          rowsPerPage={LICENSES_PAGE_SIZE}
          rowsPerPageOptions={[LICENSES_PAGE_SIZE]}
          onPageChange={(_event, next) => onPage(next)}
        />
      </ListPanel>
      <LicenseDialog license={editing} onClose={() => setEditing(null)} />
    </PortalShell>
  );
}
