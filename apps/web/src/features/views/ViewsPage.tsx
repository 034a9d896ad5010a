import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_VIEW_SETTINGS, OVERLAY_VIEW_TYPE, messages } from '@vigil/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { useSession } from '../../app/SessionContext';
import { usePageTitle } from '../../app/PageTitleContext';
import { errorMessage } from '../../app/errorMessage';
import {
  DeleteTagDocument,
  DeleteViewDocument,
  TagsDocument,
  ViewCountsDocument,
  ViewsDocument,
} from '../../graphql/generated/graphql';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useNow } from '../../app/hooks/useNow';
import { CreateViewDialog } from './myViews/CreateViewDialog';
import { TagsMapPanel } from './myViews/TagsMapPanel';
import { ViewCard, ViewCardSkeleton } from './myViews/ViewCard';
import type { ListedView } from './myViews/ViewCard';
import { ViewsToolbar } from './myViews/ViewsToolbar';
import { sessionHasPermission } from '../../app/sessionPermission';
import { flattenTags, positionedTags } from './myViews/tagTree';
import type { FlatTag } from './myViews/tagTree';
import { useViewListParams } from './myViews/useViewListParams';
import { useViewsDisplay } from './myViews/useViewsDisplay';
import type { ViewsDisplay } from './myViews/useViewsDisplay';
import { VIEWS_PAGE_SIZE, countsGiveTotal, matchingTotal } from './myViews/viewListParams';
import { viewListTexts } from './myViews/viewListTexts';
import { viewPath } from './viewPage/viewPaths';
import { useLiveViewAlarms } from '../../app/live/useLiveAlarms';
import { overlayNewPath, overlayViewPath } from '../overlays/overlayPaths';

const SKELETON_CARDS = 6;

type PendingDelete = { kind: 'view'; view: ListedView } | { kind: 'tag'; tag: FlatTag };

/**
 * /{customer}/views (spec core §2): the views the user may read as cards, searched, filtered by
 * tag and status and paged on the server, with the tagged sites on a map above them. The list's
 * state lives in the URL.
 * With `asset=true` only asset views are listed.
 */
