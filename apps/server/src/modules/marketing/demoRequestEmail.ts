import type { MailMessage } from '../../mail/MailTransport.js';
import type { NewMarketingRequest } from './marketing.repository.js';

/** A demo, pricing or partnership request as it was kept (the sender's IP is not mailed). */
export interface StoredMarketingRequest extends Omit<NewMarketingRequest, 'ip'> {
  id: number;
}

const TYPE_LABELS: Readonly<Record<string, string>> = {
  demo: 'Demo request',
  Pricing: 'Pricing request',
  'Partnership Info': 'Partnership request',
};

/** One line: names and companies go into the Subject header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The e-mail telling the sales address of a request from the public site: who asked, how to
 * reach them, the plan and notes, and the brand they saw.
 */
export function demoRequestEmail(input: {
  to: string;
  request: StoredMarketingRequest;
  publicUrl: string;
}): MailMessage {
  const { request } = input;
  const label = TYPE_LABELS[request.type] ?? 'Request';
  const who = request.company
    ? `${oneLine(request.name)} (${oneLine(request.company)})`
    : oneLine(request.name);
  return {
    to: input.to,
    subject: `[${label} #${request.id}] ${who}`,
    text: [
      `Type: ${request.type}`,
      `Name: ${request.name}`,
      `E-mail: ${request.email}`,
      `Company: ${request.company ?? 'not given'}`,
      `Phone: ${request.phone ?? 'not given'}`,
      `Plan: ${request.planType}`,
      `Product: ${request.productName}`,
      `Server: ${input.publicUrl}`,
      '',
      request.notes ?? '(no notes)',
    ].join('\n'),
  };
}
