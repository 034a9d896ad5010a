import { parseId, requirePartnerAccount } from '../../auth/access.js';
import type { Executor } from '../../db/client.js';
import { imageKey } from '../../files/fileKeys.js';
import { imageUrl } from '../../files/images.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { noAccess } from '../../graphql/errors.js';
import type {
  MutationDeleteLogoArgs,
  PartnerLogo,
  QueryLogosArgs,
} from '../../graphql/generated/resolvers-types.js';
import { createPartnerLogosRepository, type PartnerLogoRecord } from './partnerLogos.repository.js';

// A partner's logos (spec access §3 Logos: id, height, width), shown in the partner theme. Uploads
// come through POST /files/partners/{id}/logos (files/partnerLogoRoutes.ts); the image is stored
// as an image of the partner's account, which its users may load (access.ts imageVisible).

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

export const toPartnerLogo = (record: PartnerLogoRecord): PartnerLogo => ({
  id: String(record.id),
  width: record.width,
  height: record.height,
  url: imageUrl(record.imageId),
});

/** logos(partnerID): the partner's users and super users, newest first. */
export async function listLogos(ctx: Ctx, args: QueryLogosArgs): Promise<PartnerLogo[]> {
  const partner = await requirePartnerAccount(ctx, args.partnerID, 'user');
  return (await createPartnerLogosRepository(ctx.db).list(partner.id)).map(toPartnerLogo);
}

/** The partner's newest logo (UserPartner.logo): one query for the signed-in user's partner. */
export async function newestLogo(db: Executor, partnerId: number): Promise<PartnerLogo | null> {
  const logo = await createPartnerLogosRepository(db).newest(partnerId);
  return logo ? toPartnerLogo(logo) : null;
}

/** deleteLogo (partner admins and super users): the logo and its stored image. */
export async function deleteLogo(
  ctx: Ctx & Pick<GraphQLContext, 'files'>,
  args: MutationDeleteLogoArgs,
): Promise<boolean> {
  const repo = createPartnerLogosRepository(ctx.db);
  const logo = await repo.byId(parseId(args.id));
  if (!logo) throw noAccess();
  await requirePartnerAccount(ctx, logo.partnerId, 'admin');
  const deleted = await repo.deleteImage(logo.partnerId, logo.imageId);
  if (deleted) await ctx.files.remove(imageKey(logo.imageId));
  return deleted;
}
