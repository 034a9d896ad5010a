import type { Database } from '../db/client.js';
import { equipmentLibraries, modbusPoints, modbusTemplates } from '../db/schema.js';
import { DEMO_PASSWORD } from '../demo/seedDemo.js';
export { demoCustomerId } from '../demo/demo.repository.js';
import { browserSession, type testApp } from './testApp.js';

type App = Awaited<ReturnType<typeof testApp>>['app'];

/**
 * A customer library with a Modbus template: a temperature (thresholds 27/32) and a door state
 * (open is a warning).
 */
export async function insertTestLibrary(db: Database, customerId: number, model = 'Test Sensor') {
  const [template] = await db
    .insert(modbusTemplates)
    .values({ name: model, customerId })
    .returning();
  if (!template) throw new Error('no template');
  await db.insert(modbusPoints).values([
    {
      templateId: template.id,
      position: 0,
      name: 'Temperature',
      functionCode: 3,
      startingRegister: 0,
      numberOfRegisters: 1,
      dataType: 'INT16',
      multiplier: 0.1,
      unit: '°C',
      greenTo: 27,
      yellowTo: 32,
    },
    {
      templateId: template.id,
      position: 1,
      name: 'Door',
      functionCode: 2,
      startingRegister: 0,
      numberOfRegisters: 1,
      dataType: 'UINT16',
      states: ['Closed', 'Open, "ajar" \\ wide'],
      conditions: ['Normal', 'Warning'],
    },
  ]);
  const [library] = await db
    .insert(equipmentLibraries)
    .values({ customerId, manufacturer: 'Test Co', model, modbusTemplateId: template.id })
    .returning();
  if (!library) throw new Error('no library');
  return library.id;
}

/** A browser session signed in as a user of the demo seed (the demo password by default). */
export async function signedInAs(app: App, email: string, password = DEMO_PASSWORD) {
  const session = browserSession(app);
  await session.gql(
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
    { e: email, p: password },
  );
  return session;
}

/** The demo admin, signed in, able to register gateways and onboard equipment. */
export function signedInAdmin(app: App) {
  return signedInAs(app, 'admin@vigil.demo');
}

/** Posts to the gateway API as a gateway would. */
export function gatewayClient(app: App, gatewayId: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-vigil-gateway': gatewayId };
  return {
    config: () => app.inject({ method: 'GET', url: '/gateway/v1/config', headers }),
    checkin: (body: object = {}) =>
      app.inject({ method: 'POST', url: '/gateway/v1/checkin', headers, payload: body }),
    readings: (body: unknown) =>
      app.inject({ method: 'POST', url: '/gateway/v1/readings', headers, payload: body as object }),
    nextAction: () => app.inject({ method: 'GET', url: '/gateway/v1/actions/next', headers }),
    /** POST /gateway/v1/actions/:id/{ack,progress,token,result}. */
    action: (id: string | number, step: 'ack' | 'progress' | 'token' | 'result', body?: object) =>
      app.inject({
        method: 'POST',
        url: `/gateway/v1/actions/${id}/${step}`,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      }),
  };
}

/**
 * A gateway registered by the admin with one equipment of the test library onboarded: its
 * gateway client and the ids of the equipment and its Temperature and Door sensors.
 */
export async function onboardedTestSite(
  app: App,
  admin: ReturnType<typeof browserSession>,
  customerId: number,
  library: number,
  name: string,
) {
  const { body } = await admin.gql<{ registerGateway: { id: string; token: string } }>(
    `mutation($c: ID!, $n: String!) {
      registerGateway(customerID: $c, name: $n, pollInterval: 10) { id token } }`,
    { c: String(customerId), n: name },
  );
  const registered = body.data!.registerGateway;
  const gateway = gatewayClient(app, registered.id, registered.token);
  await admin.gql(
    `mutation($g: ID!, $c: ID!, $lib: ID) {
      onboardEquipment(gatewayID: $g, customerID: $c, ip: "127.0.0.1", port: 1502, slaveID: 1,
        manufacturerModel: $lib, description: "Room", protocol: "Modbus") { id } }`,
    { g: registered.id, c: String(customerId), lib: String(library) },
  );
  const [equipment] = (await gateway.config()).json().equipment;
  const points = equipment.points as { sensorId: number; name: string }[];
  return {
    gateway,
    gatewayId: Number(registered.id),
    gatewayToken: registered.token,
    equipmentId: equipment.id as number,
    temperature: points.find((p) => p.name === 'Temperature')!.sensorId,
    door: points.find((p) => p.name === 'Door')!.sensorId,
  };
}
