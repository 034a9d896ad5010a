import { DEVICE_PROFILES, startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './freePort.js';
import { realDeviceClients } from './pollEquipment.js';
import { testConnection } from './testConnection.js';

const SYS_DESCR = {
  name: 'sysDescr',
  oid: '1.3.6.1.2.1.1.1.0',
  multiplier: 1,
  offset: 0,
  strMask: null,
};
const v2 = (community: string) => ({
  version: '2' as const,
  communityString: community,
  username: null,
  securityLevel: null,
  authType: null,
  authKey: null,
  privacyType: null,
  privacySecret: null,
  context: null,
});

describe('Test Connection', () => {
  let simulators: SimulatorsHandle;
  let snmpPort = 0;
  let modbusPort = 0;
  const clients = realDeviceClients(500);

  beforeAll(async () => {
    simulators = await startSimulators({
      devices: [
        {
          name: 'ups-probe',
          kind: 'ups',
          modbus: { host: '127.0.0.1', port: 0 },
          snmp: { host: '127.0.0.1', port: 0, community: 'public' },
        },
      ],
    });
    const described = simulators.devices[0]!.describe();
    snmpPort = described.snmp!.port;
    modbusPort = described.modbus!.port;
  });
  afterAll(async () => {
    await simulators?.close();
  });

  it('reads sysDescr of an SNMP device and a library point of a Modbus one', async () => {
    const snmp = await testConnection(
      {
        kind: 'probe',
        protocol: 'SNMP',
        ip: '127.0.0.1',
        port: snmpPort,
        snmp: v2('public'),
        snmpPoint: SYS_DESCR,
      },
      clients,
    );
    expect(snmp).toMatchObject({ status: 'SUCCESS' });
    expect(snmp !== 'restart' && snmp !== 'stopped' && snmp.output).toContain(
      DEVICE_PROFILES.ups.model,
    );
    const point = DEVICE_PROFILES.ups.registerMap[0]!;
    const modbus = await testConnection(
      {
        kind: 'probe',
        protocol: 'Modbus',
        ip: '127.0.0.1',
        port: modbusPort,
        unitId: 1,
        modbusPoint: {
          name: point.name,
          functionCode: point.functionCode,
          address: point.address,
          dataType: point.dataType,
          wordOrder: point.wordOrder,
          multiplier: point.multiplier,
          offset: point.offset,
          mask: null,
        },
      },
      clients,
    );
    expect(modbus).toMatchObject({
      status: 'SUCCESS',
      output: expect.stringMatching(
        new RegExp(`^Read "${point.name}" from 127\\.0\\.0\\.1:${modbusPort} \\(unit 1\\): -?\\d`),
      ),
    });
  });

  it('says why when the device does not answer or refuses the community', async () => {
    const silent = await freePort('tcp');
    const modbus = await testConnection(
      {
        kind: 'probe',
        protocol: 'Modbus',
        ip: '127.0.0.1',
        port: silent,
        unitId: 1,
        modbusPoint: {
          name: 'Input voltage',
          functionCode: 4,
          address: 0,
          dataType: 'UINT16',
          wordOrder: 'ABCD',
          multiplier: 1,
          offset: 0,
          mask: null,
        },
      },
      clients,
    );
    expect(modbus).toMatchObject({
      status: 'FAILED',
      error: expect.stringContaining(`127.0.0.1:${silent}`),
    });
    const snmp = await testConnection(
      {
        kind: 'probe',
        protocol: 'SNMP',
        ip: '127.0.0.1',
        port: snmpPort,
        snmp: v2('wrong'),
        snmpPoint: SYS_DESCR,
      },
      clients,
    );
    expect(snmp).toMatchObject({
      status: 'FAILED',
      error: expect.stringContaining(`127.0.0.1:${snmpPort}`),
    });
  });
});
