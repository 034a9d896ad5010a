import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { skipToken, useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageTabs } from '../../components/PageTabs';
import { ListEmptyState } from '../../components/ListEmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { LibraryListDocument, LibraryManufacturersDocument } from '../../graphql/generated/graphql';
import type { LibraryFieldsFragment } from '../../graphql/generated/graphql';
import { LibrariesTable } from './components/LibrariesTable';
import { LibrariesToolbar } from './components/LibrariesToolbar';
import { LibraryFormDialog } from './components/LibraryFormDialog';
import { useAddLibrary } from './hooks/useAddLibrary';
import { useLibraryListParams } from './hooks/useLibraryListParams';
import { useLibraryPermissions } from './hooks/useLibraryPermissions';
import { EMPTY_LIBRARY_FORM } from './libraryForms';
import { LIBRARY_LIST_TABS, LIBRARY_PAGE_SIZE, libraryListVariables } from './libraryParams';
import { libraryPath } from './libraryPaths';
import type { LibraryLinkState } from './libraryPaths';
import { libraryTexts as texts } from './libraryTexts';
import { SnmpBuilderButton } from './snmpBuilder/SnmpBuilderButton';
import { snmpBuilderTexts } from './snmpBuilder/snmpBuilderTexts';
import { SnmpTemplateBuilderDialog } from './snmpBuilder/SnmpTemplateBuilderDialog';

const TAB_ID = 'libraries-tab';
const PANEL_ID = 'libraries-panel';

/**
 * /{customer}/libraries (spec core §2): the customer's libraries, the built-in and shared ones,
 * and those with a Modbus or SNMP template, on tabs (lib_tab); searched, filtered by
 * manufacturer and paged on the server, all of it in the URL. Users who may create libraries
 * (cl) start a new one here.
 */
export function LibrariesPage() {
  usePageTitle(texts.listTitle);
  const { customerSegment, customerID } = useCustomerID();
  const permissions = useLibraryPermissions(customerID);
  const [params, update] = useLibraryListParams();
  const { tab, query, manufacturer, showArchived, page } = params;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [creating, setCreating] = useState(false);
  const [addLibrary] = useAddLibrary();

  const list = useQuery(LibraryListDocument, {
    variables: libraryListVariables(params, customerID),
  });
  const manufacturerList = useQuery(
    LibraryManufacturersDocument,
    customerID ? { variables: { customerID } } : skipToken,
  );
  // While the next page or search loads, the previous rows stay, under a progress bar.
  const shown = list.data ?? list.previousData;
  const libraries = shown?.equipmentList ?? null;
  const total = shown?.equipmentListCount ?? 0;
  const filtered = query !== '' || manufacturer !== '';

  const onSearch = useCallback((next: string) => update({ query: next }), [update]);
  const linkState: LibraryLinkState = { from: `${pathname}${search}` };
  const pathFor = useCallback(
    (library: LibraryFieldsFragment) => libraryPath(customerSegment, library.id),
    [customerSegment],
  );

  // A deep link past the last page (the list shrank since): go to the last page there is.
  const lastPage = Math.max(0, Math.ceil(total / LIBRARY_PAGE_SIZE) - 1);
  const pastTheEnd = list.data !== undefined && list.data.equipmentList.length === 0 && page > 0;
  useEffect(() => {
    if (pastTheEnd && page > lastPage) update({ page: lastPage });
  }, [pastTheEnd, page, lastPage, update]);

  // On the customer's own tab, an empty list offers to add the first library.
  const canCreateHere = tab === 'mine' && permissions.canCreate;
  const empty =
    libraries !== null && total === 0 && !list.loading ? (
      <ListEmptyState
        testId="libraries-empty"
        title={filtered ? texts.noMatch : texts.empty[tab]}
        clear={
          filtered
            ? {
                label: texts.clearFilters,
                onClear: () => update({ query: '', manufacturer: '' }),
              }
            : null
        }
        hint={canCreateHere ? texts.emptyHintCreate : null}
      >
        {canCreateHere ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {texts.newLibrary}
          </Button>
        ) : null}
      </ListEmptyState>
    ) : null;

  return (
    <>
      <PageHeader
        title={texts.listTitle}
        actions={
          permissions.canCreate ? (
            <>
              <SnmpBuilderButton variant="outlined" startIcon={<AddIcon />}>
                {snmpBuilderTexts.newTemplate}
              </SnmpBuilderButton>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {texts.newLibrary}
              </Button>
            </>
          ) : null
        }
      />
      <PageTabs
        tabs={LIBRARY_LIST_TABS}
        value={tab}
        labels={texts.tabs}
        onChange={(next) => update({ tab: next })}
        label={texts.tabsLabel}
        idPrefix={TAB_ID}
        panelId={PANEL_ID}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`${TAB_ID}-${tab}`}>
        <LibrariesToolbar
          query={query}
          onSearch={onSearch}
          manufacturer={manufacturer}
          manufacturers={manufacturerList.data?.manufacturers ?? []}
          onManufacturerChange={(next) => update({ manufacturer: next })}
          showArchived={showArchived}
          onShowArchivedChange={(next) => update({ showArchived: next })}
        />
        <PagedTable
          query={list}
          loadingLabel={texts.loadingList}
          empty={empty}
          count={total}
          page={page}
          rowsPerPage={LIBRARY_PAGE_SIZE}
          onPage={(next) => update({ page: next })}
        >
          <LibrariesTable libraries={libraries} pathFor={pathFor} linkState={linkState} />
        </PagedTable>
      </Box>
      {permissions.canCreate && customerID ? (
        <SnmpTemplateBuilderDialog customerID={customerID} customerSegment={customerSegment} />
      ) : null}
      {creating && customerID ? (
        <LibraryFormDialog
          open
          title={texts.createTitle}
          submitLabel={texts.createSubmit}
          defaultValues={EMPTY_LIBRARY_FORM}
          failureMessage={messages.somethingWentWrong}
          save={(values) =>
            addLibrary({
              customerID,
              model: values.model,
              manufacturer: values.manufacturer,
              revision: values.revision ?? null,
              tags: values.tags,
            })
          }
          onClose={() => setCreating(false)}
          onSaved={(library) => {
            setCreating(false);
            void navigate(libraryPath(customerSegment, library.id), { state: linkState });
          }}
        />
      ) : null}
    </>
  );
}
