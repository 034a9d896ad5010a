import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES, formatCents } from '@vigil/domain';
import { Link as RouterLink, generatePath } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { formatPortalTime } from './portalDates';
import { ListEmptyState } from '../../components/ListEmptyState';
import { PagedTable } from '../../components/PagedTable';
import { QuotesDocument } from '../../graphql/generated/graphql';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';
import { PortalShell } from './components/PortalShell';
import { usePortal } from './hooks/usePortal';
import { partnerTexts, quoteListTexts as texts } from './partnerTexts';

export const QUOTES_PAGE_SIZE = 25;

// Phones keep the quote, the customer and the total; wider screens add the rest.
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * Proposals (/partners/{id}, query created_by: one creator's; a super user's are their own, My
 * Proposals) and, with `all`, a super user's All Quotes (/partners/{id}/quotes): every partner's.
 * Searched, paged on the server, hidden ones on request, with New Quote.
 */
export function QuoteListPage({ all = false }: { all?: boolean }) {
  const { user, partnerID, isSuper, scope } = usePortal();
  const { params, query, page, update, onSearch, onPage } = useListAddressParams();
  const includeHidden = params.get('hidden') === '1';
  const createdBy = all
    ? null
    : (params.get('created_by') ?? (isSuper ? (user?.id ?? null) : null));
  const title = all ? texts.allQuotes : isSuper ? texts.myProposals : texts.proposals;

  const list = useQuery(QuotesDocument, {
    variables: {
      partnerID: all ? null : scope,
      createdBy,
      includeHidden,
      query: query || null,
      limit: QUOTES_PAGE_SIZE,
      offset: page * QUOTES_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    skip: !user,
  });
  const shown = list.data ?? list.previousData;
  const quotes = shown?.quotes ?? null;
  const path = (route: string, extra: Record<string, string> = {}) =>
    generatePath(route, { partnerID, ...extra });

  const firstLoad =
    quotes === null && !list.error ? <CenteredLoader label={texts.loading} /> : null;
  const empty =
    firstLoad ??
    (quotes !== null && quotes.length === 0 && !list.loading ? (
      <ListEmptyState
        testId="quotes-empty"
        title={query ? texts.noMatch : texts.empty}
        clear={query ? { label: partnerTexts.clearSearch, onClear: () => onSearch('') } : null}
        hint={texts.emptyHint}
      />
    ) : null);

  return (
    <PortalShell
      title={title}
      superOnly={all}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to={path(APP_ROUTES.partnerQuote)}
        >
          {texts.newQuote}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <DebouncedSearchField label={texts.search} value={query} onSearch={onSearch} />
        <FormControlLabel
          control={
            <Switch
              checked={includeHidden}
              onChange={(event) =>
                update({ hidden: event.target.checked ? '1' : null, page: null })
              }
            />
          }
          label={texts.showHidden}
        />
        <Box sx={{ flexGrow: 1 }} />
        {all ? null : (
          <>
            <Button component={RouterLink} to={path(APP_ROUTES.partnerOrders)}>
              {texts.orders}
            </Button>
            <Button component={RouterLink} to={path(APP_ROUTES.partnerProjects)}>
              {texts.projects}
            </Button>
          </>
        )}
      </Box>
      <PagedTable
        query={list}
        loadingLabel={texts.loading}
        empty={empty}
        count={shown?.quoteCount ?? 0}
        page={page}
        rowsPerPage={QUOTES_PAGE_SIZE}
        onPage={onPage}
      >
        <Table size="small" aria-label={texts.listLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.columns.visibleID}</TableCell>
              <TableCell>{texts.columns.customer}</TableCell>
              {all ? <TableCell sx={fromMd}>{texts.columns.partner}</TableCell> : null}
              <TableCell sx={fromMd}>{texts.columns.title}</TableCell>
              <TableCell align="right">{texts.columns.total}</TableCell>
              <TableCell sx={fromSm} align="right">
                {texts.columns.revision}
              </TableCell>
              <TableCell sx={fromSm}>{texts.columns.priority}</TableCell>
              <TableCell sx={fromMd}>{texts.columns.updated}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(quotes ?? []).map((quote) => (
              <TableRow key={quote.id} data-testid="quote-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={path(APP_ROUTES.partnerQuoteView, { quoteID: quote.id })}
                    aria-label={texts.open(quote.visibleID)}
                  >
                    {quote.visibleID}
                  </Link>
                  {quote.hidden ? <Chip size="small" label={texts.hidden} sx={{ ml: 1 }} /> : null}
                  {quote.orderID ? (
                    <Chip size="small" color="success" label={texts.ordered} sx={{ ml: 1 }} />
                  ) : null}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{quote.customerName}</TableCell>
                {all ? <TableCell sx={fromMd}>{quote.partnerName}</TableCell> : null}
                <TableCell sx={{ ...fromMd, overflowWrap: 'anywhere' }}>
                  {quote.title ?? partnerTexts.noValue}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCents(quote.totalCents)}
                </TableCell>
                <TableCell sx={fromSm} align="right">
                  {quote.revision}
                </TableCell>
                <TableCell sx={fromSm}>
                  {partnerTexts.priorities[quote.priority] ?? quote.priority}
                </TableCell>
                <TableCell sx={fromMd}>{formatPortalTime(quote.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedTable>
    </PortalShell>
  );
}
