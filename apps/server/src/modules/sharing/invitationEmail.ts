import type { MailMessage } from '../../mail/MailTransport.js';

/** How long an invitation link works (spec access §2: verification within 24 hours). */
export const INVITATION_LIFETIME_MS = 24 * 3600_000;

/**
 * The e-mail inviting an address with no account to a view shared with it: the view's name, who
 * shared it, and the link where they set their password (`/verify/{token}`).
 */
export function invitationEmail(input: {
  to: string;
  productName: string;
  publicUrl: string;
  token: string;
  viewName: string;
  invitedBy: string;
}): MailMessage {
  const link = `${input.publicUrl}/verify/${input.token}`;
  return {
    to: input.to,
    subject: `[${input.productName}] ${input.invitedBy} shared the view ${input.viewName} with you`,
    text: [
      `${input.invitedBy} shared the view "${input.viewName}" with you on ${input.productName}.`,
      '',
      `Set your password to open it: ${link}`,
      '',
      'The link works for 24 hours. If you did not expect this message, you can ignore it.',
    ].join('\n'),
  };
}