export function ViewsPage() {
  usePageTitle(viewListTexts.title);
  const navigate = useNavigate();
  const { user } = useSession();
  const { customerSegment, customerID } = useCustomerID();
  const [params, update] = useViewListParams();
  const { search, tagID, statuses, disconnected, maintenance, offset, asset } = params;
  const [display, setDisplay] = useViewsDisplay();
  const [creating, setCreating] = useState(false);
  // The target outlives the dialog's closing, so its text does not blank while it fades out.
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const askDelete = (target: PendingDelete) => {
    setPendingDelete(target);
    setDeleteFailure(null);
    setDeleteOpen(true);
  };
  const now = useNow(30_000);

  const filters = {
    customerID,
    query: search || undefined,
    tagID: tagID ?? undefined,
    maintenance,
    disconnected,
    viewType: asset ? 'asset' : undefined,
  };
  // Two problem filters overlap (a view can be in error and in warning), so the counts cannot
  // give the list's length: one card more than a page says whether another page follows.
  const limit = countsGiveTotal(statuses) ? VIEWS_PAGE_SIZE : VIEWS_PAGE_SIZE + 1;
  const viewsQuery = useQuery(ViewsDocument, {
    variables: {
      ...filters,
      status: statuses.length > 0 ? statuses : undefined,
      limit,
      offset,
    },
  });
  const countsQuery = useQuery(ViewCountsDocument, { variables: filters });
  // Statuses change all the time: a list met again from the cache (Back from a view) is shown at
  // once and then loaded again. Not 'cache-and-network': Apollo re-subscribes during render, and
  // each new request it starts there interrupts the router's transition, so the URL change
  // would never be shown.
  const revisit = useRef(viewsQuery.data !== undefined);
  const { refetch: refetchViews } = viewsQuery;
  const { refetch: refetchCounts } = countsQuery;
  useEffect(() => {
    if (!revisit.current) return;
    revisit.current = false;
    void Promise.all([refetchViews(), refetchCounts()]).catch(() => {});
  }, [refetchViews, refetchCounts]);
  // The cards' errors and warnings follow their alarms live (each card's view room).
  const cardIDs = (viewsQuery.data ?? viewsQuery.previousData)?.views.map((view) => view.id);
  useLiveViewAlarms(cardIDs ?? [], () => {
    void Promise.all([refetchViews(), refetchCounts()]).catch(() => {});
  });
  const tagsQuery = useQuery(TagsDocument, { variables: { customerID } });
  const [deleteView, deleteViewState] = useMutation(DeleteViewDocument);
  const [deleteTag, deleteTagState] = useMutation(DeleteTagDocument);

  const tags = useMemo(() => flattenTags(tagsQuery.data?.tags ?? []), [tagsQuery.data]);
  const pins = useMemo(
    () => (tagsQuery.data ? positionedTags(tags) : null),
    [tags, tagsQuery.data],
  );
  const counts = (countsQuery.data ?? countsQuery.previousData)?.viewCounts ?? null;

  // While the next page or filter loads, the previous cards stay, under a progress bar.
  const shown = viewsQuery.data ?? viewsQuery.previousData;
  const loaded = shown?.views ?? null;
  const views = loaded?.slice(0, VIEWS_PAGE_SIZE) ?? null;
  const page = Math.floor(offset / VIEWS_PAGE_SIZE);
  const total = counts ? matchingTotal(counts, statuses) : null;
  const hasMore = loaded !== null && loaded.length > VIEWS_PAGE_SIZE;
  const pageCount =
    total !== null ? Math.max(1, Math.ceil(total / VIEWS_PAGE_SIZE)) : page + (hasMore ? 2 : 1);
  const filtered =
    search !== '' ||
    tagID !== null ||
    statuses.length > 0 ||
    disconnected !== DEFAULT_VIEW_SETTINGS.disconnected ||
    maintenance !== DEFAULT_VIEW_SETTINGS.maintenance;
  const loading = viewsQuery.loading;

  // A deep link past the last page (the list shrank since): go to the last page there is.
  const pastTheEnd = viewsQuery.data !== undefined && !loading && offset > 0 && views?.length === 0;
  const lastOffset = total !== null ? (pageCount - 1) * VIEWS_PAGE_SIZE : 0;
  useEffect(() => {
    if (pastTheEnd) update({ offset: lastOffset });
  }, [pastTheEnd, lastOffset, update]);

  const onSearch = useCallback((next: string) => update({ search: next }), [update]);
  const selectTag = useCallback((next: string | null) => update({ tagID: next }), [update]);
  const clearFilters = () =>
    update({
      search: '',
      tagID: null,
      statuses: [],
      disconnected: DEFAULT_VIEW_SETTINGS.disconnected,
      maintenance: DEFAULT_VIEW_SETTINGS.maintenance,
    });
  const retry = () => Promise.all([viewsQuery.refetch(), countsQuery.refetch()]);
  const hrefFor = (view: ListedView) => {
    const customer =
      customerSegment ?? (view.customerID === customerID ? undefined : view.customerID);
    return view.viewType === OVERLAY_VIEW_TYPE
      ? overlayViewPath(customer, view.id)
      : viewPath(customer, view.name);
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleteFailure(null);
    try {
      if (pendingDelete.kind === 'view') {
        const { view } = pendingDelete;
        await deleteView({ variables: { id: view.id, customerID: view.customerID } });
      } else if (customerID) {
        await deleteTag({ variables: { id: pendingDelete.tag.id, customerID } });
        if (pendingDelete.tag.id === tagID) update({ tagID: null });
      }
    } catch (error) {
      setDeleteFailure(errorMessage(error) ?? messages.deleteError);
      return;
    }
    setDeleteOpen(false);
    // Counts, tag totals and possibly the page all moved.
    await Promise.all([viewsQuery.refetch(), countsQuery.refetch(), tagsQuery.refetch()]).catch(
      () => {},
    );
  };

  const createButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setCreating(true)}
      disabled={!customerID}
      title={customerID ? undefined : viewListTexts.noCustomer}
    >
      {viewListTexts.createView}
    </Button>
  );

  let body;
  if (viewsQuery.error && !shown) {
    body = <RetryBanner retry={retry}>{viewsQuery.error.message}</RetryBanner>;
  } else if (views === null) {
    body = (
      <CardGrid loadingLabel={viewListTexts.loadingViews}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ViewCardSkeleton key={i} />
        ))}
      </CardGrid>
    );
  } else if (views.length === 0 && !loading) {
    body = (
      <Box data-testid="views-empty" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {filtered ? viewListTexts.noMatch : viewListTexts.noViews}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {filtered
            ? viewListTexts.noMatchHint(
                search,
                statuses,
                tags.find((tag) => tag.id === tagID)?.path ?? null,
              )
            : viewListTexts.noViewsHint}
        </Typography>
        {filtered ? (
          <Button variant="outlined" onClick={clearFilters}>
            {viewListTexts.clearFilters}
          </Button>
        ) : (
          createButton
        )}
      </Box>
    );
  } else {
    body = (
      <>
        {viewsQuery.error ? (
          <StatusBanner kind="error">{viewsQuery.error.message}</StatusBanner>
        ) : null}
        <CardGrid>
          {views.map((view) => (
            <ViewCard
              key={view.id}
              view={view}
              href={hrefFor(view)}
              now={now}
              onTagClick={selectTag}
              onDelete={(target) => askDelete({ kind: 'view', view: target })}
            />
          ))}
        </CardGrid>
        {pageCount > 1 ? (
          <Pagination
            sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
            aria-label={viewListTexts.pagesLabel}
            count={pageCount}
            page={Math.min(page, pageCount - 1) + 1}
            onChange={(_event, next) => update({ offset: (next - 1) * VIEWS_PAGE_SIZE })}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={viewListTexts.title}
        actions={
          <>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={display}
              aria-label={viewListTexts.displayLabel}
              onChange={(_event, next: ViewsDisplay | null) => {
                if (next) setDisplay(next);
              }}
            >
              <ToggleButton value="map">{viewListTexts.map}</ToggleButton>
              <ToggleButton value="list">{viewListTexts.list}</ToggleButton>
            </ToggleButtonGroup>
            {createButton}
          </>
        }
      />
      <ViewsToolbar
        params={params}
        tags={tags}
        counts={counts}
        onChange={update}
        onSearch={onSearch}
        onDeleteTag={
          // The server lets company managers delete tags (with the tags under them).
          sessionHasPermission(user, customerID, 'mc')
            ? (tag) => askDelete({ kind: 'tag', tag })
            : undefined
        }
      />
      {display === 'map' ? (
        <TagsMapPanel tags={pins} selectedTagID={tagID} onSelect={selectTag} />
      ) : null}
      <Box aria-busy={loading} sx={{ position: 'relative' }}>
        <Box sx={{ height: 4, mb: 1 }}>
          {loading && shown ? <LinearProgress aria-label={viewListTexts.loadingViews} /> : null}
        </Box>
        {body}
      </Box>
      {customerID ? (
        <CreateViewDialog
          open={creating}
          customerID={customerID}
          tags={tags}
          canMakePublic={sessionHasPermission(user, customerID, 'cpv')}
          canAddTags={sessionHasPermission(user, customerID, 'mc')}
          onClose={() => setCreating(false)}
          onCreated={(name) => void navigate(viewPath(customerSegment, name))}
          onOverlay={(name) => void navigate(overlayNewPath(customerSegment, name))}
        />
      ) : null}
      <ConfirmDialog
        open={deleteOpen}
        title={
          pendingDelete?.kind === 'view'
            ? viewListTexts.deleteViewTitle(pendingDelete.view.name)
            : pendingDelete?.kind === 'tag'
              ? viewListTexts.deleteTagTitle(pendingDelete.tag.path)
              : ''
        }
        body={
          <>
            {deleteFailure ? <StatusBanner kind="error">{deleteFailure}</StatusBanner> : null}
            {pendingDelete?.kind === 'tag'
              ? viewListTexts.deleteTagBody
              : viewListTexts.deleteViewBody}
          </>
        }
        confirmLabel={viewListTexts.delete}
        confirmColor="error"
        busy={deleteViewState.loading || deleteTagState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteOpen(false)}
      />
    </>
  );
}

function CardGrid({ children, loadingLabel }: { children: ReactNode; loadingLabel?: string }) {
  return (
    <Box
      role={loadingLabel ? 'status' : undefined}
      aria-label={loadingLabel}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {children}
    </Box>
  );
}
