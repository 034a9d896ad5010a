// The forms in which a person pastes OIDs into the SNMP template builder: numeric as snmpget
// takes them (a leading dot as `snmpwalk -On` prints it), or symbolic as snmptranslate prints
// them (UPS-MIB::upsBatteryStatus.0, or upsBatteryStatus.0 when one known MIB defines the name).
// Symbolic names are resolved by the server against the MIB modules it knows.
import { OID_LIST_MAX } from './inputLimits.js';
import { messages } from './messages.js';
import { canonicalOid, isOID } from './validation.js';

/** The largest number one arc of an OID may hold (an SMI sub-identifier is 32 bits). */
export const OID_ARC_MAX = 4_294_967_295;

/** An SMI module name (UPS-MIB) and an object's name (upsBatteryStatus), per RFC 2578 §3.1/§7.1. */
const MODULE_NAME = /^[A-Z][A-Za-z0-9-]*$/;
const OBJECT_NAME = /^[a-z][A-Za-z0-9-]*$/;
/** name.instance: the name, then dot-separated numbers (the instance, possibly none). */
const NAME_AND_INSTANCE = /^([A-Za-z][A-Za-z0-9-]*)((?:\.\d+)*)$/;

export type OidForm =
  /** Dot-separated numbers, stored without a leading dot (letters stand for template variables). */
  | { kind: 'numeric'; input: string; oid: string }
  /** MODULE::name.instance, or name.instance; `instance` is '' or numbers such as '0' or '1.2'. */
  | { kind: 'symbolic'; input: string; module: string | null; name: string; instance: string }
  | { kind: 'invalid'; input: string; message: string };

/** The one text of a form: the canonical OID, or MODULE::name.instance. */
export function oidFormKey(form: Exclude<OidForm, { kind: 'invalid' }>): string {
  if (form.kind === 'numeric') return form.oid;
  const instance = form.instance === '' ? '' : `.${form.instance}`;
  return `${form.module === null ? '' : `${form.module}::`}${form.name}${instance}`;
}

const invalid = (input: string, message: string): OidForm => ({ kind: 'invalid', input, message });

function classifyNumeric(input: string): OidForm {
  const oid = canonicalOid(input);
  if (!isOID(oid)) return invalid(input, messages.invalidOID);
  if (oid.split('.').some((arc) => /^\d+$/.test(arc) && Number(arc) > OID_ARC_MAX)) {
    return invalid(input, messages.oidArcTooBig);
  }
  return { kind: 'numeric', input, oid };
}

function classifySymbolic(input: string): OidForm {
  const separator = input.indexOf('::');
  const module = separator === -1 ? null : input.slice(0, separator);
  const rest = separator === -1 ? input : input.slice(separator + 2);
  if (module !== null && !MODULE_NAME.test(module)) {
    return invalid(
      input,
      /^[A-Za-z][A-Za-z0-9-]*$/.test(module) ? messages.oidModuleCase : messages.oidFormUnknown,
    );
  }
  if (module !== null && rest === '') return invalid(input, messages.oidNeedsObject);
  const match = NAME_AND_INSTANCE.exec(rest);
  if (!match) return invalid(input, messages.oidFormUnknown);
  const [, name = '', dotted = ''] = match;
  if (!OBJECT_NAME.test(name)) return invalid(input, messages.oidObjectCase);
  const instance = dotted.slice(1);
  if (instance.split('.').some((arc) => arc !== '' && Number(arc) > OID_ARC_MAX)) {
    return invalid(input, messages.oidArcTooBig);
  }
  return { kind: 'symbolic', input, module, name, instance };
}

/** What one pasted OID is: numeric, symbolic, or not an OID (with the reason). */
export function classifyOid(value: string): OidForm {
  const input = value.trim();
  if (input === '') return invalid(input, messages.required);
  if (/\s/.test(input)) return invalid(input, messages.oidOnePerLine);
  // Numbers (a leading dot allowed), else a name: a name starts with neither a dot nor a digit.
  if (/^[.\d]/.test(input)) return classifyNumeric(input);
  return classifySymbolic(input);
}

/** One OID of a pasted list, with the line it is on (1-based). */
export type OidListEntry = Exclude<OidForm, { kind: 'invalid' }> & { line: number };

export interface OidListProblem {
  line: number;
  input: string;
  message: string;
}

export interface OidList {
  /** Every OID that is well formed, in the order given, each once. */
  entries: OidListEntry[];
  /** Lines that are not OIDs, and repeats of an earlier OID (the first one is kept). */
  problems: OidListProblem[];
  /** Set when the list holds more OIDs than one call takes; the entries are then cut there. */
  tooMany: string | null;
}

/**
 * Reads pasted OIDs: one a line, or several separated by commas; blank lines and empty items
 * are ignored. A repeat (the same canonical OID or name) is reported against the line of the
 * first; more than `max` OIDs are reported, and only the first `max` kept.
 */
export function parseOidList(text: string, max: number = OID_LIST_MAX): OidList {
  const entries: OidListEntry[] = [];
  const problems: OidListProblem[] = [];
  const firstLine = new Map<string, number>();
  let count = 0;
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    for (const item of line.split(',')) {
      if (item.trim() === '') continue;
      const form = classifyOid(item);
      const lineNumber = index + 1;
      if (form.kind === 'invalid') {
        problems.push({ line: lineNumber, input: form.input, message: form.message });
        continue;
      }
      const key = oidFormKey(form);
      const seen = firstLine.get(key);
      if (seen !== undefined) {
        problems.push({
          line: lineNumber,
          input: form.input,
          message: messages.oidDuplicate(seen),
        });
        continue;
      }
      firstLine.set(key, lineNumber);
      count += 1;
      if (count <= max) entries.push({ ...form, line: lineNumber });
    }
  }
  return { entries, problems, tooMany: count > max ? messages.oidListTooLong(max, count) : null };
}
