import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { StatusBanner } from '../../../components/StatusBanner';
import type { BannerKind } from '../../../components/StatusBanner';
import { ReportsDocument } from '../../../graphql/generated/graphql';
import type { ReportFieldsFragment } from '../../../graphql/generated/graphql';
import { useDeleteReport } from '../hooks/useDeleteReport';
import { REPORTS_PAGE_SIZE } from '../reportParams';
import { reportFileNameOf } from '../reportFormat';
import { reportTexts as texts } from '../reportTexts';
import { ReportsTable } from './ReportsTable';

export interface PastReportsTabProps {
  customerID: string;
  /** Zero-based. */
  page: number;
  onPage: (page: number) => void;
}

interface Notice {
  kind: BannerKind;
  text: string;
}

/** The kept reports, newest first, paged on the server; each downloads again or is deleted. */
export function PastReportsTab({ customerID, page, onPage }: PastReportsTabProps) {
  const list = useQuery(ReportsDocument, {
    variables: { customerID, limit: REPORTS_PAGE_SIZE, offset: page * REPORTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads, the previous rows stay, under a progress bar.
  const shown = list.data ?? list.previousData;
  const reports = shown?.reports.reports ?? null;
  const total = shown?.reports.total ?? 0;

  const [deleteReport, deleteState] = useDeleteReport(customerID);
  // The report stays named while the dialog closes.
  const [deleting, setDeleting] = useState<ReportFieldsFragment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  // A deep link past the last page (or the last report of the last page deleted): go back to the
  // last page there is.
  const lastPage = Math.max(0, Math.ceil(total / REPORTS_PAGE_SIZE) - 1);
  const pastTheEnd = list.data !== undefined && list.data.reports.reports.length === 0 && page > 0;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage, onPage]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteReport(deleting.id);
      setNotice({ kind: 'ok', text: texts.reportDeleted });
    } catch (failure) {
      // The server says why (not the report's creator, nor able to update its view …).
      setNotice({ kind: 'error', text: errorMessage(failure) ?? messages.snackbarError });
    }
    setConfirming(false);
  };
  const askDelete = useCallback((report: ReportFieldsFragment) => {
    setDeleting(report);
    setConfirming(true);
  }, []);

  const empty =
    reports !== null && reports.length === 0 && !list.loading && !pastTheEnd ? (
      <ListEmptyState testId="reports-empty" title={texts.pastEmpty} hint={texts.pastEmptyHint} />
    ) : null;

  return (
    <>
      {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
      <PagedTable
        query={list}
        loadingLabel={texts.loadingPast}
        empty={empty}
        count={total}
        page={page}
        rowsPerPage={REPORTS_PAGE_SIZE}
        onPage={onPage}
      >
        <ReportsTable reports={reports} onDelete={askDelete} />
      </PagedTable>
      <ConfirmDialog
        open={confirming}
        title={texts.deleteReportTitle}
        body={deleting ? texts.deleteReportBody(reportFileNameOf(deleting)) : null}
        confirmLabel={texts.delete}
        confirmColor="error"
        busy={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
