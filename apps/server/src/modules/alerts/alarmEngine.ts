import { GATEWAY_MISSED_CHECKINS, SENSOR_STALE_POLLS, type AlarmSensor } from '@vigil/domain';
import type { Database, Executor } from '../../db/client.js';
import {
  applySensorAlarmSteps,
  clearReconnected,
  insertTransitions,
  liveThresholdAlarmSensors,
  lockLiveSensorAlarms,
  openDueAlarms,
  openEquipmentAlarms,
  openGatewayAlarms,
  openStaleSensorAlarms,
  updateAlarms,
} from './alarms.repository.js';
import {
  clearingRulesOf,
  lockLiveRuleAlarms,
  openRuleAlarms,
  ruleSensorIds,
  ruleSensors,
  rulesById,
  rulesReading,
  type AlarmRuleRecord,
} from './alarmRules.repository.js';
import { fanOutNotifications, type NotificationKey } from './notifications.repository.js';
import { ruleAlarmSteps } from './ruleAlarmSteps.js';
import { sensorAlarmSteps, type SensorReading } from './sensorAlarmSteps.js';

/** What a commit did to alarms. */
export interface AlarmsMoved {
  transitions: number;
  notifications: number;
  /** The (user, channel) of the notifications written. */
  recipients: NotificationKey[];
  customerIds: number[];
  /** The transitions recorded (the live feed tells the views showing their alarms). */
  transitionIds: number[];
}

const NOTHING: AlarmsMoved = {
  transitions: 0,
  notifications: 0,
  recipients: [],
  customerIds: [],
  transitionIds: [],
};

function merge(a: AlarmsMoved, b: AlarmsMoved): AlarmsMoved {
  return {
    transitions: a.transitions + b.transitions,
    notifications: a.notifications + b.notifications,
    recipients: [...a.recipients, ...b.recipients],
    customerIds: [...new Set([...a.customerIds, ...b.customerIds])],
    transitionIds: [...a.transitionIds, ...b.transitionIds],
  };
}

/** A sensor whose newest reading a flush stored, with the status it had and has. */
export interface FlushedSensor extends SensorReading {
  oldStatus: string;
  status: string;
  /** The value it had before this flush ('switches from' of the views' alarm rules). */
  oldValue: number | null;
}

export interface AlarmEngineOptions {
  db: Database;
  log: { error(details: object, message: string): void };
  /**
   * Told after a commit that recorded transitions, with the customers whose alarms moved and
   * whether notifications were written (the sender wakes, browsers are told).
   */
  onTransitions?: (moved: AlarmsMoved) => void;
  /** Sensors the watchdog marked disconnected under a silent gateway (for the live feed). */
  onSensorsDisconnected?: (sensors: { id: number; customerId: number }[]) => void;
  now?: () => number;
}

const BAD = new Set(['warning', 'error']);
/** Alarms opened by one timer run at most: the rest wait for the next run. */
const TIMER_BATCH = 500;
/** How many live threshold alarms one sweep re-reads. */
const SWEEP_BATCH = 5_000;
/** The sweep catches what another process's flush stepped or missed; not a hot path. */
const SWEEP_EVERY_MS = 10_000;
/** Stale sensors are looked for this often: a scan of the sensors, kept off the hot path. */
const STALE_EVERY_MS = 30_000;

/**
 * Alarms, evaluated where readings land (ADR 014): a flush steps the threshold alarms of the
 * sensors it touched, in its own transaction; a timer opens pending alarms whose delay ran out
 * and reconciles disconnections (gateways, equipment) with their alarms; a slower sweep steps
 * live alarms with their sensors' newest readings, so a clear another process's flush saw
 * without this one's hint still happens. Every write is keyed or locked, so any number of
 * processes can run it.
 */
