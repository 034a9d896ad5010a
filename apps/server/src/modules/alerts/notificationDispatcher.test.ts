import { NOTIFY_GROUP_WINDOW_MS } from '@vigil/domain';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { MailMessage } from '../../mail/MailTransport.js';
import { createNotificationDispatcher } from './notificationDispatcher.js';

const dialect = new PgDialect();

/** A claimed outbox row of user 7's e-mail, as claim_notifications answers it. */
const claimedRow = (id: number) => ({
  id,
  user_id: 7,
  channel: 'EMAIL',
  attempts: 1,
  email: 'ops@example.com',
  phone: null,
  customer_id: 1,
  customer_name: 'Acme',
  alarm_id: 1,
  kind: 'opened',
  severity: 'error',
  subject_kind: 'sensor',
  subject_name: 'Temperature',
  equipment_name: 'UPS 1',
  gateway_name: 'Site',
  value: 40,
  unit: '°C',
  detail: null,
  at: 0,
  view_id: 1,
  view_name: 'UPS room',
});

/**
 * The outbox as the dispatcher sees it through its statements: each claim hands out what is
 * queued (and is counted), marking sent answers nothing.
 */
function fakeOutbox() {
  const queued: ReturnType<typeof claimedRow>[] = [];
  let claims = 0;
  const db = {
    execute: async (query: SQL) => {
      const text = dialect.sqlToQuery(query).sql;
      if (text.includes('claim_notifications')) {
        claims += 1;
        return { rows: queued.splice(0) };
      }
      return { rows: [] };
    },
  } as unknown as Database;
  return { db, queued, claims: () => claims };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the notification dispatcher', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('claims at once for a user it is not holding, and waits out a hold storm control set', async () => {
    const outbox = fakeOutbox();
    const sent: MailMessage[] = [];
    let clock = 1_000_000;
    const dispatcher = createNotificationDispatcher({
      db: outbox.db,
      mail: {
        send: async (m) => (sent.push(m), { messageId: String(sent.length) }),
        close: async () => {},
      },
      sms: { send: async () => ({ id: '1' }) },
      productName: 'Vigil',
      publicUrl: 'http://vigil.test',
      secret: 'secret',
      log: { error: () => {}, warn: () => {} },
      now: () => clock,
    });
    stops.push(() => dispatcher.stop());

    outbox.queued.push(claimedRow(1));
    dispatcher.wake([{ userId: 7, channel: 'EMAIL' }]);
    await settle();
    expect(sent).toHaveLength(1);
    const afterFirst = outbox.claims();

    // A new row for user 7 within the group window: storm control holds it, so no claim now.
    dispatcher.wake([{ userId: 7, channel: 'EMAIL' }]);
    await settle();
    expect(outbox.claims()).toBe(afterFirst);

    // A row for a user nobody holds, alone or beside a held one, is claimed at once.
    dispatcher.wake([{ userId: 8, channel: 'EMAIL' }]);
    await settle();
    expect(outbox.claims()).toBe(afterFirst + 1);
    dispatcher.wake([
      { userId: 7, channel: 'EMAIL' },
      { userId: 7, channel: 'SMS' },
    ]);
    await settle();
    expect(outbox.claims()).toBe(afterFirst + 2);

    // Once the window is over, user 7's rows are claimed again.
    clock += NOTIFY_GROUP_WINDOW_MS + 1;
    dispatcher.wake([{ userId: 7, channel: 'EMAIL' }]);
    await settle();
    expect(outbox.claims()).toBe(afterFirst + 3);
  });
});
