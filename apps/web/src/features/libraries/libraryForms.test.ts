import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { WORD_ORDERS, messages, modbusRegisterSchema } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import {
  factErrors,
  formFieldOfArgument,
  libraryFormSchema,
  modbusRegisterFormInput,
  modbusRegisterFormSchema,
  registerDeleteFailure,
  snmpRegisterFormInput,
  splitMetaValues,
  unlabelledVariables,
  variableErrors,
} from './libraryForms';
import { modbusPointFixture, snmpPointFixture } from './testing/libraryMocks';

const refusal = (message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: {} }] });

describe('libraryFormSchema', () => {
  it('takes model and manufacturer as the domain does, with revision and tags', () => {
    expect(
      libraryFormSchema.parse({
        model: ' EXM ',
        manufacturer: 'Vertiv',
        revision: ' ',
        tags: 'ups, row A\nnorth',
      }),
    ).toEqual({
      model: 'EXM',
      manufacturer: 'Vertiv',
      revision: undefined,
      tags: ['ups', 'row A', 'north'],
    });
  });

  it('requires model and manufacturer', () => {
    const result = libraryFormSchema.safeParse({
      model: '',
      manufacturer: ' ',
      revision: '',
      tags: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['model', messages.required],
      ['manufacturer', messages.required],
    ]);
  });
});

describe('a Modbus register form', () => {
  it('fills its inputs from a point, older word orders read as the ones they stand for', () => {
    const point = modbusPointFixture('1', 'Volts', {
      wordOrder: 'LE',
      mask: 255,
      states: ['Off', 'On'],
    });
    const input = modbusRegisterFormInput(point);
    expect(input).toMatchObject({
      functionCode: '3',
      numberOfRegisters: '2',
      mask: '255',
      greenTo: '',
      states: 'Off, On',
    });
    expect(WORD_ORDERS).toContain(input.wordOrder);
    expect(modbusRegisterSchema.parse(input).wordOrder).toBe(input.wordOrder);
  });

  it.each([
    ['0xFF', 255, undefined],
    ['', undefined, undefined],
    ['1.5', undefined, messages.wholeNumberAtLeast(0)],
    ['-1', undefined, messages.wholeNumberAtLeast(0)],
  ])('takes the mask %s as a whole number', (mask, value, message) => {
    const input = { ...modbusRegisterFormInput(modbusPointFixture('1', 'Volts')), mask };
    const result = modbusRegisterFormSchema.safeParse(input);
    expect(result.success ? result.data.mask : result.error.issues[0]?.message).toBe(
      message ?? value,
    );
  });
});

describe('an SNMP register form', () => {
  it('fills its inputs from a point', () => {
    expect(snmpRegisterFormInput(snmpPointFixture('1', 'Charge', { yellowTo: 20 }))).toMatchObject({
      oid: '1.3.6.1.2.1.33.1.2.4.0',
      unit: '%',
      renamedUnit: '',
      yellowTo: '20',
      alarmOnly: false,
    });
  });
});

describe('formFieldOfArgument', () => {
  const input = { name: '', numberOfRegisters: '' };
  it.each([
    ['name', 'name'],
    ['numOfReg', 'numberOfRegisters'],
    ['customerID', undefined],
  ])('%s is the input %s', (argument, field) => {
    expect(formFieldOfArgument(argument, input)).toBe(field);
  });
});

describe('registerDeleteFailure', () => {
  it.each([
    [refusal(messages.sensorsDependOnRegister(3)), 'register', messages.sensorsDependOnRegister(3)],
    [refusal('4'), 'register', messages.sensorsDependOnRegister(4)],
    [refusal('2'), 'OID', messages.sensorsDependOnRegister(2, 'OID')],
    [refusal(messages.noUpdateLibraries), 'OID', messages.noUpdateLibraries],
    [new Error('Failed to fetch'), 'register', messages.deleteError],
    [undefined, 'register', messages.deleteError],
  ] as const)('%s → %s', (error, kind, expected) => {
    expect(registerDeleteFailure(error, kind)).toBe(expected);
  });
});

describe('OID variables and device facts', () => {
  it.each([
    ['1=Other, 2=Online', ['1=Other', '2=Online']],
    ['1=Other\n2=Online\n', ['1=Other', '2=Online']],
    ['1=Other,2=Online', ['1=Other', '2=Online']],
    ['3=On, bypass, -1=Unknown', ['3=On, bypass', '-1=Unknown']],
    ['  ', []],
  ])('splits the translations %j', (text, values) => {
    expect(splitMetaValues(text)).toEqual(values);
  });

  it('names the letters the OIDs use without a label, each once', () => {
    expect(
      unlabelledVariables(['1.3.6.x.y.1', '1.3.6.y.2', '1.3.6.z', '1.3.6.1'], [{ value: 'x' }]),
    ).toEqual(['y', 'z']);
  });

  it('keys the domain’s messages by row and input', () => {
    expect(variableErrors([{ value: 'xy', label: 'Module' }])).toEqual({
      '0.value': messages.oidVariableLetter,
    });
    expect(
      factErrors([
        { id: '1', type: 'NAME', label: '', oid: '1.3.6.1.2.1.1.5.0', values: '1=A, Online\n2' },
      ]),
    ).toEqual({ '0.values': messages.metaValueForm });
  });
});
