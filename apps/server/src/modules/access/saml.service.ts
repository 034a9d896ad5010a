import type { CacheProvider } from '@node-saml/node-saml';
import { LINK_MAX, isEmail, isPermissionCode, messages, normalizeEmail } from '@vigil/domain';
import { parseId, requirePermission } from '../../auth/access.js';
import { createServiceProviderKeys } from '../../auth/samlKeys.js';
import {
  SamlMetadataError,
  fetchIdpMetadata,
  parseIdpMetadata,
  type IdpMetadata,
} from '../../auth/samlMetadata.js';
import {
  SAML_REQUEST_TTL_MS,
  failsToDecrypt,
  identityOf,
  serviceProvider,
  serviceProviderEndpoints,
  serviceProviderMetadata,
  webLoginPath,
  type SamlIdentity,
  type ServiceProviderSettings,
} from '../../auth/samlServiceProvider.js';
import type { Database } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, noAccess } from '../../graphql/errors.js';
import type { SamlConfig } from '../../graphql/generated/resolvers-types.js';
import { createAccessRepository, type UserRecord } from './access.repository.js';
import { startSession } from './access.service.js';
import { createSamlRepository, type SamlConfigRecord } from './saml.repository.js';

// A company's SAML single sign-on (spec access §2): its settings, for the managers of its users;
// the sign-in itself, over the HTTP routes of http/samlRoutes.ts.

type Repo = ReturnType<typeof createSamlRepository>;

function configView(
  publicUrl: string,
  customerId: number,
  record: SamlConfigRecord | null,
): SamlConfig {
  const endpoints = serviceProviderEndpoints(publicUrl, customerId);
  return {
    customerID: String(customerId),
    enabled: record?.enabled ?? false,
    idpMetadataUrl: record?.idpMetadataUrl ?? null,
    idpEntityId: record?.idpEntityId ?? null,
    idpSsoUrl: record?.idpSsoUrl ?? null,
    spEntityId: endpoints.entityId,
    spAcsUrl: endpoints.acsUrl,
    spMetadataUrl: endpoints.metadataUrl,
    // Made with the first save; until then there is none to give.
    spCertificate: record?.spCertificate ?? '',
    loginPath: webLoginPath(customerId),
  };
}

/** The company (which must exist) whose settings a manager of its users or a super user reads. */
async function managedCompany(ctx: Pick<GraphQLContext, 'viewer' | 'db'>, customerID: string) {
  requirePermission(ctx, customerID, 'mu');
  const customerId = parseId(customerID);
  const repo = createSamlRepository(ctx.db);
  if (!(await repo.customerExists(customerId))) throw noAccess();
  return { customerId, repo };
}

export async function samlConfig(
  ctx: Pick<GraphQLContext, 'viewer' | 'db' | 'config'>,
  customerID: string,
): Promise<SamlConfig> {
  const { customerId, repo } = await managedCompany(ctx, customerID);
  return configView(ctx.config.publicUrl, customerId, await repo.findConfig(customerId));
}

export interface UpdateSamlConfigInput {
  customerID: string;
  enabled: boolean;
  idpMetadataUrl?: string | null;
  idpMetadataXml?: string | null;
}

const given = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The metadata given now, read; a SamlMetadataError becomes a refusal on the field it came by. */
async function readMetadata(
  url: string | null,
  xml: string | null,
): Promise<{ url: string | null; xml: string; idp: IdpMetadata } | null> {
  const field = url ? 'idpMetadataUrl' : 'idpMetadataXml';
  try {
    if (url) {
      const fetched = await fetchIdpMetadata(url);
      return { url, xml: fetched, idp: parseIdpMetadata(fetched) };
    }
    if (xml) return { url: null, xml, idp: parseIdpMetadata(xml) };
    return null;
  } catch (error) {
    if (error instanceof SamlMetadataError) throw badInput(error.message, field);
    throw error;
  }
}

/**
 * Saves a company's single sign-on: the IdP by metadata address (fetched now) or XML, or as it
 * was when neither is given; on only with an IdP. The key pair is made at the first save and kept.
 */
