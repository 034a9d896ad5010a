import { parentPort } from 'node:worker_threads';
import { builtInMibModules, builtInMibOutline, builtInMibSource } from './builtInMibs.js';
import type { MibAnswer, MibJob, MibRequest, MibThreadMessage } from './MibWorkerClient.js';
import { MibRefusal, parseMib, type MibLibrary, type MibSource } from './mibParser.js';
import { outlineMib, type MibOutline } from './mibSyntax.js';

// The MIB thread MibWorkerClient starts: net-snmp's parser and the outline run here, off the
// server's event loop. It keeps the last few customers' libraries (their modules' sources and
// outlines) by key, so an import reads and outlines them again only once they have changed.

const LIBRARIES_KEPT = 4;

interface Library {
  sources: Map<string, string>;
  outlines: Map<string, MibOutline | undefined>;
}

const libraries = new Map<string, Library>();

function libraryFor(key: string, sources: readonly MibSource[] | undefined): Library | undefined {
  let library = libraries.get(key);
  if (!library && sources) {
    library = { sources: new Map(sources.map((s) => [s.name, s.text])), outlines: new Map() };
  }
  if (!library) return undefined;
  // Most recently used last; the first is the one to forget.
  libraries.delete(key);
  libraries.set(key, library);
  for (const old of libraries.keys()) {
    if (libraries.size <= LIBRARIES_KEPT) break;
    libraries.delete(old);
  }
  return library;
}

/** The customer's modules before the built-in ones; an own module that cannot be outlined has none. */
function asMibLibrary({ sources, outlines }: Library): MibLibrary {
  const ownOutline = (name: string, text: string) => {
    if (!outlines.has(name)) {
      try {
        outlines.set(name, outlineMib(text));
      } catch {
        outlines.set(name, undefined);
      }
    }
    return outlines.get(name);
  };
  return {
    source: (name) => sources.get(name) ?? builtInMibSource(name),
    outline: (name) => {
      const text = sources.get(name);
      return text === undefined ? builtInMibOutline(name) : ownOutline(name, text);
    },
  };
}

function answer(job: MibJob): MibAnswer {
  try {
    if (job.kind === 'builtIn') return { ok: true, value: builtInMibModules() };
    const library = libraryFor(job.library, job.sources);
    if (!library) return { ok: false, needSources: true };
    return { ok: true, value: parseMib(job.text, asMibLibrary(library)) };
  } catch (error) {
    if (error instanceof MibRefusal) return { ok: false, refusal: error.message };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const post = (message: MibThreadMessage) => parentPort?.postMessage(message);
parentPort?.on('message', ({ id, job }: MibRequest) => post({ id, ...answer(job) }));
post({ ready: true });
