import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink, generatePath } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { ListEmptyState } from '../../components/ListEmptyState';
import { PagedTable } from '../../components/PagedTable';
import { OrdersDocument } from '../../graphql/generated/graphql';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';
import { PortalShell } from './components/PortalShell';
import { usePortal } from './hooks/usePortal';
import { orderTexts as texts, partnerTexts } from './partnerTexts';
import { formatPortalTime } from './portalDates';

export const ORDERS_PAGE_SIZE = 25;

const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * Orders (/partners/{id}/orders: the partner's) and, with `all`, a super user's All Orders
 * (/partners/{id}/orders/v2: every partner's), newest first, paged on the server.
 */
export function OrderListPage({ all = false }: { all?: boolean }) {
  const { partnerID, scope } = usePortal();
  const { page, onPage } = useListAddressParams();
  const list = useQuery(OrdersDocument, {
    variables: {
      partnerID: all ? null : scope,
      limit: ORDERS_PAGE_SIZE,
      offset: page * ORDERS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = list.data ?? list.previousData;
  const orders = shown?.orders ?? null;
  const empty =
    orders === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : orders !== null && orders.length === 0 && !list.loading ? (
      <ListEmptyState testId="orders-empty" title={texts.empty} hint={texts.emptyHint} />
    ) : null;

  return (
    <PortalShell title={all ? texts.allOrdersTitle : texts.ordersTitle} superOnly={all}>
      <PagedTable
        query={list}
        loadingLabel={texts.loading}
        empty={empty}
        count={shown?.orderCount ?? 0}
        page={page}
        rowsPerPage={ORDERS_PAGE_SIZE}
        onPage={onPage}
      >
        <Table size="small" aria-label={texts.listLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.columns.visibleID}</TableCell>
              <TableCell>{texts.columns.customer}</TableCell>
              {all ? <TableCell sx={fromMd}>{texts.columns.partner}</TableCell> : null}
              <TableCell sx={fromMd}>{texts.columns.internalID}</TableCell>
              <TableCell>{texts.columns.status}</TableCell>
              <TableCell sx={fromSm}>{texts.columns.created}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(orders ?? []).map((order) => (
              <TableRow key={order.id} data-testid="order-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={generatePath(APP_ROUTES.partnerOrderView, {
                      partnerID,
                      orderID: order.id,
                    })}
                    aria-label={texts.open(order.visibleID)}
                  >
                    {order.visibleID}
                  </Link>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{order.customerName}</TableCell>
                {all ? <TableCell sx={fromMd}>{order.partnerName}</TableCell> : null}
                <TableCell sx={fromMd}>{order.internalID ?? partnerTexts.noValue}</TableCell>
                <TableCell>{order.status ?? texts.notOrdered}</TableCell>
                <TableCell sx={fromSm}>{formatPortalTime(order.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedTable>
    </PortalShell>
  );
}
