import { MODBUS_TEMPLATE_CSV_HEADER, PERMISSION_CODES } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { generate as generateTotpCode } from 'otplib';
import { signAlertToken } from '../auth/alertTokens.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { queryRows, type Database } from '../db/client.js';
import { passwordResetTokens } from '../db/schema.js';
import { createAdminRepository } from '../modules/admin/admin.repository.js';
import { createUser } from '../modules/admin/admin.service.js';
import { seedBuiltInLibraries } from '../modules/libraries/libraries.seed.js';
import { SIMULATED_LIBRARIES } from '../demo/simulatedLibraries.js';
import { seedStampedTemplate } from '../modules/templates/seedStampedTemplate.js';
import { browserSession, TEST_SESSION_SECRET, type testApp } from './testApp.js';
import { gatewayClient } from './telemetryFixtures.js';
import { seedSamlSignIn } from './samlTestIdp.js';
import { seedPartnerPortalRows, type PartnerPortalRows } from './partnerPortalFixture.js';
import { seedMarketingRows } from './marketingFixture.js';

type Built = Awaited<ReturnType<typeof testApp>>;
type Session = ReturnType<typeof browserSession>;

/** Every text field of the Victim's rows carries this; no answer to Home may contain it. */
export const VICTIM_MARKER = 'VICTIMSECRET';
/** Home's rows carry this instead, so a test can tell the two apart at a glance. */
export const HOME_MARKER = 'HOMEDATA';
/** The value of every Victim reading: a number no Home answer can contain by chance. */
export const VICTIM_READING = 98765.4321;
const HOME_READING = 21.5;
/** Both customers use the same private addresses, as real sites do. */
export const SNMP_IP = '10.0.0.6';
export const TRAP_OID = '1.3.6.1.2.1.33.2.1';

/** The file kept with each customer's first equipment (Equipment Files). */
export const EQUIPMENT_FILE = Buffer.from('%PDF-1.4 tenant fixture manual');

/** A smallest valid PNG header, enough for the upload's type sniffing. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('tenant fixture png'),
]);

/** The ids (GraphQL form) of one customer's rows, and the names a lookup by name would use. */
export interface Tenant {
  marker: string;
  password: string;
  customerId: string;
  customerName: string;
  /**
   * The partner running the customer and a branch company of its own: the admin is also the
   * partner's administrator, the viewer a user of the customer only (ADR 021).
   */
  partnerId: string;
  partnerName: string;
  branchCustomerId: string;
  branchCustomerName: string;
  adminEmail: string;
  viewerEmail: string;
  adminUserId: string;
  viewerUserId: string;
  gatewayId: string;
  gatewayName: string;
  /** The gateway's appliance id (registerGateway externalID). */
  gatewayExternalId: string;
  modbusLibraryId: string;
  snmpLibraryId: string;
  libraryModel: string;
  manufacturer: string;
  /** The libraries' templates (Modbus of the PDU, SNMP of the UPS). */
  modbusTemplateId: string;
  snmpTemplateId: string;
  modbusPointId: string;
  snmpPointId: string;
  /** The customer's own MIB module (${marker}-MIB), and the OID of its probeLoad object. */
  mibModule: string;
  mibOid: string;
  equipmentId: string;
  equipmentName: string;
  equipmentIp: string;
  snmpEquipmentId: string;
  sensorIds: string[];
  temperatureSensorId: string;
  tagId: string;
  childTagId: string;
  viewId: string;
  viewName: string;
  publicViewId: string;
  assetViewId: string;
  widgetIds: Record<string, string>;
  /** The first widget (a Sensor Value widget over the temperature sensor). */
  widgetId: string;
  countdownWidgetId: string;
  timerId: string;
  imageId: string;
  /** The key of the file kept with the first equipment, and its name. */
  equipmentFileKey: string;
  equipmentFileName: string;
  /** Gateway actions: a finished walk, scan and log (with files), and one still pending. */
  walkActionId: string;
  discoverActionId: string;
  logActionId: string;
  pendingActionId: string;
  /** An open alarm of the temperature sensor, told to the admin by e-mail. */
  alarmId: string;
  /** The acknowledge link's token of that alarm's e-mail. */
  alertToken: string;
  /** An alarm rule of the view over the temperature sensor (it never holds: no alarm). */
  alarmRuleId: string;
  /** A template of the dashboard (its equipment as slots) and a view stamped from it. */
  templateId: string;
  templateWidgetId: string;
  stampedViewId: string;
  /** A public link to the dashboard (a week long): its id and token. */
  shareLinkId: string;
  shareToken: string;
  /** An address with no account yet, invited to the dashboard (its invitation not sent). */
  guestEmail: string;
  /** An overlay view on the customer's image: a sensor, a view and a link overlay, a heat map. */
  overlayViewId: string;
  overlayId: string;
  heatMapId: string;
  /** A kept report of the dashboard, and a report schedule with a run queued (send now). */
  reportId: string;
  reportScheduleId: string;
  /** A marketing document for the partner (its admin's), and its name. */
  marketingDocumentId: string;
  marketingDocumentName: string;
  /** The partner portal's rows: a quote, its survey and order, the licence, a partner user. */
  portal: PartnerPortalRows;
  /** Values secret beyond the marker: the gateway token, session cookies, SNMP keys, readings. */
  secrets: string[];
  /** Signed-in sessions of the customer's admin (every permission) and read-only user. */
  admin: Session;
  viewer: Session;
}

