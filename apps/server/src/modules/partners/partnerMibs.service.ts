import { requirePartnerAccount } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import type {
  MutationDeletePartnerMibArgs,
  MutationImportPartnerMibArgs,
  PartnerMib,
  QueryMiBsArgs,
} from '../../graphql/generated/resolvers-types.js';
import { mibInstaller } from '../mibs/mibInstaller.js';
import { MibRefusal, mibModuleName } from '../mibs/mibParser.js';
import { mibFileNameOf } from '../mibs/mibs.service.js';
import { createMibsRepository, type MibModuleRecord } from '../mibs/mibs.repository.js';

// MIB files a partner uploads (spec access §3 MIBs: key, name, installing): kept as modules of
// the partner's account and installed in the background (mibs/mibInstaller.ts); its customers'
// libraries then resolve OIDs with them after their own modules (mibs.repository.ts `objects`).

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

const toPartnerMib = (record: MibModuleRecord): PartnerMib => ({
  key: record.name,
  name: record.name,
  fileName: record.fileName,
  installing: record.installing,
  installError: record.installError,
  objectCount: record.objectCount,
  createdAt: record.createdAt.toISOString(),
});

/** MIBs(partnerID): the partner's users and super users, by name. */
export async function listPartnerMibs(ctx: Ctx, args: QueryMiBsArgs): Promise<PartnerMib[]> {
  const partner = await requirePartnerAccount(ctx, args.partnerID, 'user');
  return (await createMibsRepository(ctx.db).list(partner.id)).map(toPartnerMib);
}

/**
 * importPartnerMib (partner admins and super users): within importMib's limits, the file is kept
 * under the module name its header gives, installing, and answered at once; the parse follows in
 * the background. A module of the same name is replaced.
 */
export async function importPartnerMib(
  ctx: Ctx,
  args: MutationImportPartnerMibArgs,
): Promise<PartnerMib> {
  const partner = await requirePartnerAccount(ctx, args.partnerID, 'admin');
  const fileName = mibFileNameOf(args);
  let name: string;
  try {
    name = mibModuleName(args.text);
  } catch (error) {
    if (error instanceof MibRefusal) throw badInput(error.message, 'text');
    throw error;
  }
  const kept = await createMibsRepository(ctx.db).keepInstalling({
    customerId: partner.id,
    name,
    fileName,
    source: args.text,
  });
  void mibInstaller.install(ctx.db, kept.id);
  return toPartnerMib(kept);
}

/** deletePartnerMib (partner admins and super users); false when it has none of that name. */
export async function deletePartnerMib(
  ctx: Ctx,
  args: MutationDeletePartnerMibArgs,
): Promise<boolean> {
  const partner = await requirePartnerAccount(ctx, args.partnerID, 'admin');
  return createMibsRepository(ctx.db).delete(partner.id, args.key.trim());
}
