import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SubmitBugReportDocument } from '../../../graphql/generated/graphql';

export interface BugReport {
  email: string;
  subject: string;
  description?: string | undefined;
}

/**
 * Sends a bug report. Resolves true once it was mailed to the support address, false when the
 * server kept it without mailing it (the page must say so); rejects when it was refused.
 */
export function useSubmitBugReport() {
  const [mutate, state] = useMutation(SubmitBugReportDocument);
  const submit = useCallback(
    async (report: BugReport) => {
      const result = await mutate({
        variables: {
          email: report.email,
          subject: report.subject,
          description: report.description ?? null,
        },
      });
      return result.data?.submitBugReport ?? false;
    },
    [mutate],
  );
  return [submit, state] as const;
}