export function createAlarmEngine(options: AlarmEngineOptions) {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  /** Sensors with a live threshold alarm, as far as this process knows (refreshed by the sweep). */
  const liveHint = new Set<number>();
  /** Sensors some view's alarm rule reads (refreshed by the sweep and when rules change here). */
  let ruleHint = new Set<number>();
  let lastSweep = -Infinity;
  let lastStale = -Infinity;

  async function commitTransitions(tx: Executor, ids: readonly number[]): Promise<AlarmsMoved> {
    if (ids.length === 0) return NOTHING;
    const { written, customerIds, recipients } = await fanOutNotifications(tx, ids);
    return {
      transitions: ids.length,
      notifications: written,
      recipients,
      customerIds,
      transitionIds: [...ids],
    };
  }

  /** Steps the sensors' alarms with these readings, in the caller's transaction. */
  async function stepSensors(
    tx: Executor,
    readings: readonly SensorReading[],
    sensorOf: (id: number) => AlarmSensor | undefined,
  ): Promise<AlarmsMoved> {
    if (readings.length === 0) return NOTHING;
    const live = await lockLiveSensorAlarms(
      tx,
      readings.map((r) => r.id),
    );
    const steps = sensorAlarmSteps(readings, live, sensorOf);
    const { insertedSensors, transitionIds } = await applySensorAlarmSteps(tx, steps);
    for (const id of insertedSensors) liveHint.add(id);
    for (const id of steps.ended) liveHint.delete(id);
    return commitTransitions(tx, transitionIds);
  }

  /**
   * Steps these rules' alarms, in the caller's transaction, with their sensors' newest values;
   * `previous` has the value each sensor of the flush had before it.
   */
  async function stepRules(
    tx: Executor,
    rules: readonly AlarmRuleRecord[],
    previous: ReadonlyMap<number, number | null>,
  ): Promise<AlarmsMoved> {
    // A view's 'cleared' rules are looked at with any of its rules (they may clear them).
    if (rules.length === 0) return NOTHING;
    const viewIds = [...new Set(rules.map((r) => r.viewId))];
    const known = new Set(rules.map((r) => r.id));
    rules = [...rules, ...(await clearingRulesOf(tx, viewIds)).filter((r) => !known.has(r.id))];
    const live = await lockLiveRuleAlarms(tx, viewIds);
    const sensors = await ruleSensors(tx, [...new Set(rules.flatMap((r) => r.sensorIds))]);
    const steps = ruleAlarmSteps(
      rules,
      new Map(sensors.map((s) => [s.id, s])),
      previous,
      live,
      now(),
    );
    await updateAlarms(tx, steps.updates);
    const ids = [
      ...(await insertTransitions(tx, steps.transitions)),
      ...(await openRuleAlarms(tx, steps.opens)),
    ];
    return commitTransitions(tx, ids);
  }

  async function refreshRuleHint(tx: Executor) {
    ruleHint = new Set(await ruleSensorIds(tx));
  }

  return {
    /**
     * A flush's part: only sensors that are or were in warning or error, or that have a live
     * alarm, are looked at, so a healthy fleet costs a set lookup per sensor. Returns how many
     * transitions it recorded; call `notify` with it once the flush has committed.
     */
    async evaluateFlush(
      tx: Executor,
      flushed: readonly FlushedSensor[],
      sensorOf: (id: number) => AlarmSensor | undefined,
    ): Promise<AlarmsMoved> {
      const candidates = flushed.filter(
        (s) => BAD.has(s.status) || BAD.has(s.oldStatus) || liveHint.has(s.id),
      );
      const moved = await stepSensors(tx, candidates, sensorOf);
      const ruled = flushed.filter((s) => ruleHint.has(s.id));
      if (ruled.length === 0) return moved;
      const rules = await rulesReading(
        tx,
        ruled.map((s) => s.id),
      );
      return merge(
        moved,
        await stepRules(tx, rules, new Map(ruled.map((s) => [s.id, s.oldValue]))),
      );
    },

    /**
     * A view's rules were added or changed: their alarms follow at once (a rule that already
     * holds opens, one that no longer does clears), and this process's flushes look at their
     * sensors from now on (another process's within a sweep).
     */
    async evaluateRules(ruleIds: readonly number[]): Promise<AlarmsMoved> {
      const moved = await db.transaction(async (tx) => {
        await refreshRuleHint(tx);
        return stepRules(tx, await rulesById(tx, ruleIds), new Map());
      });
      if (moved.transitions > 0) options.onTransitions?.(moved);
      return moved;
    },

    /**
     * Deletes a rule with `remove` (the rules repository's), clearing its alarm in the same
     * transaction, so those told it opened are told it is over. Returns what `remove` returned.
     */
    async deleteRule(
      viewId: number,
      ruleId: number,
      remove: (tx: Executor) => Promise<boolean>,
    ): Promise<boolean> {
      let moved = NOTHING;
      const removed = await db.transaction(async (tx) => {
        const live = (await lockLiveRuleAlarms(tx, [viewId])).filter((a) => a.ruleId === ruleId);
        const at = now();
        await updateAlarms(
          tx,
          live.map((a) => ({
            id: a.id,
            phase: 'cleared' as const,
            severity: a.severity,
            value: 0,
            detail: null,
            dueAt: null,
            at,
          })),
        );
        moved = await commitTransitions(
          tx,
          await insertTransitions(
            tx,
            live.map((a) => ({
              alarmId: a.id,
              kind: 'cleared' as const,
              severity: a.severity,
              value: null,
              at,
            })),
          ),
        );
        const done = await remove(tx);
        await refreshRuleHint(tx);
        return done;
      });
      if (moved.transitions > 0) options.onTransitions?.(moved);
      return removed;
    },

    /** After the commit of a flush: tells whoever listens what moved. */
    notify(moved: AlarmsMoved) {
      if (moved.transitions > 0) options.onTransitions?.(moved);
    },

    /**
     * The timer: pending alarms whose delay ran out open; silent gateways and unreachable
     * equipment get their one alarm, and those back clear theirs; every SWEEP_EVERY_MS the
     * sweep. Safe to run from several processes at once.
     */
    async tick(force = false): Promise<AlarmsMoved> {
      let moved = NOTHING;
      try {
        moved = merge(
          moved,
          await db.transaction(async (tx) =>
            commitTransitions(tx, await openDueAlarms(tx, TIMER_BATCH)),
          ),
        );
        const at = now();
        const disconnected: { id: number; customerId: number }[] = [];
        const reconciled = await db.transaction(async (tx) => {
          const gateways = await openGatewayAlarms(tx, at);
          disconnected.push(...gateways.sensors);
          const ids = [
            ...gateways.transitions,
            ...(await openEquipmentAlarms(tx, at)),
            ...(await clearReconnected(tx, at)),
          ];
          return commitTransitions(tx, ids);
        });
        moved = merge(moved, reconciled);
        if (force || now() - lastStale >= STALE_EVERY_MS) {
          lastStale = now();
          const stale = await db.transaction(async (tx) => {
            const found = await openStaleSensorAlarms(
              tx,
              SENSOR_STALE_POLLS,
              GATEWAY_MISSED_CHECKINS,
              now(),
            );
            disconnected.push(...found.sensors);
            return commitTransitions(tx, found.transitions);
          });
          moved = merge(moved, stale);
        }
        if (disconnected.length > 0) options.onSensorsDisconnected?.(disconnected);
        if (force || now() - lastSweep >= SWEEP_EVERY_MS) {
          lastSweep = now();
          const stepped = await db.transaction(async (tx) => {
            await refreshRuleHint(tx);
            const { live, swept } = await liveThresholdAlarmSensors(tx, SWEEP_BATCH);
            liveHint.clear();
            for (const id of live) liveHint.add(id);
            const rules = new Map(swept.map((s) => [s.sensorId, s]));
            return stepSensors(
              tx,
              swept.map((s) => ({
                id: s.sensorId,
                value: s.value,
                detail: s.detail,
                time: s.time,
              })),
              (id) => rules.get(id),
            );
          });
          moved = merge(moved, stepped);
        }
      } catch (err) {
        log.error({ err }, 'alarm timer failed');
      }
      if (moved.transitions > 0) options.onTransitions?.(moved);
      return moved;
    },
  };
}

export type AlarmEngine = ReturnType<typeof createAlarmEngine>;
