import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { MARKETING_REQUEST_TYPES } from '@vigil/domain';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';
import { CenteredLoader } from '../../components/CenteredLoader';
import { formatLocalTime } from '../../components/formatUpdated';
import { ListEmptyState } from '../../components/ListEmptyState';
import { PagedTable } from '../../components/PagedTable';
import { MarketingRequestsDocument } from '../../graphql/generated/graphql';
import { marketingRequestsTexts as texts } from './marketingRequestsTexts';

export const MARKETING_REQUESTS_PAGE_SIZE = 50;

const when = (iso: string) => formatLocalTime(Date.parse(iso));

/**
 * Home's Requests tab for super users: the demo, pricing and partnership requests from the public
 * site, newest first, filtered by type (query type) and paged on the server (query page), each
 * saying whether it was mailed to the sales address.
 */
export function MarketingRequestsTab() {
  const { params, page, update, onPage } = useListAddressParams();
  const typeParam = params.get('type') ?? '';
  const type = (MARKETING_REQUEST_TYPES as readonly string[]).includes(typeParam) ? typeParam : '';

  const list = useQuery(MarketingRequestsDocument, {
    variables: {
      type: type || undefined,
      limit: MARKETING_REQUESTS_PAGE_SIZE,
      offset: page * MARKETING_REQUESTS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = list.data ?? list.previousData;
  const requests = shown?.marketingRequests ?? null;
  const empty =
    requests === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : requests !== null && requests.length === 0 && !list.loading ? (
      <ListEmptyState
        testId="marketing-requests-empty"
        title={type ? texts.noMatch : texts.empty}
        clear={
          type ? { label: texts.showAll, onClear: () => update({ type: null, page: null }) } : null
        }
      />
    ) : null;

  return (
    <Box>
      <TextField
        select
        size="small"
        label={texts.type}
        value={type}
        onChange={(event) => update({ type: event.target.value, page: null })}
        sx={{ minWidth: '12rem', mb: 2 }}
      >
        <MenuItem value="">{texts.allTypes}</MenuItem>
        {MARKETING_REQUEST_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {texts.typeLabels[t] ?? t}
          </MenuItem>
        ))}
      </TextField>
      <PagedTable
        query={list}
        loadingLabel={texts.loading}
        empty={empty}
        count={shown?.marketingRequestCount ?? 0}
        page={page}
        rowsPerPage={MARKETING_REQUESTS_PAGE_SIZE}
        onPage={onPage}
      >
        <Table size="small" aria-label={texts.listLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.columns.received}</TableCell>
              <TableCell>{texts.columns.type}</TableCell>
              <TableCell>{texts.columns.who}</TableCell>
              <TableCell>{texts.columns.company}</TableCell>
              <TableCell>{texts.columns.plan}</TableCell>
              <TableCell>{texts.columns.notes}</TableCell>
              <TableCell>{texts.columns.mailed}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(requests ?? []).map((r) => (
              <TableRow key={r.id} data-testid="marketing-request-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(r.createdAt)}</TableCell>
                <TableCell>{texts.typeLabels[r.type] ?? r.type}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <Typography variant="body2">{r.name}</Typography>
                  <Link variant="body2" href={`mailto:${r.email}`}>
                    {r.email}
                  </Link>
                  {r.phone ? <Typography variant="body2">{r.phone}</Typography> : null}
                  <Typography variant="caption" color="text.secondary">
                    {texts.brand(r.productName)}
                  </Typography>
                </TableCell>
                <TableCell>{r.company ?? ''}</TableCell>
                <TableCell>{r.planType === 'UNKNOWN' ? texts.noPlan : r.planType}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 320 }}>
                  {r.notes ?? ''}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={r.mailedAt ? 'success' : 'warning'}
                    label={r.mailedAt ? texts.mailedAt(when(r.mailedAt)) : texts.notMailed}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedTable>
    </Box>
  );
}
