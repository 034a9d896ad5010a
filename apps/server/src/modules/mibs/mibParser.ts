import { format } from 'node:util';
import { messages } from '@vigil/domain';
import snmp from 'net-snmp';
import { checkParents, MibSyntaxError, outlineMib, type MibOutline } from './mibSyntax.js';

// The MIB parser: net-snmp's ModuleStore (the parser of the library the gateway polls with),
// behind a line-aware outline of the module (mibSyntax.ts) that refuses, with a line and a reason,
// what net-snmp's lenient parser would misread or fail on without saying where.

/** One object of a module: a node of the OID tree with the SMI facts a template builder uses. */
export interface MibObjectRecord {
  oid: string;
  name: string;
  /** The SMI macro that defines it: OBJECT-TYPE, OBJECT IDENTIFIER, NOTIFICATION-TYPE … */
  kind: string;
  /** For an OBJECT-TYPE: a scalar, a table, a row (entry) or a table column. */
  shape: 'scalar' | 'table' | 'row' | 'column' | null;
  syntax: string | null;
  access: string | null;
  units: string | null;
  status: string | null;
  description: string | null;
  /** The named values of an enumerated INTEGER (or BITS), in the order the MIB gives them. */
  enums: { value: number; label: string }[];
}

export interface ParsedMibModule {
  name: string;
  /** The modules it imports from. */
  imports: string[];
  objects: MibObjectRecord[];
}

/** An upload refused: the whole user-facing message (line N: reason, or why not at all). */
export class MibRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MibRefusal';
  }
}

/** The modules net-snmp's ModuleStore loads itself (its BASE_MODULES): always there, never replaced. */
export const BASE_MIB_MODULES: readonly string[] = [
  'RFC1155-SMI',
  'RFC1158-MIB',
  'RFC-1212',
  'RFC1213-MIB',
  'RFC-1215',
  'SNMPv2-SMI',
  'SNMPv2-CONF',
  'SNMPv2-TC',
  'SNMPv2-MIB',
];

// net-snmp's ModuleStore, as far as this module uses it (its typings say `any`).
interface NetSnmpEntry {
  ObjectName?: string;
  MACRO?: string;
  OID?: string;
  SYNTAX?: unknown;
  'MAX-ACCESS'?: string;
  ACCESS?: string;
  UNITS?: string;
  STATUS?: string;
  DESCRIPTION?: string;
  INDEX?: unknown;
  AUGMENTS?: unknown;
  'OBJECT IDENTIFIER'?: string;
}
type NetSnmpModule = Record<string, NetSnmpEntry>;
interface NetSnmpParser {
  Modules: Record<string, NetSnmpModule | undefined>;
  ParseModule(fileName: string, contents: string): void;
  Serialize(): void;
}
interface NetSnmpModuleStore {
  parser: NetSnmpParser;
  baseModules: string[];
  getSyntaxTypes(): Record<string, unknown>;
}

/** A ModuleStore with net-snmp's base modules, its console chatter kept out of the server log. */
export function createModuleStore(): NetSnmpModuleStore {
  return quietly(() => snmp.createModuleStore() as NetSnmpModuleStore).value;
}

/** Runs net-snmp's parser (synchronous) with its console.log/warn lines collected, not printed. */
function quietly<T>(run: () => T): { value: T; notes: string[] } {
  const notes: string[] = [];
  const { log, warn } = console;
  console.log = (...args: unknown[]) => notes.push(format(...args));
  console.warn = console.log;
  try {
    return { value: run(), notes };
  } finally {
    console.log = log;
    console.warn = warn;
  }
}

/** Parses modules' sources into the store, in the order given (imports first), in one pass. */
export function loadSources(store: NetSnmpModuleStore, sources: readonly MibSource[]): void {
  quietly(() => {
    for (const source of sources) store.parser.ParseModule(`vigil:${source.name}`, source.text);
    store.parser.Serialize();
  });
}

export interface MibSource {
  name: string;
  text: string;
}

/** A description as one paragraph per blank-line-separated block, without the MIB's indentation. */
export function tidyDescription(text: string | undefined): string | null {
  if (text === undefined) return null;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join(' ')
        .replace(/\s{2,}/g, ' '),
    )
    .filter((block) => block !== '');
  return paragraphs.length > 0 ? paragraphs.join('\n\n') : null;
}