export interface TenantFixture {
  home: Tenant;
  victim: Tenant;
}

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await session.gql<T>(query, variables);
  if (body.errors?.length || !body.data) {
    throw new Error(`fixture step failed: ${JSON.stringify(body.errors)}\n${query}`);
  }
  return body.data;
}

/** A new signed-in browser session of the user. */
export async function signedIn(app: Built['app'], email: string, password: string) {
  const session = browserSession(app);
  await gql(
    session,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
    {
      e: email,
      p: password,
    },
  );
  if (!session.cookie) throw new Error(`${email} did not sign in`);
  return session;
}

/** Seeds Home and Victim (and Vigil's built-in libraries) over a running test app. */
export async function seedTenants(db: Database, server: Built): Promise<TenantFixture> {
  await seedBuiltInLibraries(db, SIMULATED_LIBRARIES);
  const home = await seedCustomer(db, server, HOME_MARKER, HOME_READING);
  const victim = await seedCustomer(db, server, VICTIM_MARKER, VICTIM_READING);
  // The report runs queued by seeding settle now, not during a test's digest.
  await server.reportRunner.runOnce();
  return { home, victim };
}

/**
 * One customer with an admin and a read-only user and data in every customer-owned table, made
 * through the API as a person and a gateway would (libraries, gateway, equipment, readings,
 * traps, image, equipment file, tags, views, widgets of several types, timers).
 */
