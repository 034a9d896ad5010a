import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outlineMib, type MibOutline } from './mibSyntax.js';
import {
  BASE_MIB_MODULES,
  createModuleStore,
  loadSources,
  objectsOf,
  type ParsedMibModule,
} from './mibParser.js';

// The MIB modules Vigil ships (apps/server/mibs/README.md): net-snmp's base set, two more of
// net-snmp's own files, and the standard modules in apps/server/mibs. Every customer may use them;
// each is parsed once per process, when first asked for.

const netSnmpMibs = join(
  dirname(createRequire(import.meta.url).resolve('net-snmp')),
  'lib',
  'mibs',
);
const shippedMibs = fileURLToPath(new URL('../../../mibs/', import.meta.url));

/** The built-in modules other than the base ones, each with its file, imports first. */
const SHIPPED_FILES: readonly { name: string; path: string }[] = [
  { name: 'IANAifType-MIB', path: join(netSnmpMibs, 'IANAifType-MIB.mib') },
  { name: 'IF-MIB', path: join(netSnmpMibs, 'IF-MIB.mib') },
  { name: 'SNMP-FRAMEWORK-MIB', path: join(shippedMibs, 'SNMP-FRAMEWORK-MIB.txt') },
  { name: 'INET-ADDRESS-MIB', path: join(shippedMibs, 'INET-ADDRESS-MIB.txt') },
  { name: 'UPS-MIB', path: join(shippedMibs, 'UPS-MIB.txt') },
];

/** Every built-in module's name: net-snmp's base modules, then the shipped ones. */
export const BUILT_IN_MIB_NAMES: readonly string[] = [
  ...BASE_MIB_MODULES,
  ...SHIPPED_FILES.map((file) => file.name),
];

const sources = new Map<string, string>();
const outlines = new Map<string, MibOutline>();
let modules: ReadonlyMap<string, ParsedMibModule> | undefined;

function pathOf(name: string): string | undefined {
  if (BASE_MIB_MODULES.includes(name)) return join(netSnmpMibs, `${name}.mib`);
  return SHIPPED_FILES.find((file) => file.name === name)?.path;
}

/** The text of a built-in module, or undefined for a module Vigil does not ship. */
export function builtInMibSource(name: string): string | undefined {
  const cached = sources.get(name);
  if (cached !== undefined) return cached;
  const path = pathOf(name);
  if (path === undefined) return undefined;
  const text = readFileSync(path, 'utf8');
  sources.set(name, text);
  return text;
}

/** The outline of a built-in module (what it defines and imports). */
export function builtInMibOutline(name: string): MibOutline | undefined {
  const cached = outlines.get(name);
  if (cached) return cached;
  const text = builtInMibSource(name);
  if (text === undefined) return undefined;
  const outline = outlineMib(text);
  outlines.set(name, outline);
  return outline;
}

/** Every built-in module, parsed: its objects with their OIDs and SMI facts. */
export function builtInMibModules(): ReadonlyMap<string, ParsedMibModule> {
  if (modules) return modules;
  const store = createModuleStore();
  loadSources(
    store,
    SHIPPED_FILES.map((file) => ({ name: file.name, text: builtInMibSource(file.name)! })),
  );
  const parsed = new Map<string, ParsedMibModule>();
  for (const name of BUILT_IN_MIB_NAMES) {
    parsed.set(name, {
      name,
      imports: builtInMibOutline(name)?.imports.map((entry) => entry.module) ?? [],
      objects: objectsOf(store, name),
    });
  }
  modules = parsed;
  return parsed;
}
