import type { MailMessage } from '../../mail/MailTransport.js';

/** Why an address is sent a verification link: what the e-mail tells them. */
export type InvitationReason =
  /** A view was shared with an address that had no account. */
  | { kind: 'view'; viewName: string }
  /** A company's manager of users invited them (inviteToCompany, reinviteToCompany). */
  | { kind: 'company'; companyName: string }
  /** They asked for a new link on the resend page (updateToken). */
  | { kind: 'resend' };

/**
 * The e-mail with a verification link (`/verify/{token}`), where an invited user sets their
 * password: who invited them to what, or that they asked for a new link; valid 24 hours.
 */
export function invitationEmail(input: {
  to: string;
  productName: string;
  publicUrl: string;
  token: string;
  /** Who invited them, as their name reads; null for a link the user asked for. */
  invitedBy: string | null;
  reason: InvitationReason;
}): MailMessage {
  const { productName, reason } = input;
  const link = `${input.publicUrl}/verify/${input.token}`;
  const by = input.invitedBy ?? `The ${productName} team`;
  const [subject, opening] =
    reason.kind === 'view'
      ? [
          `[${productName}] ${by} shared the view ${reason.viewName} with you`,
          `${by} shared the view "${reason.viewName}" with you on ${productName}.`,
        ]
      : reason.kind === 'company'
        ? [
            `[${productName}] ${by} invited you to ${reason.companyName}`,
            `${by} invited you to join ${reason.companyName} on ${productName}.`,
          ]
        : [
            `[${productName}] Your new verification link`,
            `Here is the new link you asked for to verify your e-mail address on ${productName}.`,
          ];
  return {
    to: input.to,
    subject,
    text: [
      opening,
      '',
      `Set your password: ${link}`,
      '',
      'The link works for 24 hours. If you did not expect this message, you can ignore it.',
    ].join('\n'),
  };
}
