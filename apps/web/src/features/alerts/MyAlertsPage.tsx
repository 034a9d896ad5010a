import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback } from 'react';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import { AlarmList } from '../../components/alarms/AlarmList';
import { ALARM_LIST_PHASES } from '../../components/alarms/alarmLists';
import { alarmTexts } from '../../components/alarms/alarmTexts';
import { useAlarmList } from '../../components/alarms/hooks/useAlarmList';
import type { MyAlertsTab } from './alertsParams';
import { alertsTexts } from './alertsTexts';
import { AlertSettings } from './components/AlertSettings';
import { useMyAlertsParams } from './hooks/useMyAlertsParams';
import { useSignInOnUnauthenticated } from './hooks/useSignInOnUnauthenticated';

const TAB_ID = 'my-alerts-tab';
const PANEL_ID = 'my-alerts-panel';

/**
 * /{customer}/alerts, My Alerts (spec core §2, §4): the alarms on the views the user may read in
 * three lists (Open, Acknowledged, Cleared) with their counts, searched and paged, with
 * Acknowledge and each alarm's delivery log; and the user's alert settings. Tab, search and page
 * live in the URL, so a reload or a shared link shows the same list.
 */
export function MyAlertsPage() {
  usePageTitle(alertsTexts.title);
  const { customerID } = useCustomerID();
  const { params, setParams } = useMyAlertsParams();
  const { tab, query, page } = params;
  const list = useAlarmList({
    customerID,
    phase: tab === 'settings' ? 'open' : tab,
    query,
    mine: true,
    page,
    countsOnly: tab === 'settings',
  });
  const leaving = useSignInOnUnauthenticated(list.error);
  const onSearch = useCallback((next: string) => setParams({ query: next }), [setParams]);
  const onPageChange = useCallback(
    (next: number, options?: { replace?: boolean }) => setParams({ page: next }, options),
    [setParams],
  );

  if (!customerID) {
    return (
      <>
        <PageHeader title={alertsTexts.title} />
        <StatusBanner kind="info">{alarmTexts.noCustomer}</StatusBanner>
      </>
    );
  }
  return (
    <>
      <PageHeader title={alertsTexts.title} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: MyAlertsTab) => setParams({ tab: next })}
          aria-label={alertsTexts.tabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {ALARM_LIST_PHASES.map((phase) => (
            <Tab
              key={phase}
              value={phase}
              label={alarmTexts.phaseWithCount(
                alarmTexts.phases[phase],
                list.counts?.[phase] ?? null,
              )}
              id={`${TAB_ID}-${phase}`}
              aria-controls={PANEL_ID}
            />
          ))}
          <Tab
            value="settings"
            label={alertsTexts.settingsTab}
            id={`${TAB_ID}-settings`}
            aria-controls={PANEL_ID}
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`${TAB_ID}-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'settings' ? (
          <AlertSettings customerID={customerID} />
        ) : leaving ? null : (
          <>
            <Box sx={{ display: 'flex', mb: 2 }}>
              <DebouncedSearchField
                label={alarmTexts.searchLabel}
                value={query}
                onSearch={onSearch}
              />
            </Box>
            <AlarmList
              list={list}
              phase={tab}
              query={query}
              page={page}
              onPageChange={onPageChange}
              onClearSearch={() => setParams({ query: '' })}
            />
          </>
        )}
      </Box>
    </>
  );
}