async function seedCustomer(
  db: Database,
  server: Built,
  marker: string,
  reading: number,
): Promise<Tenant> {
  const { app } = server;
  const lower = marker.toLowerCase();
  const password = `${marker}-Pass-2026!`;
  const customerName = `${marker} Co`;
  const adminEmail = `admin@${lower}.test`;
  const viewerEmail = `viewer@${lower}.test`;
  await createUser(db, {
    email: adminEmail,
    password,
    firstName: `${marker} Ada`,
    lastName: `${marker} Admin`,
    customerName,
    partnerName: `${marker} Partner`,
    partnerAdmin: true,
    roles: [...PERMISSION_CODES],
  });
  await createUser(db, {
    email: viewerEmail,
    password,
    firstName: `${marker} Rita`,
    lastName: `${marker} Reader`,
    customerName,
  });
  const admin = await signedIn(app, adminEmail, password);
  const viewer = await signedIn(app, viewerEmail, password);
  const me = `{ me { id customer { id } } }`;
  type Me = { me: { id: string; customer: { id: string } } };
  const adminMe = (await gql<Me>(admin, me)).me;
  const viewerMe = (await gql<Me>(viewer, me)).me;
  const customerId = adminMe.customer.id;
  const partnerName = `${marker} Partner`;
  const branchCustomerName = `${marker} Branch`;
  const accounts = createAdminRepository(db);
  const partnerId = (await accounts.findAccount('PARTNER', partnerName))!.id;
  const branch = await accounts.createAccount('CUSTOMER', branchCustomerName, partnerId);

  const libraryModel = `${marker} PDU`;
  const manufacturer = `${marker} Power`;
  const modbus = await gql<{ importModbusTemplateCSV: { id: string } }>(
    admin,
    `mutation($m: String!, $f: String!, $c: ID!, $csv: String!) {
      importModbusTemplateCSV(model: $m, manufacturer: $f, customerID: $c, csv: $csv) { id } }`,
    {
      m: libraryModel,
      f: manufacturer,
      c: customerId,
      csv: [
        MODBUS_TEMPLATE_CSV_HEADER,
        `${marker} Temperature,3,0,1,INT16,,0.1,,C,,`,
        `${marker} Door,2,0,1,UINT16,,,,,,`,
        '',
      ].join('\n'),
    },
  );
  const modbusLibraryId = modbus.importModbusTemplateCSV.id;
  const snmp = await gql<{ importEquipmentTemplateSNMP: { id: string } }>(
    admin,
    `mutation($m: String!, $f: String!, $c: ID!, $oids: [SNMPPointInput!]!) {
      importEquipmentTemplateSNMP(model: $m, manufacturer: $f, customerID: $c, oids: $oids,
        vertivModel: $m, sysObjectID: "1.3.6.1.4.1.99999") { id } }`,
    {
      m: `${marker} UPS`,
      f: manufacturer,
      c: customerId,
      oids: [
        { oid: '1.3.6.1.2.1.33.1.2.4.0', name: `${marker} Battery`, unit: '%', yellowTo: 30 },
        { oid: '1.3.6.1.2.1.33.1.4.4.1.5.1', name: `${marker} Load`, states: ['Low', 'High'] },
      ],
    },
  );
  const snmpLibraryId = snmp.importEquipmentTemplateSNMP.id;
  const points = await gql<{
    equipmentLib: { modbusTemplate: { id: string }; modbusPoints: { id: string }[] };
    snmpLib: { snmpTemplate: { id: string } };
    registers: { snmpPoints: { id: string }[] };
  }>(
    admin,
    `query($m: ID!, $s: ID!) {
      equipmentLib(equipmentID: $m, withRegisters: true) { modbusTemplate { id } modbusPoints { id } }
      snmpLib: equipmentLib(equipmentID: $s) { snmpTemplate { id } }
      registers(equipmentID: $s) { snmpPoints { id } } }`,
    { m: modbusLibraryId, s: snmpLibraryId },
  );

  // A MIB module of the customer's own: both define probeLoad, each under its own arc.
  const mibModule = `${marker}-MIB`;
  const mibArc = marker === VICTIM_MARKER ? 42 : 43;
  const mibOid = `1.3.6.1.4.1.99999.${mibArc}.1`;
  await gql(
    admin,
    `mutation($c: ID!, $f: String!, $t: String!) {
      importMib(customerID: $c, fileName: $f, text: $t) { name } }`,
    {
      c: customerId,
      f: `${lower}.mib`,
      t: [
        `${mibModule} DEFINITIONS ::= BEGIN`,
        'IMPORTS OBJECT-TYPE, Integer32, enterprises FROM SNMPv2-SMI;',
        `${lower}Objects OBJECT IDENTIFIER ::= { enterprises 99999 ${mibArc} }`,
        'probeLoad OBJECT-TYPE',
        '    SYNTAX Integer32',
        '    UNITS "percent"',
        '    MAX-ACCESS read-only',
        '    STATUS current',
        `    DESCRIPTION "${marker} load"`,
        `    ::= { ${lower}Objects 1 }`,
        'END',
      ].join('\n'),
    },
  );

  const gatewayName = `${marker} Site`;
  const gatewayExternalId = `${marker}-SN-0001`;
  const registered = (
    await gql<{ registerGateway: { id: string; token: string } }>(
      admin,
      // A day between polls: the silent-gateway watchdog leaves it alone for the whole test.
      `mutation($c: ID!, $n: String!, $x: String) {
        registerGateway(customerID: $c, name: $n, pollInterval: 86400, externalID: $x) {
          id token } }`,
      { c: customerId, n: gatewayName, x: gatewayExternalId },
    )
  ).registerGateway;
  const gatewayId = registered.id;

  const onboard = async (variables: Record<string, unknown>) =>
    (
      await gql<{ onboardEquipment: { id: string } }>(
        admin,
        `mutation($g: ID!, $c: ID!, $ip: String, $lib: ID, $d: String, $p: String, $v: String,
          $cs: String, $u: String, $at: String, $ak: String, $sl: String, $pt: String,
          $ps: String, $ctx: String) {
          onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, manufacturerModel: $lib,
            description: $d, protocol: $p, snmpVersion: $v, communityString: $cs, username: $u,
            authType: $at, authKey: $ak, securityLevel: $sl, privacyType: $pt,
            privacySecret: $ps, context: $ctx) { id } }`,
        { g: gatewayId, c: customerId, ...variables },
      )
    ).onboardEquipment.id;
  const equipmentName = `${marker} PDU 1`;
  const equipmentIp = '10.0.0.5';
  const equipmentId = await onboard({
    ip: equipmentIp,
    lib: modbusLibraryId,
    d: equipmentName,
    p: 'Modbus',
  });
  const snmpEquipmentId = await onboard({
    ip: SNMP_IP,
    lib: snmpLibraryId,
    d: `${marker} UPS 1`,
    p: 'SNMP',
    v: '2',
    cs: `${marker}-community`,
  });
  const snmpV3Secrets = {
    ak: `${marker}-auth-key`,
    ps: `${marker}-privacy-secret`,
  };
  await onboard({
    ip: '10.0.0.7',
    lib: snmpLibraryId,
    d: `${marker} UPS 2`,
    p: 'SNMP',
    v: '3',
    u: `${marker}-user`,
    at: 'SHA',
    sl: 'authPriv',
    pt: 'AES',
    ctx: `${marker}-context`,
    ...snmpV3Secrets,
  });

  const sensors = (
    await gql<{ sensors: { id: string; name: string; equipmentID: string }[] }>(
      admin,
      `query($c: ID) { sensors(customerID: $c, limit: 100) { id name equipmentID } }`,
      { c: customerId },
    )
  ).sensors;
  const sensorIds = sensors.map((s) => s.id);
  const temperatureSensorId = sensors.find((s) => s.name === `${marker} Temperature`)!.id;
  const doorSensorId = sensors.find((s) => s.name === `${marker} Door`)!.id;

  // Readings through the gateway API: history, hourly and daily rollups, latest and status logs.
  const gateway = gatewayClient(app, gatewayId, registered.token);
  const now = Date.now();
  const posted = await gateway.readings({
    batches: [
      {
        seq: 1,
        readings: [
          [Number(temperatureSensorId), now - 60_000, reading],
          [Number(temperatureSensorId), now - 30_000, reading],
          [Number(doorSensorId), now - 30_000, reading],
        ],
        equipment: [],
      },
    ],
  });
  if (posted.statusCode !== 200) throw new Error(`readings refused: ${posted.body}`);
  await server.ingest.rollups.run();
  const traps = await app.inject({
    method: 'POST',
    url: '/gateway/v1/traps',
    headers: { authorization: `Bearer ${registered.token}`, 'x-vigil-gateway': gatewayId },
    payload: {
      traps: [
        {
          equipmentIP: SNMP_IP,
          oid: TRAP_OID,
          value: `${marker} on battery`,
          receivedAt: now - 1000,
        },
      ],
    },
  });
  if (traps.statusCode !== 200) throw new Error(`traps refused: ${traps.body}`);

  const upload = await app.inject({
    method: 'POST',
    url: `/files/images?customerID=${customerId}&filename=${marker}-floor.png`,
    headers: { 'content-type': 'image/png', cookie: admin.cookie! },
    payload: PNG,
  });
  if (upload.statusCode !== 201) throw new Error(`image refused: ${upload.body}`);
  const imageId = upload.json<{ id: string }>().id;

  const equipmentFileName = `${marker}-manual.pdf`;
  const kept = await app.inject({
    method: 'POST',
    url: `/files/equipment/${equipmentId}`,
    headers: {
      'content-type': 'application/pdf',
      'x-file-name': encodeURIComponent(equipmentFileName),
      cookie: admin.cookie!,
    },
    payload: EQUIPMENT_FILE,
  });
  if (kept.statusCode !== 201) throw new Error(`equipment file refused: ${kept.body}`);
  const equipmentFileKey = kept.json<{ key: string }>().key;

  // Gateway actions, run through the agent's routes: a walk, a scan and a log with the marker
  // in their results, and one action left pending for the queue's own calls.
  const queue = async (variables: Record<string, unknown>) =>
    (
      await gql<{ addGatewayAction: { id: string } }>(
        admin,
        `mutation($g: ID!, $c: ID, $a: String!, $ip: String, $s: SnmpCredsInput) {
          addGatewayAction(gatewayID: $g, customerID: $c, action: $a, ip: $ip, snmpCreds: $s) {
            id } }`,
        { g: gatewayId, c: customerId, ...variables },
      )
    ).addGatewayAction.id;
  const actionCommunity = `${lower}-action-secret`;
  const run = async (id: string, result: object, progress?: object) => {
    const acked = await gateway.action(id, 'ack');
    if (acked.json<{ run: boolean }>().run !== true) throw new Error(`ack refused: ${acked.body}`);
    if (progress) await gateway.action(id, 'progress', progress);
    const done = await gateway.action(id, 'result', result);
    if (done.statusCode !== 200) throw new Error(`result refused: ${done.body}`);
  };
  const snmpCreds = { snmpVersion: '2', communityString: actionCommunity };
  const walkActionId = await queue({ a: 'SNMP_WALK', ip: SNMP_IP, s: snmpCreds });
  await run(walkActionId, {
    status: 'SUCCESS',
    output: `${marker} walked`,
    walk: {
      varbinds: [{ oid: '1.3.6.1.2.1.1.5.0', type: 'OctetString', value: `${marker} card` }],
    },
  });
  const discoverActionId = await queue({ a: 'SNMP_DISCOVER', ip: '10.9.8.0/30', s: snmpCreds });
  await run(
    discoverActionId,
    { status: 'SUCCESS', output: `${marker} scanned` },
    {
      scanned: 2,
      total: 2,
      found: [
        {
          ip: '10.9.8.1',
          sysName: `${marker} found`,
          sysDescr: `${marker} descr`,
          sysObjectID: '1.3.6.1.4.1.99999.1',
          credential: 0,
        },
      ],
    },
  );
  const logActionId = await queue({ a: 'SEND_LOGS' });
  await run(logActionId, {
    status: 'SUCCESS',
    files: [{ name: 'agent.log', content: `${marker} log line` }],
  });
  const pendingActionId = await queue({ a: 'GATEWAY_META' });

  const newTag = async (name: string, parentID?: string) =>
    (
      await gql<{ newTag: { id: string } }>(
        admin,
        `mutation($n: String!, $c: ID!, $p: ID) {
          newTag(name: $n, customerID: $c, parentID: $p, latitude: 50.1, longitude: 8.6) { id } }`,
        { n: name, c: customerId, p: parentID },
      )
    ).newTag.id;
  const tagId = await newTag(`${marker} Region`);
  const childTagId = await newTag(`${marker} Room`, tagId);

  const newView = async (variables: Record<string, unknown>) =>
    (
      await gql<{ newView: { id: string } }>(
        admin,
        `mutation($n: String!, $c: ID!, $t: [ID!], $p: [NewViewPermissionInput!],
          $a: [ViewAlertsInput!], $pub: Boolean, $vt: String, $e: [ID!]) {
          newView(name: $n, customerID: $c, tagIDs: $t, permissions: $p, alerts: $a,
            isPublic: $pub, viewType: $vt, equipmentIDs: $e) { id } }`,
        { c: customerId, ...variables },
      )
    ).newView.id;
  const viewName = `${marker} Dashboard`;
  const viewId = await newView({
    n: viewName,
    t: [tagId, childTagId],
    p: [{ userID: viewerMe.id, view: true, update: false, share: false }],
    a: [{ userID: adminMe.id, yellow: true, red: true, disconnected: true }],
  });
  // Opening it is remembered (the home page's recent views).
  await gql(admin, 'query($v: ID) { view(viewID: $v) { id } }', { v: viewId });
  const publicViewId = await newView({ n: `${marker} Lobby`, t: [tagId], pub: true });
  const assetViewId = await newView({ n: `${marker} Assets`, vt: 'asset', e: [equipmentId] });

  const widgetIds: Record<string, string> = {};
  const widgets: [string, Record<string, unknown>][] = [
    [
      'SENSOR_VALUE',
      { name: `${marker} Inlet`, sensorIDs: [temperatureSensorId], notes: `${marker} note` },
    ],
    [
      'OPEN_CLOSED',
      { name: `${marker} Door`, sensorIDs: [doorSensorId], states: [`${marker} shut`] },
    ],
    ['GAUGE', { name: `${marker} Gauge`, sensorIDs: [temperatureSensorId], upperBound: 100 }],
    ['TREND', { name: `${marker} Trend`, sensorIDs: [temperatureSensorId, doorSensorId] }],
    ['CALCULATION', { name: `${marker} Sum`, sensorIDs: sensorIds, calculation: 'sum' }],
    [
      'ARTIFICIAL_INTELLIGENCE',
      { name: `${marker} Insight`, sensorIDs: [temperatureSensorId], smartWarning: 30 },
    ],
    [
      'COUNTDOWN',
      {
        name: `${marker} Service`,
        timers: [{ name: `${marker} Oil change`, repeatInterval: 3600, warnBefore: 60 }],
      },
    ],
    ['IMAGE', { name: `${marker} Floor`, image: imageId }],
    ['TRAP', { name: `${marker} Traps`, gatewayID: gatewayId, equipmentID: snmpEquipmentId }],
    ['META', { name: `${marker} Asset`, equipmentID: equipmentId, metaIDs: ['Serial'] }],
    ['TEXT', { name: `${marker} Text`, notes: `${marker} text`, link: '/views' }],
    ['ALARMS', { name: `${marker} Alarms` }],
  ];
  for (const [type, fields] of widgets) {
    widgetIds[type] = (
      await gql<{ newWidget: { id: string } }>(
        admin,
        `mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }`,
        { v: viewId, w: { type, ...fields } },
      )
    ).newWidget.id;
  }
  const timers = await gql<{ timers: { id: string }[] }>(
    admin,
    `query($ids: [ID!]!) { timers(widgetIDs: $ids) { id } }`,
    { ids: [widgetIds.COUNTDOWN] },
  );

  // An alarm through the engine: the admin wants every alert of the view, the temperature gets
  // thresholds its reading is past, and one more reading opens the alarm and its notification
  // (e-mail is not configured here, so the outbox records it as failed).
  await gql(
    admin,
    `mutation($v: ID!, $c: ID!, $a: [ViewAlertsInput!]!) {
      updateViewAlerts(viewID: $v, customerID: $c, alerts: $a) { userID } }`,
    {
      v: viewId,
      c: customerId,
      a: [{ userID: adminMe.id, yellow: true, red: true, disconnected: true, cleared: true }],
    },
  );
  await db.execute(sql`update sensors set green_to = 0, yellow_to = 1
    where id = ${Number(temperatureSensorId)}`);
  server.ingest.forgetGateway(Number(gatewayId));
  const alarmed = await gateway.readings({
    batches: [
      { seq: 2, readings: [[Number(temperatureSensorId), Date.now(), reading]], equipment: [] },
    ],
  });
  if (alarmed.statusCode !== 200) throw new Error(`readings refused: ${alarmed.body}`);
  await server.notifications.runOnce();
  await server.ingest.rollups.run();
  const [alarm] = await queryRows<{ id: number }>(
    db,
    sql`select id from alarms where sensor_id = ${Number(temperatureSensorId)} and phase = 'open'`,
  );
  if (!alarm) throw new Error('no alarm opened');
  const alarmId = Number(alarm.id);
  const { saveAlarmRule } = await gql<{ saveAlarmRule: { id: string } }>(
    admin,
    `mutation($v: ID!, $c: ID!, $cond: [AlarmRuleTokenInput!]!) {
      saveAlarmRule(viewID: $v, customerID: $c, name: "Overheat", condition: $cond,
        result: "alarm") { id } }`,
    {
      v: viewId,
      c: customerId,
      cond: [
        { kind: 'IF' },
        { kind: 'LEFT_SENSOR', sensorID: temperatureSensorId },
        { kind: 'COMPARATOR', value: '>' },
        { kind: 'RIGHT_SENSOR', value: '1000000' },
      ],
    },
  );
  const alertToken = signAlertToken(
    { alarmId, userId: Number(adminMe.id), customerId: Number(customerId) },
    TEST_SESSION_SECRET,
    Date.now(),
  );
  const template = await seedStampedTemplate(admin, {
    customerId,
    viewId,
    name: `${marker} Room template`,
    stampedViewName: `${marker} Stamped room`,
  });
  // A public link to the dashboard, and an address invited to it: its user and invitation are
  // written, the e-mail fails (no SMTP here).
  const { createShareLink: shareLink } = await gql<{
    createShareLink: { id: string; token: string };
  }>(
    admin,
    `mutation($v: ID!, $c: ID!) { createShareLink(viewID: $v, customerID: $c, expireDays: 7) {
      id token } }`,
    { v: viewId, c: customerId },
  );
  const guestEmail = `guest@${lower}.test`;
  await gql(
    admin,
    `mutation($v: ID!, $c: ID!, $p: [ViewUserInviteInput!]!) {
      addViewUser(viewID: $v, customerID: $c, permissions: $p) { successes } }`,
    { v: viewId, c: customerId, p: [{ email: guestEmail }] },
  );

  const { addOverlayView } = await gql<{ addOverlayView: { id: string } }>(
    admin,
    `mutation($n: String!, $i: String!, $c: ID!) {
      addOverlayView(name: $n, image: $i, height: 600, width: 800, customerID: $c) { id } }`,
    { n: `${marker} Floor plan`, i: imageId, c: customerId },
  );
  const { saveOverlays } = await gql<{
    saveOverlays: { overlays: { id: string }[]; heatMaps: { id: string }[] };
  }>(
    admin,
    `mutation($v: ID!, $c: ID!, $o: [OverlayInput!]!, $m: [HeatMapInput!]!) {
      saveOverlays(viewID: $v, customerID: $c, overlays: $o, heatMaps: $m) {
        overlays { id } heatMaps { id } } }`,
    {
      v: addOverlayView.id,
      c: customerId,
      o: [
        { kind: 'sensor', sensorID: temperatureSensorId, size: 10, x: 30, y: 5, heatMap: 0 },
        { kind: 'view', viewID: viewId, size: 10, x: 20, y: 5 },
        { kind: 'link', name: `${marker} Manual`, url: `/${marker}`, size: 10, x: 10, y: 5 },
      ],
      m: [{ valueA: 0, valueC: 100 }],
    },
  );

  const reportEnd = Date.now();
  const { report } = await gql<{ report: { report: { id: string } } }>(
    admin,
    `query($v: ID!, $c: ID!, $s: Float!, $e: Float!) { report(viewID: $v, customerID: $c,
      reportRange: DAY, startDate: $s, endDate: $e, timezoneOffset: 0) { report { id } } }`,
    { v: viewId, c: customerId, s: reportEnd - 24 * 3600_000, e: reportEnd },
  );
  const { addReportSchedule } = await gql<{ addReportSchedule: { id: string } }>(
    admin,
    `mutation($v: ID!, $c: ID!, $to: [String!]!) { addReportSchedule(customerID: $c, viewID: $v,
      range: DAY, time: "07:00", timeZone: "UTC", recipients: $to) { id } }`,
    { v: viewId, c: customerId, to: [`reports@${lower}.test`] },
  );
  await gql(admin, `mutation($i: ID!, $c: ID!) { sendReportNow(id: $i, customerID: $c) { id } }`, {
    i: addReportSchedule.id,
    c: customerId,
  });
  // A marketing document for the partner and a demo request naming the company.
  const marketing = await seedMarketingRows(db, server.files, {
    marker,
    partnerId,
    createdBy: Number(adminMe.id),
  });
  // The partner's portal: a quote, survey, order and licence of the customer, and a technician.
  const technician = await createUser(db, {
    email: `technician@${lower}.test`,
    password,
    firstName: `${marker} Tess`,
    partnerName,
  });
  const portal = await seedPartnerPortalRows(app, admin, {
    marker,
    partnerId: String(partnerId),
    customerId,
    partnerUserId: technician.id,
  });
  // A bug report of the admin's: kept, not mailed (no BUG_REPORT_EMAIL here).
  await gql(
    admin,
    `mutation($e: String!, $s: String!, $d: String) {
      submitBugReport(email: $e, subject: $s, description: $d) }`,
    { e: adminEmail, s: `${marker} trend is blank`, d: `${marker} since this morning` },
  );
  // The company's settings, with a help-desk token (write-only: no answer ever holds it).
  const helpDeskToken = `${marker}-help-desk-token`;
  await gql(
    admin,
    `mutation($c: ID!, $s: CompanySettingsInput!) {
      updateCompanySettings(customerID: $c, settings: $s) { customerID } }`,
    {
      c: customerId,
      s: {
        defaultRoles: ['cpv'],
        serviceContacts: [{ name: `${marker} NOC`, email: `noc@${lower}.test` }],
        helpDeskEmail: `help@${lower}.test`,
        helpDeskToken,
        helpDeskDomain: `${lower}.zendesk.com`,
        livestreamURL: `https://stream.${lower}.test/live`,
      },
    },
  );
  // A third user with MFA on (recovery codes) and an open forgot-password link. The link's row
  // is written directly: without SMTP here its e-mail would fail and the link be removed.
  const mfaEmail = `mfa@${lower}.test`;
  const mfaUser = await createUser(db, { email: mfaEmail, password, customerName });
  const mfaSession = await signedIn(app, mfaEmail, password);
  const { generateTotp } = await gql<{ generateTotp: { plaintext: string } }>(
    mfaSession,
    'mutation { generateTotp { plaintext } }',
  );
  await gql(mfaSession, 'mutation($c: String!) { verifyTotp(code: $c) }', {
    c: await generateTotpCode({ secret: generateTotp.plaintext }),
  });
  const { activateTotp } = await gql<{ activateTotp: { recoveryCodes: string[] } }>(
    mfaSession,
    'mutation { activateTotp { recoveryCodes } }',
  );
  // Single sign-on on, with a sign-in started (its request pending); the SP key is secret.
  const samlKeyLine = await seedSamlSignIn(db, app, admin, customerId, marker);
  const resetToken = newToken();
  await db.insert(passwordResetTokens).values({
    userId: mfaUser.id,
    tokenHash: hashToken(resetToken),
    expireAt: new Date(Date.now() + 3_600_000),
  });

  return {
    marker,
    password,
    customerId,
    customerName,
    partnerId: String(partnerId),
    partnerName,
    branchCustomerId: String(branch.id),
    branchCustomerName,
    adminEmail,
    viewerEmail,
    adminUserId: adminMe.id,
    viewerUserId: viewerMe.id,
    gatewayId,
    gatewayName,
    gatewayExternalId,
    modbusLibraryId,
    snmpLibraryId,
    libraryModel,
    manufacturer,
    modbusTemplateId: points.equipmentLib.modbusTemplate.id,
    snmpTemplateId: points.snmpLib.snmpTemplate.id,
    modbusPointId: points.equipmentLib.modbusPoints[0]!.id,
    snmpPointId: points.registers.snmpPoints[0]!.id,
    mibModule,
    mibOid,
    equipmentId,
    equipmentName,
    equipmentIp,
    snmpEquipmentId,
    sensorIds,
    temperatureSensorId,
    tagId,
    childTagId,
    viewId,
    viewName,
    publicViewId,
    assetViewId,
    widgetIds,
    widgetId: widgetIds.SENSOR_VALUE!,
    countdownWidgetId: widgetIds.COUNTDOWN!,
    timerId: timers.timers[0]!.id,
    imageId,
    equipmentFileKey,
    equipmentFileName,
    walkActionId,
    discoverActionId,
    logActionId,
    pendingActionId,
    alarmId: String(alarmId),
    alertToken,
    alarmRuleId: saveAlarmRule.id,
    ...template,
    shareLinkId: shareLink.id,
    shareToken: shareLink.token,
    guestEmail,
    overlayViewId: addOverlayView.id,
    overlayId: saveOverlays.overlays[0]!.id,
    heatMapId: saveOverlays.heatMaps[0]!.id,
    reportId: report.report.id,
    reportScheduleId: addReportSchedule.id,
    ...marketing,
    portal,
    secrets: [
      portal.surveyToken,
      helpDeskToken,
      shareLink.token,
      alertToken,
      actionCommunity,
      registered.token,
      equipmentFileKey,
      admin.cookie!,
      viewer.cookie!,
      snmpV3Secrets.ak,
      snmpV3Secrets.ps,
      String(reading),
      generateTotp.plaintext,
      resetToken,
      ...activateTotp.recoveryCodes,
      samlKeyLine,
    ],
    admin,
    viewer,
  };
}
