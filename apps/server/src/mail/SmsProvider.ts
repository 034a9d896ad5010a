export interface SmsMessage {
  /** The recipient's number in international (E.164) form, e.g. +15551234567. */
  to: string;
  text: string;
}

/**
 * Sends notification SMS: to the HTTP gateway at SMS_URL when set, refused as not configured
 * otherwise (smsProviderFromConfig).
 *
 * Failure model: `send` resolves once the gateway has accepted the message and rejects with a
 * DeliveryError otherwise: `permanent` when the gateway refused this request (4xx but 408 and
 * 429) or SMS is not configured; not permanent for 5xx, 408, 429, no answer in time and network
 * errors, which are worth retrying later. Errors never carry the token or the URL.
 */
export interface SmsProvider {
  /** `id` is the gateway's id for the message, or one made up when it gives none. */
  send(message: SmsMessage): Promise<{ id: string }>;
}
