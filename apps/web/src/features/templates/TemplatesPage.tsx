import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { ListEmptyState } from '../../components/ListEmptyState';
import { PageTabs } from '../../components/PageTabs';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
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

  const empty =
    templates !== null && templates.length === 0 && !list.loading && !pastTheEnd ? (
      <ListEmptyState
        testId="templates-empty"
        title={query ? texts.noMatch : texts.empty[tab]}
        clear={query ? { label: texts.clearSearch, onClear: () => update({ query: '' }) } : null}
        hint={texts.emptyHint}
      />
    ) : null;

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
        <PagedTable
          query={list}
          loadingLabel={texts.loadingList}
          empty={empty}
          count={total}
          page={page}
          rowsPerPage={TEMPLATE_PAGE_SIZE}
          onPage={(next) => update({ page: next })}
        >
          <TemplatesTable templates={templates} pathFor={pathFor} />
        </PagedTable>
      </Box>
    </>
  );
}
