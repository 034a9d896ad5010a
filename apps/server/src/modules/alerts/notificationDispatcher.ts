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
  markNotificationsFailed,
  markNotificationsSent,
  type ClaimedNotification,
  type NotificationKey,
  type StormControl,
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
  /** How often the outbox is looked at without a wake-up (retries, held rows). */
  pollMs?: number;
  /** Messages in flight at once (SEND_CONCURRENCY). */
  concurrency?: number;
  now?: () => number;
}

/** Rows one claim takes at most. */
const CLAIM_BATCH = 200;
/** How long a claim holds a row from other processes: longer than any send takes. */
const LEASE_MS = 120_000;
/**
 * Messages in flight at once. Sending one user after another left the outbox behind whenever
 * each SMTP exchange waited for a busy event loop (issue 15, bench/README.md `alarms`); this
 * many overlap, as many as the SMTP transport keeps pooled connections (SmtpMailTransport).
 */
const SEND_CONCURRENCY = 5;
const STORM: StormControl = {
  windowMs: NOTIFY_GROUP_WINDOW_MS,
  perMinute: NOTIFY_MAX_PER_USER_PER_MINUTE,
};

type Group = readonly ClaimedNotification[];
const keyOf = (n: NotificationKey) => `${n.userId}:${n.channel}`;

/**
 * Sends the outbox (ADR 014): claims due rows with SKIP LOCKED and a lease, so each is sent by
 * one process; groups a user's rows into one message; storm control holds a user's later rows to
 * the end of a short window after their last message and caps messages per user per minute,
 * both in SQL (the claim passes over held rows, marking a message sent holds the rest); marks
 * each row sent, retried with back-off (transient failures) or failed (permanent ones, or too
 * many tries). Up to SEND_CONCURRENCY messages, each to a different user, are in flight at once,
 * and a claim may run while they are: a new alarm waits for a free slot, not for a whole batch.
 * A crash between the peer's acceptance and the row's update sends that one message again once
 * its lease runs out: at least once, and once in every other case.
 */
export function createNotificationDispatcher(options: NotificationDispatcherOptions) {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  const concurrency = options.concurrency ?? SEND_CONCURRENCY;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Someone asked for a look at the outbox since the last claim began. */
  let wanted = false;
  let claiming = false;
  /** Claimed groups waiting for a free slot, and the keys of those being sent. */
  const queue: Group[] = [];
  const sending = new Map<string, NotificationKey>();
  let sentRows = 0;
  /**
   * Until when storm control holds each (user, channel) this process sent to (the group window
   * after its message; the cap may hold it longer, which the claim then finds). Rows written for
   * a held key wait for the hold's end, so they need no claim before it.
   */
  const holds = new Map<string, number>();
  let holdTimer: { at: number; timer: NodeJS.Timeout } | undefined;
  let idle: { promise: Promise<void>; resolve: () => void } | undefined;

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

  async function deliver(group: Group): Promise<void> {
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

  async function settle(group: Group, error: unknown): Promise<void> {
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

  /** One message: sent and marked, or settled as a failure. */
  async function send(group: Group): Promise<void> {
    try {
      await deliver(group);
    } catch (error) {
      await settle(group, error);
      return;
    }
    await markNotificationsSent(
      db,
      group[0]!,
      group.map((n) => n.id),
      STORM,
    );
    count(group[0]!.channel, 'sent', group.length);
    holds.set(keyOf(group[0]!), now() + STORM.windowMs);
    sentRows += group.length;
  }

  async function claim(): Promise<void> {
    const claimed = await claimDueNotifications(db, {
      limit: CLAIM_BATCH,
      leaseMs: LEASE_MS,
      storm: STORM,
      busy: [...sending.values(), ...queue.map((group) => group[0]!)],
    });
    const groups = new Map<string, ClaimedNotification[]>();
    for (const n of claimed) {
      const key = keyOf(n);
      groups.set(key, [...(groups.get(key) ?? []), n]);
    }
    queue.push(...groups.values());
    // A full batch may have left due rows behind.
    if (claimed.length >= CLAIM_BATCH) wanted = true;
  }

  /**
   * Starts whatever can start: queued messages into free slots, then a claim when one was asked
   * for and nothing claimed is still waiting (a claim while all slots are busy is fine: its
   * messages start as soon as one frees).
   */
  function pump(): void {
    while (sending.size < concurrency && queue.length > 0) {
      const group = queue.shift()!;
      const key = keyOf(group[0]!);
      sending.set(key, group[0]!);
      void send(group)
        .catch((err: unknown) => log.error({ err }, 'notification outbox run failed'))
        .finally(() => {
          sending.delete(key);
          pump();
        });
    }
    if (wanted && !claiming && queue.length === 0 && !stopped) {
      wanted = false;
      claiming = true;
      void claim()
        .catch((err: unknown) => log.error({ err }, 'notification outbox run failed'))
        .finally(() => {
          claiming = false;
          pump();
        });
    }
    if (!claiming && queue.length === 0 && sending.size === 0 && (!wanted || stopped)) {
      idle?.resolve();
      idle = undefined;
    }
  }

  /** Resolves once nothing is being claimed or sent and no look is pending. */
  function settled(): Promise<void> {
    if (!claiming && queue.length === 0 && sending.size === 0 && (!wanted || stopped)) {
      return Promise.resolve();
    }
    if (!idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      idle = { promise, resolve };
    }
    return idle.promise;
  }

  function wake(): void {
    if (stopped) return;
    wanted = true;
    pump();
  }

  /** A look at the outbox at `at` (the end of a hold), unless one is due sooner. */
  function wakeAt(at: number): void {
    if (holdTimer && holdTimer.at <= at) return;
    if (holdTimer) clearTimeout(holdTimer.timer);
    const timer = setTimeout(
      () => {
        holdTimer = undefined;
        wake();
      },
      Math.max(0, at - now()),
    );
    timer.unref();
    holdTimer = { at, timer };
  }

  /**
   * New rows for these keys were written: a claim now, unless storm control holds every one of
   * them (then at the earliest hold's end; the periodic look still comes meanwhile).
   */
  function written(keys: readonly NotificationKey[]): void {
    const at = now();
    let earliest = Infinity;
    for (const key of keys) {
      const until = holds.get(keyOf(key));
      if (until === undefined || until <= at) {
        holds.delete(keyOf(key));
        wake();
        return;
      }
      earliest = Math.min(earliest, until);
    }
    if (earliest === Infinity) wake();
    else wakeAt(earliest);
  }

  return {
    /**
     * Looks at the outbox now, or, given the (user, channel) of the rows a commit wrote, as soon
     * as one of them may be sent.
     */
    wake(keys?: readonly NotificationKey[]): void {
      if (keys === undefined) wake();
      else written(keys);
    },
    /**
     * Looks at the outbox and waits until everything due has been sent or settled (tests);
     * returns how many rows were sent meanwhile.
     */
    async runOnce(): Promise<number> {
      const before = sentRows;
      wake();
      await settled();
      return sentRows - before;
    },
    start(): void {
      if (timer) return;
      stopped = false;
      timer = setInterval(wake, options.pollMs ?? 1_000);
      timer.unref();
    },
    /** Claims no more; what is claimed is still sent, then the transport lets go. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      if (holdTimer) clearTimeout(holdTimer.timer);
      holdTimer = undefined;
      await settled();
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
