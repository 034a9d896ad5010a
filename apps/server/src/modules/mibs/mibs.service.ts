import { MIB_TEXT_MAX, OID_LIST_MAX, canonicalOid, messages } from '@vigil/domain';
import { parseId, requireAnyPermission, requireCustomer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import type {
  MibModule,
  MibObjectPage,
  MutationDeleteMibArgs,
  MutationImportMibArgs,
  QueryMibModulesArgs,
  QueryMibObjectsArgs,
  QueryResolveOidsArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import { BUILT_IN_MIB_NAMES } from './builtInMibs.js';
import { MibRefusal, type MibObjectRecord, type ParsedMibModule } from './mibParser.js';
import { mibWorker } from './MibWorkerClient.js';
import { createMibsRepository, type MibModuleRecord } from './mibs.repository.js';
import { OidResolver, type ModuleObjects, type ResolvedOidRecord } from './oidResolver.js';
import { OidResolverCache } from './OidResolverCache.js';

export type MibsContext = Pick<GraphQLContext, 'viewer' | 'db'>;

/** The most objects one page of mibObjects holds (UPS-MIB has 148, IF-MIB 91). */
export const MIB_OBJECTS_PAGE_MAX = 500;

/** Importing and deleting a module builds libraries: permission cl or ul (spec core §6). */
const LIBRARY_BUILDERS = ['cl', 'ul'] as const;

const MIB_TEXT_MAX_MB = MIB_TEXT_MAX / (1024 * 1024);

/** The customer asked for, once the user may see it. */
function readableCustomer(ctx: MibsContext, customerID: string): number {
  requireCustomer(ctx, customerID);
  return parseId(customerID);
}

function builderCustomer(ctx: MibsContext, customerID: string): number {
  requireAnyPermission(ctx, customerID, LIBRARY_BUILDERS, messages.noCreateOrUpdateLibraries);
  return parseId(customerID);
}

const customerModule = (record: MibModuleRecord): MibModule => ({
  name: record.name,
  builtIn: false,
  fileName: record.fileName,
  objectCount: record.objectCount,
  createdAt: record.createdAt.toISOString(),
});

/** Built-in modules first, in their order, then the customer's by name. */
export async function mibModules(
  ctx: MibsContext,
  args: QueryMibModulesArgs,
): Promise<MibModule[]> {
  const customerId = readableCustomer(ctx, args.customerID);
  const builtIn = await mibWorker.builtInModules();
  const own = await createMibsRepository(ctx.db).list(customerId);
  return [
    ...BUILT_IN_MIB_NAMES.map((name) => ({
      name,
      builtIn: true,
      fileName: null,
      objectCount: builtIn.get(name)?.objects.length ?? 0,
      createdAt: null,
    })),
    ...own.map(customerModule),
  ];
}

function matches(object: MibObjectRecord, query: string): boolean {
  const oid = canonicalOid(query);
  const lower = query.toLowerCase();
  return (
    object.name.toLowerCase().includes(lower) ||
    object.oid.startsWith(oid) ||
    (object.description?.toLowerCase().includes(lower) ?? false)
  );
}

/** One module's objects (the customer's copy before a built-in one), searched and paged. */
export async function mibObjects(
  ctx: MibsContext,
  args: QueryMibObjectsArgs,
): Promise<MibObjectPage> {
  const customerId = readableCustomer(ctx, args.customerID);
  const name = args.module.trim();
  const own = await createMibsRepository(ctx.db).find(customerId, name);
  const objects = own?.objects ?? (await mibWorker.builtInModules()).get(name)?.objects ?? [];
  const query = args.query?.trim() ?? '';
  const found = query === '' ? objects : objects.filter((object) => matches(object, query));
  const { limit, offset } = pageOf(args.limit, args.offset, MIB_OBJECTS_PAGE_MAX);
  return {
    items: found.slice(offset, offset + limit).map((object) => ({ ...object, module: name })),
    total: found.length,
  };
}

/** The customers' resolvers, rebuilt when their modules' version in the database changes. */
export const oidResolvers = new OidResolverCache();

/** The built-in modules, later (newer) first, so SNMPv2-MIB names what RFC1213-MIB also defines. */
const shippedModules = (builtIn: ReadonlyMap<string, ParsedMibModule>): ModuleObjects[] =>
  [...BUILT_IN_MIB_NAMES]
    .reverse()
    .map((name) => ({ name, objects: builtIn.get(name)?.objects ?? [] }));

/** One resolver for every customer without modules of its own. */
let builtInResolver: OidResolver | undefined;

/**
 * The modules a customer's OIDs resolve against, in order of precedence: its own, its partner's
 * installed ones (mibs.repository.ts `objects`), then the built-in ones.
 */
async function resolverFor(ctx: MibsContext, customerId: number): Promise<OidResolver> {
  const repo = createMibsRepository(ctx.db);
  return oidResolvers.get(customerId, await repo.version(customerId), async () => {
    const [own, builtIn] = await Promise.all([
      repo.objects(customerId),
      mibWorker.builtInModules(),
    ]);
    if (own.length > 0) return new OidResolver([...own, ...shippedModules(builtIn)]);
    builtInResolver ??= new OidResolver(shippedModules(builtIn));
    return builtInResolver;
  });
}

/** Each pasted OID resolved, in order: symbolic to numeric, numeric to the object it reads. */
export async function resolveOids(
  ctx: MibsContext,
  args: QueryResolveOidsArgs,
): Promise<ResolvedOidRecord[]> {
  const customerId = readableCustomer(ctx, args.customerID);
  if (args.oids.length > OID_LIST_MAX) {
    throw badInput(messages.oidListTooLong(OID_LIST_MAX, args.oids.length), 'oids');
  }
  const resolver = await resolverFor(ctx, customerId);
  return args.oids.map((input) => resolver.resolve(input));
}

/**
 * An upload's file name, trimmed, once the upload is within the limits (a name, at most
 * MIB_TEXT_MAX bytes of text: 'Too big: …'); for importMib and a partner's importPartnerMib.
 */
export function mibFileNameOf(args: { fileName: string; text: string }): string {
  const fileName = args.fileName.trim();
  if (fileName === '') throw badInput(`fileName: ${messages.required}`, 'fileName');
  const bytes = Buffer.byteLength(args.text, 'utf8');
  if (bytes > MIB_TEXT_MAX) {
    throw badInput(messages.mibTooBig((bytes / (1024 * 1024)).toFixed(1), MIB_TEXT_MAX_MB), 'text');
  }
  return fileName;
}

/**
 * Parses a MIB file and keeps its module for the customer, in place of its module of the same
 * name. Imports resolve against the customer's modules, then the built-in ones.
 */
export async function importMib(ctx: MibsContext, args: MutationImportMibArgs): Promise<MibModule> {
  const customerId = builderCustomer(ctx, args.customerID);
  const fileName = mibFileNameOf(args);
  const repo = createMibsRepository(ctx.db);
  let parsed;
  try {
    // On the MIB thread, which keeps the customer's sources until their version changes.
    parsed = await mibWorker.parse(args.text, {
      key: `${customerId}:${await repo.version(customerId)}`,
      sources: async () =>
        (await repo.sources(customerId)).map((row) => ({ name: row.name, text: row.source })),
    });
  } catch (error) {
    if (error instanceof MibRefusal) throw badInput(error.message, 'text');
    throw error;
  }
  const stored = await repo.upsert({
    customerId,
    name: parsed.name,
    fileName,
    source: args.text,
    objects: parsed.objects,
  });
  return customerModule(stored);
}

/** Deletes one of the customer's modules; false when it has none of that name. */
export async function deleteMib(ctx: MibsContext, args: MutationDeleteMibArgs): Promise<boolean> {
  const customerId = builderCustomer(ctx, args.customerID);
  return createMibsRepository(ctx.db).delete(customerId, args.name.trim());
}
