import type { MailMessage } from '../../mail/MailTransport.js';

/** Who sent a bug report, as the support team reads it. */
export interface BugReporter {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  customer: { id: number; name: string } | null;
}

/**
 * The e-mail telling the support address of a bug report: the subject and description as typed,
 * the address to answer, and who sent it (the signed-in account, which may differ from it).
 */
export function bugReportEmail(input: {
  to: string;
  reportId: number;
  email: string;
  subject: string;
  description: string | null;
  reporter: BugReporter;
  publicUrl: string;
}): MailMessage {
  const { reporter } = input;
  const name = [reporter.firstName, reporter.lastName].filter(Boolean).join(' ');
  const account = name ? `${name} <${reporter.email}>` : reporter.email;
  return {
    to: input.to,
    subject: `[Bug report #${input.reportId}] ${input.subject}`,
    text: [
      `Subject: ${input.subject}`,
      `Answer to: ${input.email}`,
      `Account: ${account} (user ${reporter.id})`,
      `Company: ${reporter.customer ? `${reporter.customer.name} (${reporter.customer.id})` : 'none'}`,
      `Server: ${input.publicUrl}`,
      '',
      input.description ?? '(no description)',
    ].join('\n'),
  };
}