interface Bound {
  min: number;
  max: number;
}
const bounds = (list: Bound[]) =>
  list.map(({ min, max }) => (min === max ? `${min}` : `${min}..${max}`)).join(' | ');

/** The syntax as a MIB writes it, and its named values when it is an enumeration. */
function describeSyntax(
  syntax: unknown,
  types: Record<string, unknown>,
): { text: string | null; enums: MibObjectRecord['enums'] } {
  if (typeof syntax === 'string') {
    // A textual convention over an enumeration (TruthValue …) lends the object its names.
    const type = types[syntax];
    const enums = typeof type === 'object' && type !== null ? describeSyntax(type, {}).enums : [];
    return { text: syntax, enums };
  }
  if (typeof syntax !== 'object' || syntax === null) return { text: null, enums: [] };
  const [base, detail] = Object.entries(syntax as Record<string, unknown>)[0] ?? [];
  if (base === undefined || typeof detail !== 'object' || detail === null) {
    return { text: base ?? null, enums: [] };
  }
  const { sizes, ranges } = detail as { sizes?: Bound[]; ranges?: Bound[] };
  if (sizes) return { text: `${base} (SIZE (${bounds(sizes)}))`, enums: [] };
  if (ranges) return { text: `${base} (${bounds(ranges)})`, enums: [] };
  const enums = Object.entries(detail as Record<string, unknown>)
    .filter(([value, label]) => /^-?\d+$/.test(value) && typeof label === 'string')
    .map(([value, label]) => ({ value: Number(value), label: (label as string).trim() }));
  return { text: base, enums };
}

const isRow = (entry: NetSnmpEntry | undefined) =>
  entry !== undefined && (entry.INDEX !== undefined || entry.AUGMENTS !== undefined);

/** The objects of one parsed module (nodes with an OID), in the module's order. */
export function objectsOf(store: NetSnmpModuleStore, name: string): MibObjectRecord[] {
  const module = store.parser.Modules[name] ?? {};
  const types = store.getSyntaxTypes();
  const objects: MibObjectRecord[] = [];
  for (const [key, entry] of Object.entries(module)) {
    if (key === 'IMPORTS' || !entry.OID || !entry.ObjectName) continue;
    const kind = entry.MACRO ?? 'OBJECT IDENTIFIER';
    const { text, enums } = describeSyntax(entry.SYNTAX, types);
    let shape: MibObjectRecord['shape'] = null;
    if (kind === 'OBJECT-TYPE') {
      const parent = entry['OBJECT IDENTIFIER']?.split(' ')[0];
      if (text?.startsWith('SEQUENCE OF')) shape = 'table';
      else if (isRow(entry)) shape = 'row';
      else if (parent !== undefined && isRow(module[parent])) shape = 'column';
      else shape = 'scalar';
    }
    objects.push({
      oid: entry.OID,
      name: entry.ObjectName,
      kind,
      shape,
      syntax: text,
      access: entry['MAX-ACCESS'] ?? entry.ACCESS ?? null,
      units: entry.UNITS ?? null,
      status: entry.STATUS ?? null,
      description: tidyDescription(entry.DESCRIPTION),
      enums,
    });
  }
  return objects;
}

/** What the parser may draw on for a module's imports. */
export interface MibLibrary {
  /** The source of a module other than a base one: the customer's, else one Vigil ships. */
  source(name: string): string | undefined;
  /** The outline of any known module (base ones included), for checking what imports name. */
  outline(name: string): MibOutline | undefined;
}

const lineMessage = (error: MibSyntaxError) => messages.mibLine(error.line, error.reason);

/**
 * The modules (not base ones) an outline needs loaded first, each after its own imports. Modules
 * that cannot be found are collected in `missing`, with the line of the module's own import that
 * leads to the first of them.
 */
