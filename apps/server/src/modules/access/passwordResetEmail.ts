import type { MailMessage } from '../../mail/MailTransport.js';

/** The forgot-password e-mail: the link (`/forgotPassword/{token}`), valid one hour, once. */
export function passwordResetEmail(input: {
  to: string;
  productName: string;
  publicUrl: string;
  token: string;
}): MailMessage {
  const link = `${input.publicUrl}/forgotPassword/${input.token}`;
  return {
    to: input.to,
    subject: `[${input.productName}] Reset your password`,
    text: [
      `Someone asked to reset the password of your ${input.productName} account.`,
      '',
      `Choose a new password: ${link}`,
      '',
      'The link works once, for one hour. If you did not ask for it, you can ignore this message:',
      'your password stays as it is.',
    ].join('\n'),
  };
}
