import type { AddGatewayActionMutationVariables } from '../../graphql/generated/graphql';
import { formFieldOf, snmpCredsInput, snmpPortOf } from './snmpCredentials';
import type { SnmpCredentialValues } from './snmpCredentials';

/** The device as the add-equipment form holds it (text, like every input). */
export type TestConnectionValues = SnmpCredentialValues & {
  ip: string;
  slaveID: string;
  manufacturerModel: string;
};

/** A number input as the API takes it: blank is left out (the default), text that is no number NaN. */
const optionalNumber = (text: string) => (text.trim() ? snmpPortOf(text) : undefined);

/**
 * A TEST_CONNECTION as addGatewayAction takes it: the address, the protocol with its port (and
 * slave ID for Modbus), the library whose first point is read, and for SNMP the credentials with
 * the same port. checkGatewayAction refuses what is wrong before anything is sent.
 */
export function testConnectionVariables(
  values: TestConnectionValues,
): Pick<AddGatewayActionMutationVariables, 'action' | 'ip' | 'probe' | 'snmpCreds'> {
  const port = optionalNumber(values.port);
  const modbus = values.protocol === 'Modbus';
  return {
    action: 'TEST_CONNECTION',
    ip: values.ip.trim(),
    probe: {
      protocol: values.protocol,
      port,
      slaveID: modbus ? optionalNumber(values.slaveID) : undefined,
      manufacturerModel: values.manufacturerModel || undefined,
    },
    snmpCreds: values.protocol === 'SNMP' ? { ...snmpCredsInput(values), port } : undefined,
  };
}

/**
 * The form input a Test connection refusal is about, from its argument path (`ip`,
 * `probe.slaveID`, `snmpCreds.port`, `snmpCreds.communityString`); null when there is none.
 */
export function testConnectionFieldOf(argument: string): string | null {
  const probed = /^probe\.(\w+)$/.exec(argument)?.[1];
  return probed ?? formFieldOf(argument);
}
