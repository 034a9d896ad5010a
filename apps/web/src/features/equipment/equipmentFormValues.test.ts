import { messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import type { EquipmentFieldsFragment } from '../../graphql/generated/graphql';
import {
  bulkFormErrors,
  editValues,
  emptyBulkValues,
  emptySingleValues,
  singleFormErrors,
  toFieldErrors,
  updateVariables,
} from './equipmentFormValues';

const snmp2 = {
  id: '9',
  name: 'UPS 9',
  protocol: 'SNMP',
  equipmentIP: '10.0.0.9',
  port: 161,
  slaveID: null,
  version: '2',
  username: null,
  securityLevel: null,
  authType: null,
  privacyType: null,
  context: null,
  hasCredentials: true,
  notes: null,
  tags: ['a'],
  gateway: { id: '3', name: 'North' },
  equipment: { id: '70', name: 'X', manufacturer: 'APC', model: 'X', owner: null },
} as unknown as EquipmentFieldsFragment;

describe('the one-device form', () => {
  it('asks for a gateway and the onboarding fields when adding', () => {
    expect(singleFormErrors(emptySingleValues())).toEqual({
      gatewayID: messages.required,
      ip: messages.required,
      manufacturerModel: messages.required,
      description: messages.required,
      protocol: messages.required,
    });
  });

  it.each([
    ['a blank community string keeps the stored one', {}, {}],
    [
      'a new version needs its own secrets',
      { snmpVersion: '3', securityLevel: 'authNoPriv', username: 'u', authType: 'SHA' },
      { authKey: messages.required },
    ],
    [
      'a typed community string is checked',
      { communityString: 'bad string!' },
      { communityString: messages.invalidCommunityString },
    ],
  ])('when editing, %s', (_case, change, errors) => {
    expect(singleFormErrors({ ...editValues(snmp2), ...change }, snmp2)).toEqual(errors);
  });

  it('sends an edit with blank secrets left out and the tags split', () => {
    const variables = updateVariables(
      { ...editValues(snmp2), tags: 'a, b\nc', notes: ' n ' },
      snmp2,
      'c1',
    );
    expect(variables).toEqual({
      id: '9',
      customerID: 'c1',
      description: 'UPS 9',
      ip: '10.0.0.9',
      port: 161,
      notes: 'n',
      tags: ['a', 'b', 'c'],
      snmpVersion: '2',
    });
    expect(variables.communityString).toBeUndefined();
    expect(
      updateVariables({ ...editValues(snmp2), communityString: 'new' }, snmp2, 'c1')
        .communityString,
    ).toBe('new');
  });
});

describe('the bulk form', () => {
  it('keys cell messages by row and the list message under rows.root', () => {
    const values = { ...emptyBulkValues('3'), manufacturerModel: '70', protocol: 'Modbus' };
    expect(bulkFormErrors(values)).toEqual({ 'rows.root': 'Add at least one device.' });
    expect(
      bulkFormErrors({
        ...values,
        rows: [
          { description: 'A', ip: 'x', port: '', slaveID: '', communityString: '' },
          { description: 'B', ip: '10.0.0.2', port: '', slaveID: '', communityString: '' },
        ],
      }),
    ).toEqual({ 'rows.0.ip': messages.invalidIPv4 });
  });

  it('nests dotted paths as react-hook-form errors', () => {
    expect(toFieldErrors({ 'rows.1.ip': 'bad', gatewayID: 'Required.' })).toEqual({
      rows: { 1: { ip: { type: 'validate', message: 'bad' } } },
      gatewayID: { type: 'validate', message: 'Required.' },
    });
  });
});