export async function updateSamlConfig(
  ctx: Pick<GraphQLContext, 'viewer' | 'db' | 'config'>,
  input: UpdateSamlConfigInput,
  now = new Date(),
): Promise<SamlConfig> {
  const { customerId, repo } = await managedCompany(ctx, input.customerID);
  const url = given(input.idpMetadataUrl);
  const xml = given(input.idpMetadataXml);
  if (url && xml) throw badInput(messages.samlMetadataOneSource, 'idpMetadataXml');
  const metadata = await readMetadata(url, xml);
  const existing = await repo.findConfig(customerId);
  const idp = metadata
    ? {
        idpMetadataUrl: metadata.url,
        idpMetadataXml: metadata.xml,
        idpEntityId: metadata.idp.entityId,
        idpSsoUrl: metadata.idp.ssoUrl,
        idpCertificates: metadata.idp.certificates,
      }
    : {
        idpMetadataUrl: existing?.idpMetadataUrl ?? null,
        idpMetadataXml: existing?.idpMetadataXml ?? null,
        idpEntityId: existing?.idpEntityId ?? null,
        idpSsoUrl: existing?.idpSsoUrl ?? null,
        idpCertificates: existing?.idpCertificates ?? [],
      };
  if (input.enabled && !idp.idpSsoUrl) {
    throw badInput(messages.samlMetadataNeeded, 'idpMetadataUrl');
  }
  const keys = existing
    ? { spPrivateKey: existing.spPrivateKey, spCertificate: existing.spCertificate }
    : await createServiceProviderKeys(
        serviceProviderEndpoints(ctx.config.publicUrl, customerId).entityId,
        now,
      ).then((made) => ({ spPrivateKey: made.privateKey, spCertificate: made.certificate }));
  const saved = await repo.saveConfig({ customerId, enabled: input.enabled, ...idp, ...keys }, now);
  return configView(ctx.config.publicUrl, customerId, saved);
}

