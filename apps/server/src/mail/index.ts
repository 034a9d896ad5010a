export { DeliveryError } from './deliveryError.js';
export { HttpSmsProvider, type HttpSmsConfig } from './HttpSmsProvider.js';
export { LogMailTransport, MAIL_NOT_CONFIGURED } from './LogMailTransport.js';
export { LogSmsProvider, SMS_NOT_CONFIGURED } from './LogSmsProvider.js';
export type { MailMessage, MailTransport } from './MailTransport.js';
export { mailTransportFromConfig } from './mailTransportFromConfig.js';
export { SmtpMailTransport, type SmtpMailConfig } from './SmtpMailTransport.js';
export type { SmsMessage, SmsProvider } from './SmsProvider.js';
export { smsProviderFromConfig } from './smsProviderFromConfig.js';
