import { messages } from '@vigil/domain';
import { typeDefs } from '@vigil/schema';
import { sql } from 'drizzle-orm';
import { buildASTSchema, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { customerDigest } from '../testing/tenantDigest.js';
import {
  HOME_MARKER,
  VICTIM_MARKER,
  VICTIM_READING,
  seedTenants,
  type Tenant,
  type TenantFixture,
} from '../testing/tenantFixture.js';
import { testApp, type GraphQLReply } from '../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../testing/testDatabases.js';

// The tenant-isolation test extended to share links (spec core §2 /shared/{token}): the Victim's
// dashboard link opens that view, read-only, and nothing else, through every query that takes a
// token, signed out or signed in as Home's admin (the token wins over the session). Asked for
// Home's data, the Victim's other views, a widget of another view or a sensor outside the view,
// it gives a refusal or nothing; expired and revoked links give 'Invalid token'; without the
// token, a signed-out caller gets nothing at all.

/** Root fields whose token is not a share link's, each with its kind; they are tested elsewhere. */
const OTHER_TOKENS: Readonly<Record<string, string>> = {
  alarmByToken: "an alarm e-mail's signed acknowledge token (tenantIsolation.alerts.cases.ts)",
  acknowledgeAlarmByToken: "an alarm e-mail's signed acknowledge token",
  updateUserAlerts: "an alarm e-mail's signed token, naming the user it went to",
  validateToken: "an invitation's verification token (/verify/{token})",
  verifyUser: "an invitation's verification token (/verify/{token})",
  validatePasswordToken: "a forgot-password link's token (tenantIsolation.access.cases.ts)",
  resetPassword: "a forgot-password link's token (tenantIsolation.access.cases.ts)",
  publicSurvey: "a site survey's link token (tenantIsolation.partners.cases.ts)",
  updatePublicSurvey: "a site survey's link token (tenantIsolation.partners.cases.ts)",
  addPublicSurveyComment: "a site survey's link token (tenantIsolation.partners.cases.ts)",
  deletePublicSurveyAttachment: "a site survey's link token (tenantIsolation.partners.cases.ts)",
};

const schema = buildASTSchema(parse(typeDefs.join('\n')));
const withToken = (type: 'Query' | 'Mutation') =>
  Object.values((type === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields())
    .filter((field) => field.args.some((arg) => arg.name === 'token'))
    .map((field) => field.name);

/** What the shareTokens setup adds beside the fixture: data of the Victim's outside the view. */
interface Outside {
  /** Sensors of a Victim equipment on no widget of the dashboard. */
  sensorIds: string[];
  equipmentId: string;
  /** A widget of the Victim's public Lobby view, over one of those sensors. */
  lobbyWidgetId: string;
  /** A link to the Victim's overlay view (the fixture's link is to its dashboard). */
  overlayToken: string;
  overlayLinkId: string;
}

type Vars = (v: Tenant, h: Tenant, o: Outside) => Record<string, unknown>;

/**
 * 'own': the token's view answers, checked by `check`; 'other': a refusal or nothing. `link`
 * 'overlay' gives the valid token of the Victim's overlay view instead of its dashboard's.
 */
interface TokenCase {
  field: string;
  title: string;
  document: string;
  variables: Vars;
  want: 'own' | 'other';
  check?: (value: unknown, fx: TenantFixture, o: Outside) => void;
  link?: 'overlay';
}

function tokenCases(
  field: string,
  document: string,
  list: [title: string, variables: Vars, want: 'own' | 'other', check?: TokenCase['check']][],
  link?: TokenCase['link'],
): TokenCase[] {
  return list.map(([title, variables, want, check]) => ({
    field,
    title,
    document,
    variables,
    want,
    ...(check ? { check } : {}),
    ...(link ? { link } : {}),
  }));
}

interface SharedOverlayView {
  id: string;
  image: string;
  canUpdate: boolean;
  canDelete: boolean;
  canShare: boolean;
  overlays: { kind: string; data: Record<string, unknown> | null }[];
}

const ids = (value: unknown) => (value as { id: string }[]).map((item) => item.id).sort();
const sorted = (list: readonly string[]) => [...list].sort();

const TOKEN_CASES: TokenCase[] = [
  ...tokenCases(
    'view',
    `query($n: String, $id: ID, $v: ID, $tk: String) { view(viewName: $n, id: $id, viewID: $v,
      token: $tk) { id name customerID canUpdate canDelete canShare isCreator } }`,
    [
      ...(['by id', 'by name', 'the token alone'] as const).map(
        (how) =>
          [
            `its own view, ${how}`,
            (v: Tenant) =>
              how === 'by id'
                ? { v: v.viewId }
                : how === 'by name'
                  ? { n: v.viewName, id: v.customerId }
                  : {},
            'own',
            (value: unknown, fx: TenantFixture) =>
              expect(value).toEqual({
                id: fx.victim.viewId,
                name: fx.victim.viewName,
                customerID: fx.victim.customerId,
                canUpdate: false,
                canDelete: false,
                canShare: false,
                isCreator: false,
              }),
          ] as [string, Vars, 'own', TokenCase['check']],
      ),
      ['the Victim’s public view', (v) => ({ v: v.publicViewId }), 'other'],
      ['the Victim’s asset view', (v) => ({ v: v.assetViewId }), 'other'],
      ['the Lobby by name', (v) => ({ n: `${v.marker} Lobby`, id: v.customerId }), 'other'],
      ['Home’s view', (_v, h) => ({ v: h.viewId }), 'other'],
      ['Home’s view by name', (_v, h) => ({ n: h.viewName, id: h.customerId }), 'other'],
      ['its own name under Home', (v, h) => ({ n: v.viewName, id: h.customerId }), 'other'],
    ],
  ),
  ...tokenCases(
    'userViews',
    `query($t: [ID!], $q: String, $tk: String) { userViews(tags: $t, query: $q, token: $tk) {
      id name canUpdate canShare } }`,
    [
      [
        'its own view, alone',
        () => ({}),
        'own',
        (value, fx) =>
          expect(value).toEqual([
            { id: fx.victim.viewId, name: fx.victim.viewName, canUpdate: false, canShare: false },
          ]),
      ],
      [
        'searched for the Victim’s views',
        () => ({ q: VICTIM_MARKER }),
        'own',
        (value, fx) => expect(ids(value)).toEqual([fx.victim.viewId]),
      ],
      ['searched for the Lobby', () => ({ q: 'Lobby' }), 'other'],
      ['under Home’s tags', (_v, h) => ({ t: [h.tagId] }), 'other'],
    ],
  ),
  ...tokenCases(
    'widgets',
    `query($id: ID, $n: String, $c: ID, $w: [ID!], $tk: String) { widgets(id: $id, viewName: $n,
      customerID: $c, widgetIDs: $w, token: $tk) { id viewID name } }`,
    [
      ...(
        [
          ['of its view by id', (v: Tenant) => ({ id: v.viewId })],
          ['of its view by name', (v: Tenant) => ({ n: v.viewName, c: v.customerId })],
          ['of its view, the token alone', () => ({})],
          [
            'by ids, with others’ among them',
            (v: Tenant, h: Tenant, o: Outside) => ({
              w: [...Object.values(v.widgetIds), o.lobbyWidgetId, h.widgetId],
            }),
          ],
        ] as [string, Vars][]
      ).map(
        ([title, variables]) =>
          [
            title,
            variables,
            'own',
            (value: unknown, fx: TenantFixture) => {
              expect(ids(value)).toEqual(sorted(Object.values(fx.victim.widgetIds)));
              for (const w of value as { viewID: string }[])
                expect(w.viewID).toBe(fx.victim.viewId);
            },
          ] as [string, Vars, 'own', TokenCase['check']],
      ),
      ['of the Victim’s Lobby', (v) => ({ id: v.publicViewId }), 'other'],
      ['the Lobby’s widget', (_v, _h, o) => ({ w: [o.lobbyWidgetId] }), 'other'],
      ['of Home’s view', (_v, h) => ({ id: h.viewId }), 'other'],
      ['of Home’s view by name', (_v, h) => ({ n: h.viewName, c: h.customerId }), 'other'],
      ['Home’s widgets', (_v, h) => ({ w: Object.values(h.widgetIds) }), 'other'],
      ['of its view under Home', (v, h) => ({ id: v.viewId, c: h.customerId }), 'other'],
    ],
  ),
  ...tokenCases(
    'timers',
    `query($w: [ID!]!, $c: ID, $tk: String) { timers(widgetIDs: $w, customerID: $c, token: $tk) {
      id widgetID } }`,
    [
      [
        'of its countdown',
        (v) => ({ w: [v.countdownWidgetId] }),
        'own',
        (value, fx) =>
          expect(value).toEqual([{ id: fx.victim.timerId, widgetID: fx.victim.countdownWidgetId }]),
      ],
      ['of Home’s countdown', (_v, h) => ({ w: [h.countdownWidgetId] }), 'other'],
      ['of the Lobby’s widget', (_v, _h, o) => ({ w: [o.lobbyWidgetId] }), 'other'],
      [
        'of its countdown under Home',
        (v, h) => ({ w: [v.countdownWidgetId], c: h.customerId }),
        'other',
      ],
    ],
  ),
  ...tokenCases(
    'snmpTraps',
    `query($e: ID, $g: ID, $ip: String, $c: ID, $tk: String) { snmpTraps(equipmentID: $e,
      gatewayID: $g, equipmentIP: $ip, customerID: $c, token: $tk) { id oid } }`,
    [
      [
        'of its Trap widget’s equipment',
        (v) => ({ e: v.snmpEquipmentId }),
        'own',
        (value) => expect(Array.isArray(value)).toBe(true),
      ],
      [
        'of a Victim equipment no widget of it shows',
        (_v, _h, o) => ({ e: o.equipmentId }),
        'other',
      ],
      ['of Home’s equipment', (_v, h) => ({ e: h.snmpEquipmentId }), 'other'],
      ['by gateway and address', (v) => ({ g: v.gatewayId, ip: '10.0.0.9' }), 'other'],
      [
        'of its equipment under Home',
        (v, h) => ({ e: v.snmpEquipmentId, c: h.customerId }),
        'other',
      ],
    ],
  ),
  ...tokenCases(
    'equipmentAsset',
    `query($e: ID!, $c: ID, $tk: String) { equipmentAsset(equipmentID: $e, customerID: $c,
      token: $tk) { equipmentID } }`,
    [
      [
        'of its Meta widget’s equipment',
        (v) => ({ e: v.equipmentId }),
        'own',
        (value, fx) => expect(value).toEqual({ equipmentID: fx.victim.equipmentId }),
      ],
      [
        'of a Victim equipment no widget of it shows',
        (_v, _h, o) => ({ e: o.equipmentId }),
        'other',
      ],
      ['of Home’s equipment', (_v, h) => ({ e: h.equipmentId }), 'other'],
      ['of its equipment under Home', (v, h) => ({ e: v.equipmentId, c: h.customerId }), 'other'],
    ],
  ),
  ...tokenCases(
    'viewAlarms',
    `query($v: ID!, $c: ID, $tk: String) { viewAlarms(viewID: $v, customerID: $c, token: $tk) {
      sensorID equipmentID } }`,
    [
      [
        'of its view',
        (v) => ({ v: v.viewId }),
        'own',
        (value) => expect(Array.isArray(value)).toBe(true),
      ],
      ['of the Victim’s public view', (v) => ({ v: v.publicViewId }), 'other'],
      ['of Home’s view', (_v, h) => ({ v: h.viewId }), 'other'],
      ['of its view under Home', (v, h) => ({ v: v.viewId, c: h.customerId }), 'other'],
    ],
  ),
  ...tokenCases(
    'readings',
    `query($w: [WidgetReadingsInput!]!, $c: ID, $tk: String) { readings(widgets: $w, customerID: $c,
      token: $tk) { widgetID latest { sensorID value } } }`,
    [
      ...(
        [
          ['of its widget', (v: Tenant) => ({ w: [{ widgetID: v.widgetId, range: 'LATEST' }] })],
          [
            'of its widget, naming its sensor',
            (v: Tenant) => ({
              w: [{ widgetID: v.widgetId, sensorIDs: [v.temperatureSensorId], range: 'DAY' }],
            }),
          ],
        ] as [string, Vars][]
      ).map(
        ([title, variables]) =>
          [
            title,
            variables,
            'own',
            (value: unknown, fx: TenantFixture) =>
              expect(value).toEqual([
                {
                  widgetID: fx.victim.widgetId,
                  latest: [{ sensorID: fx.victim.temperatureSensorId, value: VICTIM_READING }],
                },
              ]),
          ] as [string, Vars, 'own', TokenCase['check']],
      ),
      [
        'of Home’s widget',
        (_v, h) => ({ w: [{ widgetID: h.widgetId, range: 'LATEST' }] }),
        'other',
      ],
      [
        'of the Lobby’s widget',
        (_v, _h, o) => ({ w: [{ widgetID: o.lobbyWidgetId, range: 'LATEST' }] }),
        'other',
      ],
      [
        'of its widget with a sensor outside the view',
        (v, _h, o) => ({ w: [{ widgetID: v.widgetId, sensorIDs: o.sensorIds, range: 'LATEST' }] }),
        'other',
      ],
      [
        'of its widget with Home’s sensor',
        (v, h) => ({
          w: [{ widgetID: v.widgetId, sensorIDs: [h.temperatureSensorId], range: 'LATEST' }],
        }),
        'other',
      ],
      [
        'of its widget with another widget’s sensor of the view',
        (v) => ({
          w: [
            { widgetID: v.countdownWidgetId, sensorIDs: [v.temperatureSensorId], range: 'LATEST' },
          ],
        }),
        'other',
      ],
      [
        'of sensors without a widget',
        (v) => ({ w: [{ sensorIDs: [v.temperatureSensorId], range: 'LATEST' }] }),
        'other',
      ],
      [
        'of its widget under Home',
        (v, h) => ({ w: [{ widgetID: v.widgetId, range: 'LATEST' }], c: h.customerId }),
        'other',
      ],
    ],
  ),
  ...tokenCases(
    'overlayView',
    `query($v: ID!, $c: ID, $tk: String) { overlayView(viewID: $v, customerID: $c, token: $tk) {
      id image canUpdate canDelete canShare overlays { kind data { __typename
        ... on Sensor { id reading { value } } ... on OverlayViewLink { viewID name }
        ... on OverlayLink { url } } } } }`,
    [
      ...(
        [
          ['its own overlay view', (v: Tenant) => ({ v: v.overlayViewId })],
          [
            'its own overlay view in its customer',
            (v: Tenant) => ({ v: v.overlayViewId, c: v.customerId }),
          ],
        ] as [string, Vars][]
      ).map(
        ([title, variables]) =>
          [
            title,
            variables,
            'own',
            (value: unknown, fx: TenantFixture, o: Outside) => {
              const view = value as SharedOverlayView;
              expect(view).toMatchObject({
                id: fx.victim.overlayViewId,
                // Served through the link, as a shared dashboard's images are.
                image: `/files/images/${fx.victim.imageId}?link=${o.overlayLinkId}`,
                canUpdate: false,
                canDelete: false,
                canShare: false,
              });
              // Its sensor and link overlays; the dashboard its view overlay names stays unread.
              expect(view.overlays.map((o) => [o.kind, o.data?.__typename ?? null])).toEqual([
                ['sensor', 'Sensor'],
                ['view', null],
                ['link', 'OverlayLink'],
              ]);
              expect(view.overlays[0]!.data).toEqual({
                __typename: 'Sensor',
                id: fx.victim.temperatureSensorId,
                reading: { value: VICTIM_READING },
              });
            },
          ] as [string, Vars, 'own', TokenCase['check']],
      ),
      ['the Victim’s dashboard', (v) => ({ v: v.viewId }), 'other'],
      ['Home’s overlay view', (_v, h) => ({ v: h.overlayViewId }), 'other'],
      [
        'its own overlay view under Home',
        (v, h) => ({ v: v.overlayViewId, c: h.customerId }),
        'other',
      ],
    ],
    'overlay',
  ),
  ...tokenCases(
    'overlayView',
    `query($v: ID!, $tk: String) { overlayView(viewID: $v, token: $tk) {
      id name } }`,
    [
      [
        'the Victim’s overlay view with its dashboard’s token',
        (v) => ({ v: v.overlayViewId }),
        'other',
      ],
    ],
  ),
  ...tokenCases(
    'sensors',
    `query($w: [ID!], $g: ID, $e: ID, $c: ID, $tk: String) { sensors(widgetIDs: $w, gatewayID: $g,
      equipmentID: $e, customerID: $c, token: $tk) { id customerID } }`,
    [
      [
        'of its widget',
        (v) => ({ w: [v.widgetId] }),
        'own',
        (value, fx) =>
          expect(value).toEqual([
            { id: fx.victim.temperatureSensorId, customerID: fx.victim.customerId },
          ]),
      ],
      [
        'of its view, the token alone',
        () => ({}),
        'own',
        (value, fx) => expect(ids(value)).toEqual(sorted(fx.victim.sensorIds)),
      ],
      ['of the Lobby’s widget', (_v, _h, o) => ({ w: [o.lobbyWidgetId] }), 'other'],
      ['of Home’s widgets', (_v, h) => ({ w: Object.values(h.widgetIds) }), 'other'],
      ['of an equipment outside the view', (_v, _h, o) => ({ e: o.equipmentId }), 'other'],
      ['of Home’s gateway', (_v, h) => ({ g: h.gatewayId }), 'other'],
      ['under Home', (_v, h) => ({ c: h.customerId }), 'other'],
    ],
  ),
];

/** A share token given to each mutation that takes a token: never a way in. */
const MUTATION_PROBES: Readonly<Record<string, { document: string; variables: Vars }>> = {
  acknowledgeAlarmByToken: {
    document: `mutation($tk: String!) { acknowledgeAlarmByToken(token: $tk, comment: "x") { id } }`,
    variables: () => ({}),
  },
  updateUserAlerts: {
    document: `mutation($v: ID!, $tk: String) {
      updateUserAlerts(alerts: [{ viewID: $v, yellow: true }], token: $tk) { viewID } }`,
    variables: (v) => ({ v: v.viewId }),
  },
  verifyUser: {
    document: `mutation($id: ID!, $tk: String!) {
      verifyUser(id: $id, token: $tk, password: "Victim-takeover-2026!") }`,
    variables: (v) => ({ id: v.adminUserId }),
  },
  resetPassword: {
    document: `mutation($id: ID!, $tk: String!) {
      resetPassword(id: $id, token: $tk, password: "Victim-takeover-2026!") }`,
    variables: (v) => ({ id: v.adminUserId }),
  },
  updatePublicSurvey: {
    document: `mutation($tk: String!) {
      updatePublicSurvey(token: $tk, survey: { progress: 1, equipment: [] }) { id } }`,
    variables: () => ({}),
  },
  addPublicSurveyComment: {
    document: `mutation($tk: String!) {
      addPublicSurveyComment(token: $tk, author: "x", comment: "x") { id } }`,
    variables: () => ({}),
  },
  deletePublicSurveyAttachment: {
    document: `mutation($tk: String!, $id: ID!) { deletePublicSurveyAttachment(token: $tk, id: $id) }`,
    variables: (v) => ({ id: v.portal.surveyAttachmentId }),
  },
};

describe('the share-token cases', () => {
  it('cover every query that takes a token, each other kind of token named with its reason', () => {
    const queries = withToken('Query');
    const covered = new Set(TOKEN_CASES.map((c) => c.field));
    expect(
      queries.filter((name) => !covered.has(name) && !(name in OTHER_TOKENS)),
      'queries with a token and no share-token case',
    ).toEqual([]);
    expect([...covered].filter((name) => !queries.includes(name))).toEqual([]);
    for (const name of covered) {
      const own = TOKEN_CASES.filter((c) => c.field === name);
      expect(own.some((c) => c.want === 'own') && own.some((c) => c.want === 'other'), name).toBe(
        true,
      );
    }
  });

  it('probe every mutation that takes a token, none of which takes a share link’s', () => {
    const mutations = withToken('Mutation');
    expect(mutations.filter((name) => !(name in MUTATION_PROBES))).toEqual([]);
    expect(mutations.filter((name) => !(name in OTHER_TOKENS))).toEqual([]);
    const named = [...withToken('Query'), ...mutations];
    expect(Object.keys(OTHER_TOKENS).filter((name) => !named.includes(name))).toEqual([]);
  });
});

/** Error codes that are an access refusal whatever the message. */
const REFUSAL_CODES = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);
const isRefusal = (error: { message: string; extensions?: { code?: string } }) =>
  REFUSAL_CODES.has(error.extensions?.code ?? '') ||
  (error.extensions?.code === 'BAD_USER_INPUT' && error.message === messages.noAccess);

type Caller = 'anonymous' | 'Home admin';
type TokenKind = 'valid' | 'expired' | 'revoked' | 'none';

describe.each(await availableDatabases())('share tokens on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let fx: TenantFixture;
  let outside: Outside;
  const tokens: Record<Exclude<TokenKind, 'none'>, string> = {
    valid: '',
    expired: '',
    revoked: '',
  };
  /** Nothing a token answer may hold, lower-cased: Home's data, the Victim's beyond the view. */
  let forbidden: string[];

  const gql = async <T>(
    session: Tenant['admin'],
    document: string,
    variables: Record<string, unknown>,
  ) => {
    const { body } = await session.gql<T>(document, variables);
    if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    server = await testApp(handle.db);
    fx = await seedTenants(handle.db, server);
    const { victim } = fx;
    tokens.valid = victim.shareToken;
    // Victim data outside the dashboard: an equipment whose sensors no dashboard widget shows,
    // and a widget of the Lobby over one of them.
    const { onboardEquipment } = await gql<{ onboardEquipment: { id: string } }>(
      victim.admin,
      `mutation($g: ID!, $c: ID!, $lib: ID) { onboardEquipment(gatewayID: $g, customerID: $c,
        ip: "10.0.0.9", manufacturerModel: $lib, description: "Hidden PDU", protocol: "Modbus") {
        id } }`,
      { g: victim.gatewayId, c: victim.customerId, lib: victim.modbusLibraryId },
    );
    const { sensors } = await gql<{ sensors: { id: string }[] }>(
      victim.admin,
      `query($e: ID) { sensors(equipmentID: $e) { id } }`,
      { e: onboardEquipment.id },
    );
    const { newWidget } = await gql<{ newWidget: { id: string } }>(
      victim.admin,
      `mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }`,
      {
        v: victim.publicViewId,
        w: { type: 'SENSOR_VALUE', name: 'Hidden Inlet', sensorIDs: [sensors[0]!.id] },
      },
    );
    const { createShareLink: overlayLink } = await gql<{
      createShareLink: { id: string; token: string };
    }>(
      victim.admin,
      `mutation($v: ID!, $c: ID!) { createShareLink(viewID: $v, customerID: $c) { id token } }`,
      { v: victim.overlayViewId, c: victim.customerId },
    );
    outside = {
      sensorIds: sensors.map((s) => s.id),
      equipmentId: onboardEquipment.id,
      lobbyWidgetId: newWidget.id,
      overlayToken: overlayLink.token,
      overlayLinkId: overlayLink.id,
    };
    // Two more links to the dashboard: one revoked, one past its expiry.
    const link = async () =>
      (
        await gql<{ createShareLink: { id: string; token: string } }>(
          victim.admin,
          `mutation($v: ID!, $c: ID!) { createShareLink(viewID: $v, customerID: $c) { id token } }`,
          { v: victim.viewId, c: victim.customerId },
        )
      ).createShareLink;
    const revoked = await link();
    await gql(
      victim.admin,
      `mutation($id: ID!, $c: ID!) { revokeShareLink(id: $id, customerID: $c) }`,
      {
        id: revoked.id,
        c: victim.customerId,
      },
    );
    tokens.revoked = revoked.token;
    const expired = await link();
    await handle.db.execute(
      sql`update share_links set expire_at = now() - interval '1 minute'
        where id = ${Number(expired.id)}`,
    );
    tokens.expired = expired.token;
    forbidden = [
      HOME_MARKER,
      ...fx.home.secrets.filter((s) => !/^[\d.]+$/.test(s)),
      ...victim.secrets.filter((s) => s !== String(VICTIM_READING) && s !== victim.shareToken),
      `${VICTIM_MARKER} Lobby`,
      `${VICTIM_MARKER} Assets`,
      'Hidden',
      victim.guestEmail,
    ].map((s) => s.toLowerCase());
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  const runs = TOKEN_CASES.flatMap((c) =>
    (c.want === 'own'
      ? ([
          ['valid', 'anonymous'],
          ['valid', 'Home admin'],
          ['expired', 'anonymous'],
          ['revoked', 'Home admin'],
          ['none', 'anonymous'],
        ] as const)
      : ([
          ['valid', 'anonymous'],
          ['valid', 'Home admin'],
        ] as const)
    ).map(([token, caller]) => ({ c, token: token as TokenKind, caller: caller as Caller })),
  );

  it.each(
    runs.map(
      (run) => [`${run.c.field}: ${run.c.title}, ${run.token} token, ${run.caller}`, run] as const,
    ),
  )('%s', async (_name, { c, token, caller }) => {
    const cookie = caller === 'anonymous' ? undefined : fx.home.admin.cookie;
    const variables = {
      ...c.variables(fx.victim, fx.home, outside),
      ...(token === 'none'
        ? {}
        : { tk: token === 'valid' && c.link === 'overlay' ? outside.overlayToken : tokens[token] }),
    };
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: { query: c.document, variables },
    });
    const text = response.body.toLowerCase();
    for (const secret of forbidden) {
      expect(text.includes(secret), `the answer holds '${secret}': ${response.body}`).toBe(false);
    }
    const body = response.json<GraphQLReply>();
    const value = body.data?.[c.field] ?? null;
    if (token === 'expired' || token === 'revoked') {
      expect(
        body.errors?.map((e) => e.message),
        response.body,
      ).toEqual([messages.invalidToken]);
      expect(value).toBeNull();
    } else if (token === 'none') {
      expect(body.errors?.length ?? 0, `not refused: ${response.body}`).toBeGreaterThan(0);
      expect(body.errors!.every(isRefusal), response.body).toBe(true);
    } else if (c.want === 'own') {
      expect(body.errors, response.body).toBeUndefined();
      c.check?.(value, fx, outside);
    } else if (body.errors?.length) {
      expect(body.errors.every(isRefusal), `not an access refusal: ${response.body}`).toBe(true);
      expect(value).toBeNull();
    } else {
      expect([null, []], `not nothing: ${response.body}`).toContainEqual(value);
    }
  });

  it.each(Object.entries(MUTATION_PROBES))(
    '%s refuses a share token and writes nothing',
    async (field, probe) => {
      const before = await customerDigest(handle.db, Number(fx.victim.customerId));
      for (const cookie of [undefined, fx.home.admin.cookie]) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: {
            query: probe.document,
            variables: { ...probe.variables(fx.victim, fx.home, outside), tk: tokens.valid },
          },
        });
        const body = response.json<GraphQLReply>();
        expect(body.errors?.[0]?.message, response.body).toBe(messages.invalidToken);
        expect(body.data?.[field] ?? null).toBeNull();
      }
      expect((await customerDigest(handle.db, Number(fx.victim.customerId))).tables).toEqual(
        before.tables,
      );
    },
  );
});