/** A customer id from an address or the API, or null when it cannot be one. */
function customerIdOf(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/**
 * Where a company's users sign in when its single sign-on is on (the web's route guard asks,
 * signed out), else null. It tells only whether SSO is on, which its sign-in page shows anyway.
 */
export async function ssoLoginPath(
  ctx: Pick<GraphQLContext, 'db'>,
  customerID: string,
): Promise<string | null> {
  const customerId = customerIdOf(customerID);
  if (customerId === null) return null;
  return (await createSamlRepository(ctx.db).isEnabled(customerId))
    ? webLoginPath(customerId)
    : null;
}

// ---- the sign-in over HTTP ------------------------------------------------------------------

export interface SamlHttpContext {
  db: Database;
  publicUrl: string;
}

/** The service provider's metadata of a company, or null before its first save. */
export async function companyServiceProviderMetadata(
  ctx: SamlHttpContext,
  customerIdParam: string,
): Promise<string | null> {
  const customerId = customerIdOf(customerIdParam);
  if (customerId === null) return null;
  const record = await createSamlRepository(ctx.db).findConfig(customerId);
  return record ? serviceProviderMetadata(ctx.publicUrl, customerId, record) : null;
}

/** A ref that is a path of this site (anything else is dropped: it would send the user away). */
export function safeRef(ref: unknown): string | null {
  if (typeof ref !== 'string' || ref.length > LINK_MAX) return null;
  if (!ref.startsWith('/') || ref.startsWith('//') || ref.startsWith('/\\')) return null;
  return ref;
}

const withRef = (path: string, ref: string | null, extra: string[] = []) => {
  const query = [...extra, ...(ref ? [`ref=${encodeURIComponent(ref)}`] : [])];
  return query.length ? `${path}?${query.join('&')}` : path;
};

/** The web's pages after a sign-in (spec access §2). */
export const samlSuccessPath = (customerId: string, ref: string | null) =>
  withRef(`/login/saml-success/${customerId}`, ref);
export const samlFailurePath = (customerId: string, ref: string | null, keyProblem = false) =>
  withRef(`/login/saml-failure/${customerId}`, ref, keyProblem ? ['err=1'] : []);

/** Where the browser goes next, and why a sign-in failed (for the log, never for the user). */
export interface SamlStep {
  redirect: string;
  failure?: string;
}

function settingsOf(record: SamlConfigRecord | null): ServiceProviderSettings | null {
  if (!record?.enabled || !record.idpSsoUrl || !record.idpEntityId) return null;
  return {
    customerId: record.customerId,
    idpEntityId: record.idpEntityId,
    idpSsoUrl: record.idpSsoUrl,
    idpCertificates: record.idpCertificates,
    spPrivateKey: record.spPrivateKey,
    spCertificate: record.spCertificate,
  };
}

/**
 * The pending AuthnRequests of a company, as node-saml asks them, kept in the database so the
 * response may reach any server process. A response takes its request once (deleting it): a
 * replay of it, here or on another process, finds none. node-saml asks twice per response (the
 * Response and its SubjectConfirmation), so this one response's answer is remembered.
 */
function pendingRequests(repo: Repo, customerId: number, now: Date): CacheProvider {
  const claimed = new Map<string, string | null>();
  return {
    async saveAsync(key, value) {
      await repo.saveRequest(key, customerId, now);
      return { value, createdAt: now.getTime() };
    },
    async getAsync(key) {
      if (!claimed.has(key)) {
        const since = new Date(now.getTime() - SAML_REQUEST_TTL_MS);
        const createdAt = await repo.claimRequest(key, customerId, since);
        claimed.set(key, createdAt ? createdAt.toISOString() : null);
      }
      return claimed.get(key) ?? null;
    },
    async removeAsync(key) {
      if (key) await repo.deleteRequest(key, customerId);
      return key;
    },
  };
}

/**
 * Starts a sign-in: the AuthnRequest (its id kept for the response) to the company's identity
 * provider by HTTP-Redirect, with the ref as RelayState; the failure page when SSO is off.
 */
export async function startSamlSignIn(
  ctx: SamlHttpContext,
  customerIdParam: string,
  rawRef: unknown,
  now = new Date(),
): Promise<SamlStep> {
  const ref = safeRef(rawRef);
  const customerId = customerIdOf(customerIdParam);
  const repo = createSamlRepository(ctx.db);
  const settings = customerId === null ? null : settingsOf(await repo.findConfig(customerId));
  if (customerId === null || !settings) {
    return { redirect: samlFailurePath(customerIdParam, ref), failure: 'single sign-on is off' };
  }
  await repo.deleteRequestsBefore(new Date(now.getTime() - SAML_REQUEST_TTL_MS));
  const sp = serviceProvider(ctx.publicUrl, settings, pendingRequests(repo, customerId, now));
  return { redirect: await sp.getAuthorizeUrlAsync(ref ?? '', undefined, {}) };
}

export type SamlSessionContext = SamlHttpContext & Pick<GraphQLContext, 'session' | 'cookie'>;

class SignInRefused extends Error {}

/**
 * The company's user an assertion names: found by the IdP's NameID or by e-mail, else made (no
 * password, the company's default roles). A user of another company, a super user or a partner's
 * user (whose reach goes beyond this company) is refused: a company's IdP speaks for its own only.
 */
async function userFor(
  db: Database,
  customerId: number,
  identity: SamlIdentity,
  now: Date,
): Promise<UserRecord> {
  const repo = createSamlRepository(db);
  const users = createAccessRepository(db);
  const ownOnly = (user: UserRecord | null): UserRecord => {
    if (!user) throw new SignInRefused('the user vanished');
    if (user.customer?.id !== customerId || user.isSuper || user.partner !== null) {
      throw new SignInRefused(`${user.email} is not only this company's user`);
    }
    return user;
  };
  if (identity.nameId) {
    const id = await repo.findUserIdByNameId(customerId, identity.nameId);
    if (id !== null) return ownOnly(await users.findUserById(id));
  }
  const email = identity.email ? normalizeEmail(identity.email) : '';
  if (!isEmail(email)) throw new SignInRefused('the assertion names no e-mail address');
  const existing = await users.findUserByEmail(email);
  if (existing) {
    const user = ownOnly(existing);
    if (identity.nameId) await repo.setNameId(user.id, identity.nameId, now);
    return user;
  }
  const defaults = await repo.newUserDefaults(customerId);
  const created = await repo.createUser(
    {
      email,
      firstName: identity.firstName?.slice(0, 200) ?? null,
      lastName: identity.lastName?.slice(0, 200) ?? null,
      customerId,
      nameId: identity.nameId,
    },
    defaults,
    defaults.roles.filter(isPermissionCode),
  );
  // Null: the same person signed in at the same moment and that sign-in made the user.
  return ownOnly(
    created === null ? await users.findUserByEmail(email) : await users.findUserById(created),
  );
}

/**
 * The assertion consumer: validates the IdP's response (signature by its certificate, issuer,
 * audience, time window, and in response to a pending request of ours), finds or makes the
 * user, starts a session and sends the browser to the success page with the ref; any failure
 * goes to the failure page, with err=1 when our key cannot open an encrypted assertion.
 */
export async function finishSamlSignIn(
  ctx: SamlSessionContext,
  customerIdParam: string,
  body: Record<string, unknown> | null | undefined,
  now = new Date(),
): Promise<SamlStep> {
  const ref = safeRef(body?.RelayState);
  const failed = (failure: string, keyProblem = false): SamlStep => ({
    redirect: samlFailurePath(customerIdParam, ref, keyProblem),
    failure,
  });
  const customerId = customerIdOf(customerIdParam);
  const repo = createSamlRepository(ctx.db);
  const record = customerId === null ? null : await repo.findConfig(customerId);
  const settings = settingsOf(record);
  if (customerId === null || !settings) return failed('single sign-on is off');
  const samlResponse = body?.SAMLResponse;
  if (typeof samlResponse !== 'string' || samlResponse === '') return failed('no SAMLResponse');

  const sp = serviceProvider(ctx.publicUrl, settings, pendingRequests(repo, customerId, now));
  let identity: SamlIdentity;
  try {
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
    if (!profile) return failed('the response holds no assertion');
    // node-saml checks the issuer of logout messages only; an assertion's is checked here.
    if (profile.issuer !== settings.idpEntityId) {
      return failed(`the assertion's issuer is ${profile.issuer}, not ${settings.idpEntityId}`);
    }
    identity = identityOf(profile);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failed(reason, await failsToDecrypt(samlResponse, settings.spPrivateKey));
  }
  let user: UserRecord;
  try {
    user = await userFor(ctx.db, customerId, identity, now);
  } catch (error) {
    if (error instanceof SignInRefused) return failed(error.message);
    throw error;
  }
  await startSession(ctx, user, now);
  return { redirect: samlSuccessPath(customerIdParam, ref) };
}
