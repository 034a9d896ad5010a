// The Add Modbus Template form over the domain's rules: each row is a register checked with the
// register form's schema (modbusRegisterSchema), its address written either as the protocol's
// function code and 0-based address or as a 1-based register number (40001), converted by the
// domain (parseRegisterNumber). Inputs hold text, as in the register dialog.
import { parseRegisterNumber, registerNumberOf } from '@vigil/domain';
import type { ModbusAddressBase, ModbusRegister } from '@vigil/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type {
  ModbusPointFieldsFragment,
  ModbusRegisterInput,
} from '../../../graphql/generated/graphql';
import { modbusRegisterFormInput, modbusRegisterFormSchema } from '../libraryForms';
import type { ModbusRegisterFormInput } from '../libraryForms';

/** One register row: the register form's inputs, its register number, and what it keeps. */
export interface ModbusTemplateRowInput extends ModbusRegisterFormInput {
  /** The 1-based register number (40001) when the template is written so. */
  registerNumber: string;
  /** Kept from the template it was prefilled from; not edited here. */
  addressDataType: string;
}

export type ModbusTemplateRowField = Exclude<keyof ModbusTemplateRowInput, 'addressDataType'>;

export interface ModbusTemplateFormInput {
  base: ModbusAddressBase;
  rows: ModbusTemplateRowInput[];
}

/** A checked row: the register, with the address data type it keeps. */
export type ModbusTemplateRow = ModbusRegister & { addressDataType?: string };

export interface ModbusTemplateValues {
  rows: ModbusTemplateRow[];
}

/** A new row: a holding-register FLOAT, the commonest point, with no scaling. */
export function emptyTemplateRow(): ModbusTemplateRowInput {
  return {
    name: '',
    functionCode: '3',
    startingRegister: '',
    registerNumber: '',
    numberOfRegisters: '2',
    dataType: 'FLOAT',
    wordOrder: 'ABCD',
    addressOffset: '0',
    multiplier: '1',
    offset: '0',
    unit: '',
    mask: '',
    greenTo: '',
    yellowTo: '',
    redTo: '',
    states: '',
    alarmOnly: false,
    addressDataType: '',
  };
}

/** The rows of a template as stored, to start from when it is replaced. */
export function templateRowsOf(points: readonly ModbusPointFieldsFragment[]) {
  return points.map((point): ModbusTemplateRowInput => ({
    ...modbusRegisterFormInput(point),
    registerNumber:
      registerNumberOf({
        functionCode: point.functionCode as 1 | 2 | 3 | 4,
        startingRegister: point.startingRegister,
      }) ?? '',
    addressDataType: point.addressDataType ?? '',
  }));
}

/** A copy of a row to start the next one from: the same register settings, a name to give. */
export function duplicateTemplateRow(row: ModbusTemplateRowInput): ModbusTemplateRowInput {
  return { ...row, name: '' };
}

/**
 * A row's address in the other base: protocol to register number (when the function code and
 * address are valid), or back (when the number is); what cannot be converted is left blank.
 */
export function rebaseTemplateRow(
  row: ModbusTemplateRowInput,
  to: ModbusAddressBase,
): Pick<ModbusTemplateRowInput, 'functionCode' | 'startingRegister' | 'registerNumber'> {
  if (to === 'register') {
    const address = checkedAddress(row);
    return {
      functionCode: row.functionCode,
      startingRegister: row.startingRegister,
      registerNumber: address ? (registerNumberOf(address) ?? '') : '',
    };
  }
  const parsed = parseRegisterNumber(row.registerNumber);
  return parsed.ok
    ? {
        functionCode: String(parsed.functionCode),
        startingRegister: String(parsed.startingRegister),
        registerNumber: row.registerNumber,
      }
    : { functionCode: row.functionCode, startingRegister: '', registerNumber: row.registerNumber };
}

function checkedAddress(row: ModbusTemplateRowInput) {
  const functionCode = Number(row.functionCode);
  const startingRegister = Number(row.startingRegister);
  if (![1, 2, 3, 4].includes(functionCode) || row.startingRegister.trim() === '') return undefined;
  return { functionCode: functionCode as 1 | 2 | 3 | 4, startingRegister };
}

export type RowCheck =
  | { ok: true; row: ModbusTemplateRow }
  | { ok: false; errors: Partial<Record<ModbusTemplateRowField, string>> };

/**
 * One row checked with the register rules. Written as register numbers, the number gives the
 * function code and address, and what is wrong with either shows on the number.
 */