function importOrder(
  outline: MibOutline,
  library: MibLibrary,
): { order: MibSource[]; missing: string[]; line: number } {
  const order: MibSource[] = [];
  const missing: string[] = [];
  let line = 1;
  const visited = new Set<string>([outline.name]);
  const visit = (imports: MibOutline['imports'], via: number | null) => {
    for (const entry of imports) {
      const from = via ?? entry.line;
      if (visited.has(entry.module) || BASE_MIB_MODULES.includes(entry.module)) continue;
      visited.add(entry.module);
      const text = library.source(entry.module);
      const imported = text === undefined ? undefined : library.outline(entry.module);
      if (text === undefined || !imported) {
        if (missing.length === 0) line = from;
        missing.push(entry.module);
        continue;
      }
      visit(imported.imports, from);
      order.push({ name: entry.module, text });
    }
  };
  visit(outline.imports, null);
  return { order, missing, line };
}

const HEADER_REASON = "a MIB module starts with 'NAME DEFINITIONS ::= BEGIN'";

/**
 * The name of the module a MIB file defines, read from its first line of code (NAME DEFINITIONS),
 * before it is parsed: what a partner's upload is kept under while it installs. Refuses
 * (MibRefusal) an empty file, one that does not start as a module, and a base module's name.
 */
export function mibModuleName(text: string): string {
  if (text.trim() === '') throw new MibRefusal(messages.mibEmpty);
  let at = 0;
  let line = 1;
  // Blank lines and comments first; a scan of characters, so a long header costs what it reads.
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\n') line += 1;
    if (/\s/.test(char)) at += 1;
    else if (text.startsWith('--', at)) {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
    } else break;
  }
  const header = /^([A-Z][A-Za-z0-9-]*)\s+DEFINITIONS\b/.exec(text.slice(at, at + 256));
  if (!header) throw new MibRefusal(messages.mibLine(line, HEADER_REASON));
  const name = header[1]!;
  if (BASE_MIB_MODULES.includes(name)) throw new MibRefusal(messages.mibCoreModule(name));
  return name;
}

/**
 * Parses an uploaded MIB module with its imports resolved against `library`. Refuses (MibRefusal,
 * the message ready for the user) a file that is not one readable module, that imports from
 * modules Vigil does not know (naming them), or that replaces one of net-snmp's base modules.
 */
export function parseMib(text: string, library: MibLibrary): ParsedMibModule {
  if (text.trim() === '') throw new MibRefusal(messages.mibEmpty);
  let outline: MibOutline;
  try {
    outline = outlineMib(text);
  } catch (error) {
    if (error instanceof MibSyntaxError) throw new MibRefusal(lineMessage(error));
    throw error;
  }
  if (BASE_MIB_MODULES.includes(outline.name)) {
    throw new MibRefusal(messages.mibCoreModule(outline.name));
  }
  const { order, missing, line } = importOrder(outline, library);
  if (missing.length > 0) {
    throw new MibRefusal(messages.mibLine(line, messages.mibMissingImports(missing)));
  }
  const imported = new Map<string, MibOutline>();
  for (const { module } of outline.imports) {
    const known = library.outline(module);
    if (known) imported.set(module, known);
  }
  try {
    checkParents(outline, imported);
  } catch (error) {
    if (error instanceof MibSyntaxError) throw new MibRefusal(lineMessage(error));
    throw error;
  }

  const store = createModuleStore();
  try {
    loadSources(store, [...order, { name: outline.name, text }]);
  } catch {
    // net-snmp stops at the definition it cannot read: the first one it did not record.
    const parsed = store.parser.Modules[outline.name] ?? {};
    const failed = outline.definitions.find((definition) => !(definition.name in parsed));
    const line = failed?.line ?? outline.definitions.at(-1)?.line ?? 1;
    throw new MibRefusal(
      messages.mibLine(line, `${failed?.name ?? outline.name} cannot be read as SMI`),
    );
  }
  const objects = objectsOf(store, outline.name);
  const placed = new Set(objects.filter((o) => !o.oid.startsWith('.')).map((o) => o.name));
  const unplaced = outline.definitions.find(
    (definition) =>
      definition.kind === 'value' &&
      definition.macro !== 'TRAP-TYPE' &&
      !placed.has(definition.name),
  );
  if (unplaced) {
    throw new MibRefusal(
      messages.mibLine(
        unplaced.line,
        `${unplaced.name} cannot be placed in the OID tree${unplaced.parent ? `: ${unplaced.parent} has no OID` : ''}`,
      ),
    );
  }
  return {
    name: outline.name,
    imports: outline.imports.map((entry) => entry.module),
    objects,
  };
}
