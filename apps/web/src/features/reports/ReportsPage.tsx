import Box from '@mui/material/Box';
import { useCallback } from 'react';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageHeader } from '../../components/PageHeader';
import { PageTabs } from '../../components/PageTabs';
import { StatusBanner } from '../../components/StatusBanner';
import { PastReportsTab } from './components/PastReportsTab';
import { ScheduledReportsTab } from './components/ScheduledReportsTab';
import { useReportsParams } from './hooks/useReportsParams';
import { REPORTS_TABS } from './reportParams';
import { reportTexts as texts } from './reportTexts';

const TAB_ID = 'reports-tab';
const PANEL_ID = 'reports-panel';

/**
 * /{customer}/reports (spec core §2): the customer's past PDF reports, paged on the server, and
 * its scheduled reports, on two tabs (query tab, and page for the past reports).
 */
export function ReportsPage() {
  usePageTitle(texts.title);
  const { customerID } = useCustomerID();
  const [{ tab, page }, update] = useReportsParams();
  const onPage = useCallback((next: number) => update({ page: next }), [update]);

  return (
    <>
      <PageHeader title={texts.title} />
      {customerID ? (
        <>
          <PageTabs
            tabs={REPORTS_TABS}
            value={tab}
            labels={texts.tabs}
            onChange={(next) => update({ tab: next })}
            label={texts.tabsLabel}
            idPrefix={TAB_ID}
            panelId={PANEL_ID}
          />
          <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`${TAB_ID}-${tab}`}>
            {tab === 'past' ? (
              <PastReportsTab customerID={customerID} page={page} onPage={onPage} />
            ) : (
              <ScheduledReportsTab customerID={customerID} />
            )}
          </Box>
        </>
      ) : (
        <StatusBanner kind="info">{texts.noCustomer}</StatusBanner>
      )}
    </>
  );
}