export function checkTemplateRow(row: ModbusTemplateRowInput, base: ModbusAddressBase): RowCheck {
  const errors: Partial<Record<ModbusTemplateRowField, string>> = {};
  let input: ModbusTemplateRowInput = row;
  if (base === 'register') {
    const parsed = parseRegisterNumber(row.registerNumber);
    if (parsed.ok) {
      input = {
        ...row,
        functionCode: String(parsed.functionCode),
        startingRegister: String(parsed.startingRegister),
      };
    } else {
      errors.registerNumber = parsed.message;
      // Only the other fields' errors count now; a valid address stands in for the number.
      input = { ...row, functionCode: '3', startingRegister: '0' };
    }
  }
  const { registerNumber: _number, addressDataType, ...register } = input;
  const parsed = modbusRegisterFormSchema.safeParse(register);
  if (parsed.success && Object.keys(errors).length === 0) {
    return {
      ok: true,
      row: { ...parsed.data, ...(addressDataType ? { addressDataType } : {}) },
    };
  }
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOfRow(String(issue.path[0] ?? 'name'), base);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The input a row's field is shown in: written as numbers, the address is the number. */
export function fieldOfRow(field: string, base: ModbusAddressBase): ModbusTemplateRowField {
  const name = field === 'numOfReg' ? 'numberOfRegisters' : field;
  if (base === 'register' && (name === 'functionCode' || name === 'startingRegister')) {
    return 'registerNumber';
  }
  return (ROW_FIELDS as readonly string[]).includes(name)
    ? (name as ModbusTemplateRowField)
    : 'name';
}

const ROW_FIELDS = [
  'name',
  'functionCode',
  'startingRegister',
  'registerNumber',
  'numberOfRegisters',
  'dataType',
  'wordOrder',
  'addressOffset',
  'multiplier',
  'offset',
  'unit',
  'mask',
  'greenTo',
  'yellowTo',
  'redTo',
  'states',
  'alarmOnly',
] as const satisfies readonly ModbusTemplateRowField[];

/** Every row checked; the form's values only when all of them pass (the save is all or nothing). */
export const modbusTemplateResolver: Resolver<
  ModbusTemplateFormInput,
  unknown,
  ModbusTemplateValues
> = (values) => {
  const rows: ModbusTemplateRow[] = [];
  const rowErrors: Record<number, Record<string, { type: string; message: string }>> = {};
  values.rows.forEach((input, index) => {
    const checked = checkTemplateRow(input, values.base);
    if (checked.ok) {
      rows.push(checked.row);
      return;
    }
    rowErrors[index] = Object.fromEntries(
      Object.entries(checked.errors).map(([field, message]) => [
        field,
        { type: 'validate', message: message ?? '' },
      ]),
    );
  });
  if (Object.keys(rowErrors).length === 0) return { values: { rows }, errors: {} };
  const errors = Array.from({ length: values.rows.length }, (_, index) => rowErrors[index]);
  return {
    values: {} as Record<string, never>,
    errors: { rows: errors } as unknown as FieldErrors<ModbusTemplateFormInput>,
  };
};

/** What addModbusTemplate sends for checked rows: every field, as the register dialog does. */
export function modbusTemplateRegisters(rows: readonly ModbusTemplateRow[]): ModbusRegisterInput[] {
  return rows.map((row) => ({
    name: row.name,
    functionCode: row.functionCode,
    startingRegister: row.startingRegister,
    numOfReg: row.numberOfRegisters,
    dataType: row.dataType,
    addressOffset: row.addressOffset,
    addressDataType: row.addressDataType ?? null,
    wordOrder: row.wordOrder,
    unit: row.unit ?? null,
    multiplier: row.multiplier ?? 1,
    offset: row.offset ?? 0,
    mask: row.mask ?? null,
    greenTo: row.greenTo ?? null,
    yellowTo: row.yellowTo ?? null,
    redTo: row.redTo ?? null,
    states: row.states ?? [],
    alarmOnly: row.alarmOnly ?? false,
  }));
}

/**
 * The row and input a refusal of addModbusTemplate names (`registers.<i>.<field>`), with its
 * message without the 'Register n: field: ' the server puts before it for a banner.
 */
export function templateRefusalOf(
  argument: string,
  message: string,
  base: ModbusAddressBase,
  rowCount: number,
): { index: number; field: ModbusTemplateRowField; message: string } | undefined {
  const match = /^registers\.(\d+)\.(\w+)$/.exec(argument);
  if (!match) return undefined;
  const index = Number(match[1]);
  if (index >= rowCount) return undefined;
  return {
    index,
    field: fieldOfRow(match[2] ?? '', base),
    message: message.replace(/^Register \d+: \w+: /, ''),
  };
}
