import {
  NOTIFY_GROUP_WINDOW_MS,
  NOTIFY_MAX_ATTEMPTS,
  NOTIFY_MAX_PER_USER_PER_MINUTE,
  notificationRetryDelayMs,
  smsNumber,
} from '@vigil/domain';
import { signAlertToken } from '../../auth/alertTokens.js';
import type { Database } from '../../db/client.js';
import type { Metrics } from '../../http/metrics.js';
import { DeliveryError } from '../../mail/deliveryError.js';
import type { MailTransport } from '../../mail/MailTransport.js';
import type { SmsProvider } from '../../mail/SmsProvider.js';
import { alertEmail, alertSms, type MessageContext } from './alertMessages.js';
import {
  claimDueNotifications,
  deferNotifications,
  markNotificationsFailed,
  markNotificationsSent,
  sentSince,
  type ClaimedNotification,
} from './notifications.repository.js';

export interface NotificationDispatcherOptions {
  db: Database;
  mail: MailTransport;
  sms: SmsProvider;
  productName: string;
  publicUrl: string;
  /** Signs the acknowledge links (the session secret). */
  secret: string;
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  metrics?: Pick<Metrics, 'notifications'>;
  /** How often the outbox is looked at without a wake-up (retries, deferred rows). */
  pollMs?: number;
  now?: () => number;
}

/** Rows one run claims at most. */
const CLAIM_BATCH = 200;
/** How long a claim holds a row from other processes: longer than any send takes. */
const LEASE_MS = 120_000;
const MINUTE_MS = 60_000;

/**
 * Sends the outbox (ADR 014): claims due rows with SKIP LOCKED and a lease, so each is sent by
 * one process; groups a user's rows into one message; holds a user's later rows to the end of a
 * short window after their last message and caps messages per user per minute (storm control);
 * marks each row sent, retried with back-off (transient failures) or failed (permanent ones, or
 * too many tries). A crash between the peer's acceptance and the row's update sends that one
 * message again once its lease runs out: at least once, and once in every other case.
 */
export function createNotificationDispatcher(options: NotificationDispatcherOptions) {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const context: MessageContext = {
    productName: options.productName,
    publicUrl: options.publicUrl,
    tokenFor: (n) =>
      signAlertToken(
        { alarmId: n.alarmId, userId: n.userId, customerId: n.customerId },
        options.secret,
        now(),
      ),
  };

  const count = (channel: string, outcome: 'sent' | 'retried' | 'failed', n: number) =>
    options.metrics?.notifications.inc({ channel, outcome }, n);

  async function deliver(group: readonly ClaimedNotification[]): Promise<void> {
    const [first] = group;
    if (!first) return;
    if (first.channel === 'EMAIL') {
      await options.mail.send(alertEmail(first.email, group, context));
      return;
    }
    const to = smsNumber(first.phone);
    if (!to) throw new DeliveryError('The user has no phone number an SMS can go to.', true);
    await options.sms.send({ to, text: alertSms(group, context) });
  }

  async function settle(group: readonly ClaimedNotification[], error: unknown): Promise<void> {
    const ids = group.map((n) => n.id);
    const channel = group[0]?.channel ?? 'EMAIL';
    const message =
      error instanceof DeliveryError ? error.message : 'The message could not be sent.';
    const attempts = Math.max(...group.map((n) => n.attempts));
    const permanent =
      (error instanceof DeliveryError && error.permanent) || attempts >= NOTIFY_MAX_ATTEMPTS;
    if (!(error instanceof DeliveryError)) log.error({ err: error }, 'notification send failed');
    await markNotificationsFailed(
      db,
      ids,
      message,
      permanent ? null : now() + notificationRetryDelayMs(attempts),
    );
    count(channel, permanent ? 'failed' : 'retried', ids.length);
  }

  /** One pass over the due outbox; returns how many rows it sent. */
  async function runOnce(): Promise<number> {
    const claimed = await db.transaction((tx) => claimDueNotifications(tx, CLAIM_BATCH, LEASE_MS));
    if (claimed.length === 0) return 0;
    const groups = new Map<string, ClaimedNotification[]>();
    for (const n of claimed) {
      const key = `${n.userId}:${n.channel}`;
      groups.set(key, [...(groups.get(key) ?? []), n]);
    }
    const at = now();
    const recent = await sentSince(db, [...new Set(claimed.map((n) => n.userId))], at - MINUTE_MS);
    let sent = 0;
    for (const [key, group] of groups) {
      const history = recent.get(key);
      // Storm control: later rows wait for the end of the window after the last message (and
      // for the minute's cap), then go out together.
      const windowEnd = history ? history.last + NOTIFY_GROUP_WINDOW_MS : 0;
      const capEnd =
        history && history.count >= NOTIFY_MAX_PER_USER_PER_MINUTE ? history.last + MINUTE_MS : 0;
      const until = Math.max(windowEnd, capEnd);
      if (until > at) {
        await deferNotifications(
          db,
          group.map((n) => n.id),
          until,
        );
        continue;
      }
      try {
        await deliver(group);
      } catch (error) {
        await settle(group, error);
        continue;
      }
      await markNotificationsSent(
        db,
        group.map((n) => n.id),
      );
      count(group[0]!.channel, 'sent', group.length);
      sent += group.length;
    }
    return sent;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        try {
          total += await runOnce();
        } catch (err) {
          log.error({ err }, 'notification outbox run failed');
        }
      } while (again && !stopped);
      return total;
    })().finally(() => (running = undefined));
    return running;
  }

  return {
    /** Looks at the outbox now (after a commit that wrote notifications). */
    wake(): void {
      if (!stopped) void run();
    },
    /** One run to its end (tests). */
    runOnce: run,
    start(): void {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => void run(), options.pollMs ?? 1_000);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      await options.mail.close();
    },
    /** A test message on every channel the user has, sent at once (not through the outbox). */
    async sendTest(
      user: { email: string; phone: string | null },
      productName: string,
    ): Promise<{ channel: 'EMAIL' | 'SMS'; sent: boolean; error: string | null }[]> {
      const text = `This is a test alert from ${productName}. Alarm notifications will reach you here.`;
      const attempts: { channel: 'EMAIL' | 'SMS'; send: () => Promise<unknown> }[] = [
        {
          channel: 'EMAIL',
          send: () =>
            options.mail.send({ to: user.email, subject: `[${productName}] Test alert`, text }),
        },
      ];
      const phone = smsNumber(user.phone);
      if (phone)
        attempts.push({ channel: 'SMS', send: () => options.sms.send({ to: phone, text }) });
      const results = [];
      for (const attempt of attempts) {
        try {
          await attempt.send();
          results.push({ channel: attempt.channel, sent: true, error: null });
        } catch (error) {
          const message =
            error instanceof DeliveryError ? error.message : 'The message could not be sent.';
          if (!(error instanceof DeliveryError)) log.warn({ err: error }, 'test alert failed');
          results.push({ channel: attempt.channel, sent: false, error: message });
        }
      }
      return results;
    },
  };
}

export type NotificationDispatcher = ReturnType<typeof createNotificationDispatcher>;
