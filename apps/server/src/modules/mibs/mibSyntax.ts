// A line-aware reading of a MIB module's structure (RFC 2578 / RFC 1155 module syntax), done
// before net-snmp's parser runs. net-snmp's parser is lenient and keeps no line numbers: a file it
// cannot read comes out as a console warning, a silently missing object, or a TypeError. This
// scan finds what would make it fail, and says where (line N: reason), so an upload is refused
// with a reason a person can act on and never with a blank or internal failure.

/** One lexical token, with the line it starts on (1-based). */
interface Token {
  kind: 'word' | 'number' | 'string' | 'binary' | 'punct';
  text: string;
  line: number;
}

/** A module's import from another: the module, the symbols, and the line of its FROM. */
export interface MibImport {
  module: string;
  symbols: string[];
  line: number;
}

export type MibDefinitionKind = 'value' | 'type' | 'macro';

/** One top-level definition: a value (an OID node), a type (a TC, a SEQUENCE) or a macro. */
export interface MibDefinition {
  name: string;
  kind: MibDefinitionKind;
  /** OBJECT-TYPE, OBJECT IDENTIFIER, MODULE-IDENTITY …, for values. */
  macro: string | null;
  line: number;
  /** The node it hangs under ({ parent 7 }), for values placed in the OID tree. */
  parent: string | null;
}

export interface MibOutline {
  name: string;
  imports: MibImport[];
  definitions: MibDefinition[];
}

/** A reason the module cannot be read, and the line it concerns. */
export class MibSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'MibSyntaxError';
  }
}

function fail(line: number, reason: string): never {
  throw new MibSyntaxError(line, reason);
}

/** The macros a value definition may use (SNMPv2-SMI, SNMPv2-CONF, RFC-1212, RFC-1215). */
const VALUE_MACROS = new Set([
  'OBJECT-TYPE',
  'OBJECT-IDENTITY',
  'MODULE-IDENTITY',
  'NOTIFICATION-TYPE',
  'TRAP-TYPE',
  'OBJECT-GROUP',
  'NOTIFICATION-GROUP',
  'MODULE-COMPLIANCE',
  'AGENT-CAPABILITIES',
]);
/** The roots of the OID tree, which no module defines. */
const ROOTS = new Set(['iso', 'ccitt', 'joint-iso-ccitt']);

const isUpper = (text: string) => /^[A-Z]/.test(text);
const isLower = (text: string) => /^[a-z]/.test(text);

/** What a visible character is called in a reason. */
const shown = (char: string) => (char === "'" ? 'a quote' : `'${char}'`);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const push = (kind: Token['kind'], value: string, at = line) =>
    tokens.push({ kind, text: value, line: at });
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\n') {
      line += 1;
      i += 1;
    } else if (/\s/.test(char)) {
      i += 1;
    } else if (char === '-' && text[i + 1] === '-') {
      // A comment runs to the end of the line (as net-snmp's parser and most MIB tools read it).
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (char === '"') {
      const start = line;
      const end = text.indexOf('"', i + 1);
      if (end === -1) fail(start, 'a text in quotes starts here and is never closed');
      const body = text.slice(i + 1, end);
      push('string', body, start);
      line += body.split('\n').length - 1;
      i = end + 1;
    } else if (char === "'") {
      const match = /^'([0-9A-Fa-f\s]*)'[HhBb]/.exec(text.slice(i, i + 4096));
      if (!match) fail(line, "a quoted hex or binary value must read '…'H or '…'B");
      push('binary', match![0]);
      i += match![0].length;
    } else if (text.startsWith('::=', i)) {
      push('punct', '::=');
      i += 3;
    } else if (text.startsWith('..', i)) {
      push('punct', '..');
      i += 2;
    } else if ('{}()[];,|'.includes(char)) {
      push('punct', char);
      i += 1;
    } else if (/[A-Za-z]/.test(char)) {
      let end = i + 1;
      // Letters, digits and single hyphens; '--' starts a comment.
      while (end < text.length && /[A-Za-z0-9-]/.test(text[end]!)) {
        if (text[end] === '-' && text[end + 1] === '-') break;
        end += 1;
      }
      push('word', text.slice(i, end));
      i = end;
    } else if (/[0-9]/.test(char) || (char === '-' && /[0-9]/.test(text[i + 1] ?? ''))) {
      let end = i + 1;
      while (end < text.length && /[0-9]/.test(text[end]!)) end += 1;
      push('number', text.slice(i, end));
      i = end;
    } else {
      fail(line, `unexpected character ${shown(char)}`);
    }
  }
  return tokens;
}

const CLOSING: Record<string, string> = { '{': '}', '(': ')', '[': ']' };

