import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStore } from '../files/FileStore.js';
import type { Ingest } from '../ingest/createIngest.js';
import type { LivePublisher } from '../live/LivePublisher.js';
import type { MailTransport } from '../mail/MailTransport.js';
import type { NotificationDispatcher } from '../modules/alerts/notificationDispatcher.js';
import type { SessionRecord, UserRecord } from '../modules/access/access.repository.js';

/** What the browser's cookie jar needs from a request: set or clear the session cookie. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** What services tell the ingestion pipeline: a gateway's equipment or sensors, or alarm rules, changed. */
export type IngestHooks = Pick<Ingest, 'forgetGateway' | 'alarmRules'>;

/** What onboarding needs of the context (the demo and process tests onboard without a server). */
export type OnboardingContext = Pick<GraphQLContext, 'db'> & {
  ingest: Pick<Ingest, 'forgetGateway'>;
};

export interface GraphQLContext {
  config: Config;
  db: Database;
  /** Pushes to browsers' live feed. */
  live: LivePublisher;
  /** Where uploaded images and equipment files live (disk or S3). */
  files: FileStore;
  /** The ingestion pipeline, told when a gateway's equipment, sensors or alarm rules change. */
  ingest: IngestHooks;
  /**
   * Sends one e-mail at once (a view's invitation): the server's mail transport (SMTP_URL), shared
   * with the alert notifications; rejects when the message is not accepted.
   */
  mail: Pick<MailTransport, 'send'>;
  /** Wakes the scheduled-report runner when a run was queued (send now). */
  reports?: { wake(): void };
  /** Sends test alerts (the outbox itself is sent in the background). */
  notifications: Pick<NotificationDispatcher, 'sendTest'>;
  /** The session behind the request's cookie, if any and not expired. */
  session: SessionRecord | null;
  /** The fully signed-in user (password and, when enabled, authenticator code). */
  viewer: UserRecord | null;
  ip: string | null;
  /** The HTTP request's id: named in the log and in an unexpected error's answer. */
  requestId: string;
  cookie: SessionCookie;
}
