import { ACTION_FILE_MAX_LENGTH } from '@vigil/domain';

/**
 * The agent's recent log lines in memory, each stamped with its time, for Get Log: the newest
 * that fit in `maxLength` characters (default: what one action file may hold), oldest dropped
 * first, so a chatty agent never grows its memory.
 */
export class LogBuffer {
  readonly #maxLength: number;
  readonly #now: () => number;
  #lines: string[] = [];
  /** Where the kept lines start in #lines: dropping moves it rather than shifting the array. */
  #first = 0;
  /** Characters of the kept lines, with one newline each. */
  #length = 0;

  constructor(options: { maxLength?: number; now?: () => number } = {}) {
    this.#maxLength = options.maxLength ?? ACTION_FILE_MAX_LENGTH;
    this.#now = options.now ?? Date.now;
  }

  add(line: string): void {
    let entry = `${new Date(this.#now()).toISOString()} ${line}`;
    // One line longer than the whole buffer keeps its start.
    if (entry.length + 1 > this.#maxLength) entry = `${entry.slice(0, this.#maxLength - 2)}…`;
    this.#lines.push(entry);
    this.#length += entry.length + 1;
    while (this.#length > this.#maxLength) {
      this.#length -= (this.#lines[this.#first]?.length ?? 0) + 1;
      this.#first += 1;
    }
    if (this.#first > 1024 && this.#first * 2 > this.#lines.length) {
      this.#lines = this.#lines.slice(this.#first);
      this.#first = 0;
    }
  }

  /** The kept lines, oldest first, one per line; at most maxLength characters. */
  text(): string {
    return this.#lines
      .slice(this.#first)
      .map((line) => `${line}\n`)
      .join('');
  }
}