/** The depth of each token in brackets (0 at the top level); mismatched brackets are refused. */
function depths(tokens: readonly Token[]): number[] {
  const open: Token[] = [];
  const result: number[] = [];
  for (const token of tokens) {
    result.push(open.length);
    if (token.kind !== 'punct') continue;
    if (token.text in CLOSING) {
      open.push(token);
    } else if ('})]'.includes(token.text)) {
      const opener = open.pop();
      if (!opener) fail(token.line, `'${token.text}' closes nothing`);
      if (CLOSING[opener.text] !== token.text) {
        fail(
          token.line,
          `'${token.text}' does not close the '${opener.text}' opened on line ${opener.line}`,
        );
      }
      // A closing bracket stands where its opening one does.
      result[result.length - 1] = open.length;
    }
  }
  const unclosed = open.at(-1);
  if (unclosed) fail(unclosed.line, `this '${unclosed.text}' is never closed`);
  return result;
}

/**
 * Reads a module's outline: its name, imports and top-level definitions, each with its line.
 * Throws MibSyntaxError for what would make the module unreadable: not one module, unbalanced
 * brackets or quotes, an unfinished IMPORTS, a definition without a value, an OBJECT-TYPE without
 * SYNTAX or access, a name defined twice, an OID value that is not { parent number … }.
 */
export function outlineMib(text: string): MibOutline {
  const tokens = tokenize(text);
  const depth = depths(tokens);
  const at = (i: number) => tokens[i];
  const lastLine = tokens.at(-1)?.line ?? 1;
  if (tokens.length === 0) fail(1, 'the file holds no MIB module');
  const [first, second] = tokens;
  if (first?.kind !== 'word' || !isUpper(first.text) || second?.text !== 'DEFINITIONS') {
    fail(first?.line ?? 1, "a MIB module starts with 'NAME DEFINITIONS ::= BEGIN'");
  }
  let i = 2;
  while (at(i)?.kind === 'word' && at(i)?.text !== 'BEGIN') i += 1; // IMPLICIT TAGS and the like
  if (at(i)?.text !== '::=' || at(i + 1)?.text !== 'BEGIN') {
    fail(at(i)?.line ?? lastLine, "a MIB module starts with 'NAME DEFINITIONS ::= BEGIN'");
  }
  i += 2;
  const name = first.text;

  const imports: MibImport[] = [];
  while (at(i)?.text === 'IMPORTS' || at(i)?.text === 'EXPORTS') {
    const keyword = tokens[i]!;
    i += 1;
    let symbols: string[] = [];
    for (; ; i += 1) {
      const token = at(i);
      if (!token || token.text === 'END' || token.text === '::=') {
        fail(keyword.line, `${keyword.text} has no closing ';'`);
      }
      if (token.text === ';') break;
      if (keyword.text === 'EXPORTS' || token.text === ',') continue;
      if (token.text === 'FROM') {
        const module = at(i + 1);
        if (module?.kind !== 'word' || !isUpper(module.text)) {
          fail(token.line, 'FROM must name the module the symbols come from');
        }
        if (symbols.length === 0) fail(token.line, `nothing is imported from ${module.text}`);
        imports.push({ module: module.text, symbols, line: token.line });
        symbols = [];
        i += 1;
        continue;
      }
      if (token.kind !== 'word') fail(token.line, `'${token.text}' cannot be imported`);
      symbols.push(token.text);
    }
    if (symbols.length > 0) {
      fail(keyword.line, `${symbols.join(', ')}: imported FROM no module`);
    }
    i += 1;
  }

  // Where each top-level definition starts, and what it is.
  const starts: { index: number; kind: MibDefinitionKind; macro: string | null }[] = [];
  let end = -1;
  for (let k = i; k < tokens.length; k += 1) {
    const token = tokens[k]!;
    if (depth[k] !== 0 || token.kind !== 'word') continue;
    const next = at(k + 1);
    if (token.text === 'END') {
      end = k;
      break;
    }
    if (next?.text === '::=' && isUpper(token.text)) {
      starts.push({ index: k, kind: 'type', macro: null });
      k += 1;
    } else if (next?.text === 'MACRO' && at(k + 2)?.text === '::=') {
      starts.push({ index: k, kind: 'macro', macro: null });
      // A macro's body runs to its own END.
      let close = k + 3;
      while (close < tokens.length && tokens[close]!.text !== 'END') close += 1;
      k = close;
    } else if (
      isLower(token.text) &&
      next?.text === 'OBJECT' &&
      at(k + 2)?.text === 'IDENTIFIER' &&
      at(k + 3)?.text === '::='
    ) {
      starts.push({ index: k, kind: 'value', macro: 'OBJECT IDENTIFIER' });
      k += 3;
    } else if (isLower(token.text) && next?.kind === 'word' && VALUE_MACROS.has(next.text)) {
      starts.push({ index: k, kind: 'value', macro: next.text });
      k += 1;
    }
  }
  if (end === -1) fail(lastLine, 'the module has no END');
  const firstStart = starts[0]?.index ?? end;
  const stray = at(i);
  if (firstStart > i && stray) fail(stray.line, `'${stray.text}' starts no definition`);
  const after = at(end + 1);
  if (after) {
    fail(
      after.line,
      at(end + 2)?.text === 'DEFINITIONS'
        ? `a second module (${after.text}) starts here: upload one module per file`
        : 'text after the END of the module',
    );
  }

  const definitions: MibDefinition[] = [];
  const seen = new Map<string, number>();
  for (const [n, start] of starts.entries()) {
    const head = tokens[start.index]!;
    const stop = starts[n + 1]?.index ?? end;
    const previous = seen.get(head.text);
    if (previous !== undefined) {
      fail(head.line, `${head.text} is defined twice (first on line ${previous})`);
    }
    seen.set(head.text, head.line);
    let parent: string | null = null;
    if (start.kind === 'value') {
      let assign = start.index + 1;
      while (assign < stop && !(tokens[assign]!.text === '::=' && depth[assign] === 0)) {
        assign += 1;
      }
      if (assign >= stop) fail(head.line, `${head.text} has no value ('::= { parent number }')`);
      if (start.macro === 'OBJECT-TYPE') {
        const clauses = new Set(
          tokens.slice(start.index + 2, assign).filter((_, k) => depth[start.index + 2 + k] === 0),
        );
        const has = (word: string) => [...clauses].some((token) => token.text === word);
        if (!has('SYNTAX')) fail(head.line, `OBJECT-TYPE ${head.text} has no SYNTAX clause`);
        if (!has('MAX-ACCESS') && !has('ACCESS')) {
          fail(head.line, `OBJECT-TYPE ${head.text} has no MAX-ACCESS clause`);
        }
      }
      parent = start.macro === 'TRAP-TYPE' ? null : oidParent(tokens, assign + 1, stop, head);
    }
    definitions.push({
      name: head.text,
      kind: start.kind,
      macro: start.macro,
      line: head.line,
      parent,
    });
  }
  return { name, imports, definitions };
}

