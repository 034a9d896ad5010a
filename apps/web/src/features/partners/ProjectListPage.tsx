import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink, generatePath } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { ListEmptyState } from '../../components/ListEmptyState';
import { ListPanel } from '../../components/ListPanel';
import { OrdersDocument } from '../../graphql/generated/graphql';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';
import { PortalShell } from './components/PortalShell';
import { ProjectStepper } from './components/ProjectStepper';
import { usePortal } from './hooks/usePortal';
import { orderTexts, projectTexts as texts } from './partnerTexts';

export const PROJECTS_PAGE_SIZE = 10;

/**
 * Projects (/partners/{id}/projects): the partner's orders, each with its status stepper and the
 * next status this user may set.
 */
export function ProjectListPage() {
  const { partnerID, scope } = usePortal();
  const { page, onPage } = useListAddressParams();
  const list = useQuery(OrdersDocument, {
    variables: { partnerID: scope, limit: PROJECTS_PAGE_SIZE, offset: page * PROJECTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = list.data ?? list.previousData;
  const orders = shown?.orders ?? null;
  const count = shown?.orderCount ?? 0;
  const empty =
    orders === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : orders !== null && orders.length === 0 && !list.loading ? (
      <ListEmptyState testId="projects-empty" title={texts.empty} hint={texts.emptyHint} />
    ) : null;

  return (
    <PortalShell title={texts.title}>
      <ListPanel
        loading={list.loading}
        loadingLabel={texts.loading}
        shown={Boolean(shown)}
        error={list.error}
        retry={list.refetch}
        empty={empty}
      >
        <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
          {(orders ?? []).map((order) => (
            <Paper
              key={order.id}
              variant="outlined"
              component="section"
              aria-label={order.visibleID}
              data-testid="project"
              sx={{ p: 2 }}
            >
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 2 }}
              >
                <Link
                  component={RouterLink}
                  variant="h6"
                  to={generatePath(APP_ROUTES.partnerOrderView, { partnerID, orderID: order.id })}
                  aria-label={orderTexts.open(order.visibleID)}
                >
                  {order.visibleID}
                </Link>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {order.customerName}
                  {order.internalID ? ` · ${order.internalID}` : ''}
                </Typography>
              </Box>
              <ProjectStepper order={order} />
            </Paper>
          ))}
        </Box>
        <TablePagination
          component="div"
          count={count}
          page={Math.min(page, Math.max(0, Math.ceil(count / PROJECTS_PAGE_SIZE) - 1))}
          rowsPerPage={PROJECTS_PAGE_SIZE}
          rowsPerPageOptions={[PROJECTS_PAGE_SIZE]}
          onPageChange={(_event, next) => onPage(next)}
        />
      </ListPanel>
    </PortalShell>
  );
}
