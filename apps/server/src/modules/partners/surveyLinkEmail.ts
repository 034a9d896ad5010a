import type { MailMessage } from '../../mail/MailTransport.js';

/**
 * The e-mail that sends a site survey's link (/partners/survey/{token}) to the site's contact:
 * who asks, for which company, and the link, which works until the partner turns it off.
 */
export function surveyLinkEmail(input: {
  to: string;
  productName: string;
  partnerName: string;
  customerName: string;
  siteName: string | null;
  url: string;
}): MailMessage {
  const site = input.siteName ? ` (${input.siteName})` : '';
  return {
    to: input.to,
    subject: `[${input.productName}] Site survey for ${input.customerName}`,
    text: [
      `${input.partnerName} asks you to fill in a site survey for ${input.customerName}${site} on ${input.productName}.`,
      '',
      `Open the survey: ${input.url}`,
      '',
      'List the equipment at the site, add photos or documents, and mark the survey done when you',
      'have finished. If you did not expect this message, you can ignore it.',
    ].join('\n'),
  };
}
