import { describe, expect, it } from 'vitest';
import { LIBRARY_META_MAX } from './gatewayProtocol.js';
import { listLimit, stringLimit } from './inputLimits.js';
import { META_VALUES_MAX } from './libraryMeta.js';
import { OID_ARC_MAX } from './oidForms.js';
import {
  OID_VARIABLES_MAX,
  OID_VARIABLE_LABEL_MAX,
  convertSensorName,
  dynamicOidLabelsSchema,
  isOidVarValue,
  oidVariablesOf,
  oidVarsSchema,
  resolveOid,
} from './oidVariables.js';

describe('OID variables', () => {
  it.each([
    ['1.3.6.1.2.1.33.1.3.3.1.3.1', []],
    ['1.3.6.1.4.1.318.1.1.26.x.4.3.1.7.y', ['x', 'y']],
    ['1.3.x.5.x', ['x']],
  ])('finds the variables of %s', (oid, letters) => {
    expect(oidVariablesOf(oid)).toEqual(letters);
  });

  it('puts the numbers in, or names the letters it lacks', () => {
    expect(
      resolveOid('1.3.6.x.2.y', [
        { letter: 'x', value: '4' },
        { letter: 'y', value: '0' },
      ]),
    ).toEqual({
      oid: '1.3.6.4.2.0',
    });
    expect(resolveOid('1.3.6.x.2.y', [{ letter: 'x', value: '4' }])).toEqual({ missing: ['y'] });
    expect(resolveOid('1.3.6.1', [])).toEqual({ oid: '1.3.6.1' });
  });

  it.each([
    ['0', true],
    ['4294967295', true],
    ['4294967296', false],
    ['-1', false],
    ['1.2', false],
    ['x', false],
    ['', false],
  ])('takes %j as a number for a variable: %s', (value, ok) => {
    expect(isOidVarValue(value)).toBe(ok);
  });

  it('checks a library’s labels: one letter each, labelled, not twice', () => {
    expect(dynamicOidLabelsSchema.safeParse([{ label: ' Module ', value: 'x' }]).data).toEqual([
      { label: 'Module', value: 'x' },
    ]);
    const bad = dynamicOidLabelsSchema.safeParse([
      { label: 'Module', value: 'xy' },
      { label: '', value: 'y' },
      { label: 'Bank', value: 'z' },
      { label: 'Bank again', value: 'z' },
    ]);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.value', 'A variable is one small letter, such as x.'],
      ['1.label', 'Required.'],
      ['3.value', 'The variable z is listed twice.'],
    ]);
  });

  it('checks an equipment’s numbers', () => {
    const bad = oidVarsSchema.safeParse([
      { letter: 'x', value: '99999999999' },
      { letter: 'x', value: '1' },
    ]);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Must be a whole number from 0 to 4294967295.',
      'The variable x is listed twice.',
    ]);
  });

  it.each([
    ['Output Voltage', 'Output Voltage (Module 2)'],
    ['Module {x} Output Voltage', 'Module 2 Output Voltage'],
  ])('names a new sensor %j as %j', (name, converted) => {
    expect(
      convertSensorName(
        name,
        '1.3.6.1.4.1.9.x.3',
        [{ label: 'Module', value: 'x' }],
        [{ letter: 'x', value: '2' }],
      ),
    ).toBe(converted);
  });

  it('leaves a name alone when its OID has no variables', () => {
    expect(
      convertSensorName('Load', '1.3.6.1.2.1.33.1.4.4.1.5.1', [], [{ letter: 'x', value: '2' }]),
    ).toBe('Load');
  });
});

describe('the API’s limits agree with the rules', () => {
  it('holds the lists and texts to the same maximums', () => {
    expect(listLimit('dynamicOIDLabels')).toBe(OID_VARIABLES_MAX);
    expect(listLimit('oidVars')).toBe(OID_VARIABLES_MAX);
    expect(listLimit('metaList')).toBe(LIBRARY_META_MAX);
    expect(listLimit('LibraryMetaInput.values')).toBe(META_VALUES_MAX);
    expect(stringLimit('DynamicOidLabelInput.label')).toBe(OID_VARIABLE_LABEL_MAX);
    expect(stringLimit('OidVarInput.value')).toBe(String(OID_ARC_MAX).length);
  });
});
