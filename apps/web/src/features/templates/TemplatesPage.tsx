import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { PageTabs } from '../../components/PageTabs';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { TemplatesDocument } from '../../graphql/generated/graphql';
import type { TemplateFieldsFragment } from '../../graphql/generated/graphql';
import { TemplatesTable } from './components/TemplatesTable';
import { useTemplateListParams } from './hooks/useTemplateListParams';
import { TEMPLATE_LIST_TABS, TEMPLATE_PAGE_SIZE, templateListVariables } from './templateParams';
import { templatePath } from './templatePaths';
import { templateTexts as texts } from './templateTexts';

const TAB_ID = 'templates-tab';
const PANEL_ID = 'templates-panel';

/**
 * /{customer}/templates (spec core §2): the templates the customer sees, on tabs (query tab:
 * all, the customer's own, defaults), searched and paged on the server, all of it in the URL.
 * Templates are made from a view (Create View Template), so this page only lists them.
 */
export function TemplatesPage() {
  usePageTitle(texts.listTitle);
  const { customerSegment, customerID } = useCustomerID();
  const [params, update] = useTemplateListParams();
  const { tab, query, page } = params;

  const list = useQuery(TemplatesDocument, {
    variables: templateListVariables(params, customerID),
    fetchPolicy: 'cache-and-network',
  });
  // While the next page or search loads, the previous rows stay, under a progress bar.
  const shown = list.data ?? list.previousData;
  const templates = shown?.templates ?? null;
  const total = templates?.[0]?.templateCount ?? 0;

  const onSearch = useCallback((next: string) => update({ query: next }), [update]);
  const pathFor = useCallback(
    (template: TemplateFieldsFragment) => templatePath(customerSegment, template.id),
    [customerSegment],
  );

  // A deep link past the last page (the list shrank since): go to the last page there is.
  const lastPage = Math.max(0, Math.ceil(total / TEMPLATE_PAGE_SIZE) - 1);
  const pastTheEnd = list.data !== undefined && list.data.templates.length === 0 && page > 0;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);

  let body;
  if (list.error && !shown) {
    body = <RetryBanner retry={list.refetch}>{list.error.message}</RetryBanner>;
  } else if (templates !== null && templates.length === 0 && !list.loading && !pastTheEnd) {
    body = (
      <Box data-testid="templates-empty" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {query ? texts.noMatch : texts.empty[tab]}
        </Typography>
        {query ? (
          <Button variant="outlined" onClick={() => update({ query: '' })}>
            {texts.clearSearch}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {texts.emptyHint}
          </Typography>
        )}
      </Box>
    );
  } else {
    body = (
      <>
        {list.error ? <StatusBanner kind="error">{list.error.message}</StatusBanner> : null}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <TemplatesTable templates={templates} pathFor={pathFor} />
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, lastPage)}
          rowsPerPage={TEMPLATE_PAGE_SIZE}
          rowsPerPageOptions={[TEMPLATE_PAGE_SIZE]}
          onPageChange={(_event, next) => update({ page: next })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={texts.listTitle} />
      <PageTabs
        tabs={TEMPLATE_LIST_TABS}
        value={tab}
        labels={texts.tabs}
        onChange={(next) => update({ tab: next })}
        label={texts.tabsLabel}
        idPrefix={TAB_ID}
        panelId={PANEL_ID}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`${TAB_ID}-${tab}`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <DebouncedSearchField label={texts.search} value={query} onSearch={onSearch} />
        </Box>
        <Paper variant="outlined" aria-busy={list.loading}>
          <Box sx={{ height: 4 }}>
            {list.loading && shown ? <LinearProgress aria-label={texts.loadingList} /> : null}
          </Box>
          {body}
        </Paper>
      </Box>
    </>
  );
}