/**
 * The parent of an OID value { parent arc … } (arcs: numbers or name(number)); null for a value
 * under a root or { 0 0 }.
 */
function oidParent(
  tokens: readonly Token[],
  from: number,
  stop: number,
  head: Token,
): string | null {
  const value = tokens.slice(from, stop);
  const shape = `${head.text}: an OID value must read { parent number }`;
  if (value[0]?.text !== '{') fail(head.line, shape);
  const close = value.findIndex((token) => token.text === '}');
  const parts = value.slice(1, close);
  if (close === -1 || parts.length < 2) fail(head.line, shape);
  const [first, ...arcs] = parts;
  // name(number) is three tokens; a bare number is one.
  for (let k = 0; k < arcs.length; k += 1) {
    const arc = arcs[k]!;
    if (arc.kind === 'number') continue;
    if (
      arc.kind === 'word' &&
      arcs[k + 1]?.text === '(' &&
      arcs[k + 2]?.kind === 'number' &&
      arcs[k + 3]?.text === ')'
    ) {
      k += 3;
      continue;
    }
    fail(arc.line, shape);
  }
  if (!first || first.kind === 'number') return null;
  if (first.kind !== 'word') fail(head.line, shape);
  return ROOTS.has(first.text) ? null : first.text;
}

/**
 * Refuses a value placed under a node that the module neither defines nor imports, or that it
 * imports from a module (outlined in `imported`) that does not define it.
 */
export function checkParents(outline: MibOutline, imported: ReadonlyMap<string, MibOutline>): void {
  const local = new Set(outline.definitions.map((definition) => definition.name));
  const source = new Map<string, MibImport>();
  for (const entry of outline.imports) {
    for (const symbol of entry.symbols) source.set(symbol, entry);
  }
  for (const definition of outline.definitions) {
    const parent = definition.parent;
    if (parent === null || local.has(parent)) continue;
    const from = source.get(parent);
    if (!from) {
      fail(
        definition.line,
        `${definition.name} is placed under ${parent}, which this module neither defines nor imports`,
      );
    }
    const module = imported.get(from.module);
    if (module && !module.definitions.some((other) => other.name === parent)) {
      fail(
        from.line,
        `${parent} is imported from ${from.module}, which does not define it (${definition.name} is placed under it)`,
      );
    }
  }
}
