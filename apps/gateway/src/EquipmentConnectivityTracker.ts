import { EQUIPMENT_ERROR_MAX_LENGTH, type PollEquipment, type WireReading } from '@vigil/domain';

/** How often an equipment's device facts are read again while its config stays the same. */
export const META_REFRESH_MS = 6 * 60 * 60 * 1000;
import type { EquipmentPoll } from './pollEquipment.js';
import type { EquipmentConnectivity } from './ReadingQueue.js';

const describeEquipment = (equipment: PollEquipment) =>
  `equipment ${equipment.id} '${equipment.name}' (${equipment.protocol} ${equipment.ip}:${equipment.port})`;

/** Secrets shorter than this are not searched for: masking them would garble every message. */
const MIN_MASKED_SECRET = 3;

/**
 * Why an equipment's poll failed, as the server is told it: its problems in one line, any SNMP
 * secret of the equipment masked (a library may echo what it was given), cut to the wire limit.
 */
export function pollErrorText(equipment: PollEquipment, problems: readonly string[]): string {
  let text = problems.join('; ') || 'no point could be read';
  if (equipment.protocol === 'SNMP') {
    const { communityString, authKey, privacySecret } = equipment.snmp;
    for (const secret of [communityString, authKey, privacySecret]) {
      if (secret && secret.length >= MIN_MASKED_SECRET) text = text.split(secret).join('***');
    }
  }
  return text.length <= EQUIPMENT_ERROR_MAX_LENGTH
    ? text
    : `${text.slice(0, EQUIPMENT_ERROR_MAX_LENGTH - 1)}…`;
}

/**
 * What the server was last told of each equipment's connection, and what was last logged of its
 * failing points: a poll's outcome becomes the readings and the connectivity changes to send, and
 * log lines only where something changed.
 */
export class EquipmentConnectivityTracker {
  readonly #log: (line: string) => void;
  /** Equipment id → disconnected, as last told to the server. */
  readonly #disconnected = new Map<number, boolean>();
  /** Equipment id → the poll error last told to the server with its disconnection. */
  readonly #reportedErrors = new Map<number, string>();
  /** Equipment id → the point failures last logged, so each change is logged once. */
  readonly #problems = new Map<number, string>();
  /** Equipment id → the fact OIDs last told to the server, and when. */
  readonly #metaTold = new Map<number, { oids: string; at: number }>();

  constructor(log: (line: string) => void) {
    this.#log = log;
  }

  /** Forget equipment no longer in the config. */
  keepOnly(ids: ReadonlySet<number>): void {
    for (const known of [
      this.#disconnected,
      this.#problems,
      this.#reportedErrors,
      this.#metaTold,
    ]) {
      for (const id of [...known.keys()]) if (!ids.has(id)) known.delete(id);
    }
  }

  /**
   * Whether this poll should read the equipment's device facts: never told, its library's list
   * changed, or told longer than META_REFRESH_MS ago.
   */
  metaDue(equipment: PollEquipment, now: number): boolean {
    if (equipment.protocol !== 'SNMP' || !equipment.meta?.length) return false;
    const told = this.#metaTold.get(equipment.id);
    return !told || told.oids !== equipment.meta.join(' ') || now - told.at >= META_REFRESH_MS;
  }

  /** A poll of the equipment (in the same order) as readings and the changes to tell. */
  observe(
    equipment: readonly PollEquipment[],
    polls: readonly EquipmentPoll[],
    now: number,
  ): { readings: WireReading[]; changes: EquipmentConnectivity[] } {
    const readings: WireReading[] = [];
    const changes: EquipmentConnectivity[] = [];
    polls.forEach((poll, i) => {
      const device = equipment[i];
      if (!device) return;
      for (const reading of poll.readings) readings.push(reading);
      this.#logProblems(device, poll);
      if (poll.answered === undefined) return;
      const disconnected = !poll.answered;
      const before = this.#disconnected.get(device.id);
      const error = disconnected ? pollErrorText(device, poll.problems) : undefined;
      const meta = poll.meta;
      if (meta !== undefined && device.protocol === 'SNMP') {
        this.#metaTold.set(device.id, { oids: (device.meta ?? []).join(' '), at: now });
      }
      // Unknown before (first poll, new equipment) counts as a change: the server hears of all.
      // A disconnected equipment failing another way is told again, with the new reason.
      const same = before === disconnected && error === this.#reportedErrors.get(device.id);
      if (same && meta === undefined) return;
      changes.push({
        id: device.id,
        disconnected,
        ...(error === undefined ? {} : { error }),
        ...(meta === undefined ? {} : { meta }),
      });
      if (same) return;
      this.#disconnected.set(device.id, disconnected);
      if (error === undefined) this.#reportedErrors.delete(device.id);
      else this.#reportedErrors.set(device.id, error);
      if (before === disconnected) return;
      if (before !== undefined || disconnected) {
        this.#log(`${describeEquipment(device)}: ${disconnected ? 'disconnected' : 'connected'}`);
      }
    });
    return { readings, changes };
  }

  /** The changes were not stored: tell the server of them with the next batch that is. */
  untold(changes: readonly EquipmentConnectivity[]): void {
    for (const change of changes) {
      this.#disconnected.delete(change.id);
      this.#reportedErrors.delete(change.id);
      if (change.meta) this.#metaTold.delete(change.id);
    }
  }

  /** Log what went wrong with an equipment when it differs from the last poll. */
  #logProblems(equipment: PollEquipment, poll: EquipmentPoll): void {
    const [first, ...more] = poll.problems;
    let summary = first ?? '';
    // One reason for the whole device (no connection, bad settings) reads best alone.
    if (more.length > 0 || (first !== undefined && poll.readings.length > 0)) {
      const shown = poll.problems.slice(0, 3).join('; ');
      const rest = more.length > 2 ? '; …' : '';
      summary = `${poll.problems.length} of ${equipment.points.length} points failed: ${shown}${rest}`;
    }
    if (summary === (this.#problems.get(equipment.id) ?? '')) return;
    this.#problems.set(equipment.id, summary);
    this.#log(`${describeEquipment(equipment)}: ${summary || 'every point read'}`);
  }
}
