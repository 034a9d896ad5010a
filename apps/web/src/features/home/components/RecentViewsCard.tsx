import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import {
  APP_ROUTES,
  VIEW_STATUS_FILTER_LABELS,
  matchesViewStatusFilter,
  statusColor,
} from '@vigil/domain';
import type { ViewStatusFilter } from '@vigil/domain';
import { useId } from 'react';
import { Link as RouterLink, generatePath } from 'react-router';
import { RetryBanner } from '../../../components/RetryBanner';
import { RecentViewsDocument } from '../../../graphql/generated/graphql';
import type { RecentViewsQuery } from '../../../graphql/generated/graphql';
import { HOME_POLL_MS } from '../homePoll';
import { homeTexts } from '../homeTexts';

export const RECENT_VIEWS_LIMIT = 5;

type RecentView = RecentViewsQuery['recentViews'][number];

/** Worst first; a view with none of these is OK. */
const PROBLEMS: readonly ViewStatusFilter[] = [
  'error',
  'warning',
  'disconnected',
  'maintenance',
  'repair',
];

function worstStatus(view: RecentView): ViewStatusFilter {
  return PROBLEMS.find((filter) => matchesViewStatusFilter(view, filter)) ?? 'ok';
}

/** The views the user opened last, newest first, each with its status; or a way to My Views. */
export function RecentViewsCard({ customerID }: { customerID: string }) {
  const titleId = useId();
  const { data, previousData, error, refetch } = useQuery(RecentViewsDocument, {
    variables: { customerID, limit: RECENT_VIEWS_LIMIT },
    pollInterval: HOME_POLL_MS,
  });
  const views = (data ?? previousData)?.recentViews;
  const myViews = generatePath(APP_ROUTES.views, { customer: customerID });

  let body;
  if (error && !views) {
    body = <RetryBanner retry={refetch}>{homeTexts.recentViewsFailed}</RetryBanner>;
  } else if (!views) {
    body = (
      <Box role="status" aria-label={homeTexts.loadingRecentViews}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  } else if (views.length === 0) {
    body = (
      <>
        <Typography variant="body1">{homeTexts.noRecentViews}</Typography>
        <Link component={RouterLink} to={myViews}>
          {homeTexts.myViews}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <List dense disablePadding>
          {views.map((view) => {
            const status = worstStatus(view);
            const label = VIEW_STATUS_FILTER_LABELS[status];
            return (
              <ListItemButton
                key={view.id}
                component={RouterLink}
                to={generatePath(APP_ROUTES.view, {
                  customer: view.customerID,
                  viewName: view.name,
                })}
                aria-label={`${view.name}: ${label}`}
                data-testid="recent-view"
                sx={{ gap: 1.5, borderRadius: 1 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    flexShrink: 0,
                    // The filters' upper-case forms are the domain's equipment statuses.
                    bgcolor: statusColor(status.toUpperCase() as Uppercase<ViewStatusFilter>),
                  }}
                />
                <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {view.name}
                </Box>
                <Typography component="span" variant="body2" color="text.secondary">
                  {label}
                </Typography>
              </ListItemButton>
            );
          })}
        </List>
        <Link component={RouterLink} to={myViews} sx={{ display: 'inline-block', mt: 1 }}>
          {homeTexts.allViews}
        </Link>
      </>
    );
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {homeTexts.recentViews}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
