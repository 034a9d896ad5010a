import { classifyOid, messages } from '@vigil/domain';
import type { MibObjectRecord } from './mibParser.js';

/** A module's objects as the resolver reads them. */
export interface ModuleObjects {
  name: string;
  objects: readonly MibObjectRecord[];
}

/** An object with the module that defines it. */
export type KnownObject = MibObjectRecord & { module: string };

export interface ResolvedOidRecord {
  input: string;
  oid: string | null;
  name: string | null;
  module: string | null;
  instance: string | null;
  object: KnownObject | null;
  error: string | null;
  warning: string | null;
}

/**
 * Names and numbers of the objects a customer may use. Modules are given in order of precedence:
 * a module hides a later one of the same name (the customer's copy of UPS-MIB before Vigil's),
 * and where two modules name one OID (SNMPv2-MIB and RFC1213-MIB both define sysDescr) the
 * earlier one names it.
 */
export class OidResolver {
  private readonly modules = new Map<string, Map<string, KnownObject>>();
  private readonly byName = new Map<string, KnownObject[]>();
  private readonly byOid = new Map<string, KnownObject>();

  constructor(modules: readonly ModuleObjects[]) {
    for (const module of modules) {
      if (this.modules.has(module.name)) continue;
      const objects = new Map<string, KnownObject>();
      this.modules.set(module.name, objects);
      for (const record of module.objects) {
        const known: KnownObject = { ...record, module: module.name };
        objects.set(known.name, known);
        const named = this.byName.get(known.name);
        if (named) named.push(known);
        else this.byName.set(known.name, [known]);
        if (!this.byOid.has(known.oid)) this.byOid.set(known.oid, known);
      }
    }
  }

  /** The object of the longest known prefix of a numeric OID, and the rest (the instance). */
  private named(oid: string): { object: KnownObject; instance: string } | null {
    const arcs = oid.split('.');
    for (let length = arcs.length; length > 0; length -= 1) {
      const object = this.byOid.get(arcs.slice(0, length).join('.'));
      if (object) return { object, instance: arcs.slice(length).join('.') };
    }
    return null;
  }

  private symbol(module: string | null, name: string): KnownObject | string {
    if (module !== null) {
      const objects = this.modules.get(module);
      if (!objects) return messages.oidModuleUnknown(module);
      return objects.get(name) ?? messages.oidNameNotInModule(module, name);
    }
    const candidates = this.byName.get(name) ?? [];
    const [first] = candidates;
    if (!first) return messages.oidNameUnknown(name);
    const distinct = candidates.filter((c) => c.oid !== first.oid);
    if (distinct.length > 0) {
      const modules = [...new Set(candidates.map((c) => c.module))];
      return messages.oidNameAmbiguous(name, modules);
    }
    return first;
  }

  /** One pasted OID: numeric, with a leading dot, or symbolic (MODULE::name.instance, name.instance). */
  resolve(input: string): ResolvedOidRecord {
    const answer: ResolvedOidRecord = {
      input,
      oid: null,
      name: null,
      module: null,
      instance: null,
      object: null,
      error: null,
      warning: null,
    };
    const form = classifyOid(input);
    if (form.kind === 'invalid') return { ...answer, error: form.message };
    let object: KnownObject | null;
    let instance: string;
    if (form.kind === 'numeric') {
      const found = this.named(form.oid);
      if (!found) return { ...answer, oid: form.oid };
      ({ object, instance } = found);
    } else {
      const found = this.symbol(form.module, form.name);
      if (typeof found === 'string') return { ...answer, error: found };
      object = found;
      instance = form.instance;
    }
    let warning: string | null = null;
    if (instance === '' && object.shape === 'scalar')
      warning = messages.oidScalarInstance(object.name);
    if (instance === '' && object.shape === 'column')
      warning = messages.oidColumnInstance(object.name);
    return {
      ...answer,
      oid: instance === '' ? object.oid : `${object.oid}.${instance}`,
      name: object.name,
      module: object.module,
      instance,
      object,
      warning,
    };
  }
}
