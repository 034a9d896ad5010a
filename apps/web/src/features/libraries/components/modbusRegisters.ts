import { MODBUS_DATA_TYPES, MODBUS_FUNCTION_CODES, WORD_ORDERS } from '@vigil/domain';
import type { ModbusFunctionCode, ModbusRegister } from '@vigil/domain';
import type {
  EditModbusRegisterMutationVariables,
  ModbusPointFieldsFragment,
} from '../../../graphql/generated/graphql';
import { useDeleteModbusRegister } from '../hooks/useDeleteModbusRegister';
import { useEditModbusRegister } from '../hooks/useEditModbusRegister';
import {
  modbusRegisterFormInput,
  modbusRegisterResolver,
  modbusRegisterVariables,
} from '../libraryForms';
import type { ModbusRegisterFormInput } from '../libraryForms';
import { libraryTexts as texts } from '../libraryTexts';
import { ALARM_FIELD_GROUP, SCALING_FIELDS } from './RegisterEditDialog';
import { ALARM_COLUMNS, REGISTER_COLUMNS } from './RegistersPanel';
import type { RegisterKind } from './RegistersPanel';
import { optionalCell } from './RegistersTable';

const tableName = (code: number) => texts.functionCodes[code as ModbusFunctionCode] ?? texts.none;

const FUNCTION_CODE_OPTIONS = MODBUS_FUNCTION_CODES.map((code) => ({
  value: String(code),
  label: texts.functionCodeOption(code, texts.functionCodes[code]),
}));
const DATA_TYPE_OPTIONS = MODBUS_DATA_TYPES.map((type) => ({ value: type, label: type }));
const WORD_ORDER_OPTIONS = WORD_ORDERS.map((order) => ({ value: order, label: order }));

const label = texts.registerColumns;

/**
 * The registers of a library's Modbus template, each edited with the domain's register rules
 * (modbusRegisterSchema) and saved with editModbusRegister.
 */
export const modbusRegisters: RegisterKind<
  ModbusPointFieldsFragment,
  ModbusRegisterFormInput,
  ModbusRegister,
  EditModbusRegisterMutationVariables
> = {
  protocol: 'Modbus',
  tableLabel: texts.modbusTableLabel,
  columns: [
    {
      key: 'functionCode',
      label: label.functionCode,
      cell: (p) => texts.functionCodeOption(p.functionCode, tableName(p.functionCode)),
    },
    {
      key: 'startingRegister',
      label: label.startingRegister,
      cell: (p) => p.startingRegister,
      numeric: true,
    },
    {
      key: 'numberOfRegisters',
      label: label.numberOfRegisters,
      cell: (p) => p.numberOfRegisters,
      numeric: true,
    },
    { key: 'dataType', label: label.dataType, cell: (p) => p.dataType },
    { key: 'wordOrder', label: label.wordOrder, cell: (p) => p.wordOrder },
    {
      key: 'addressOffset',
      label: label.addressOffset,
      cell: (p) => p.addressOffset,
      numeric: true,
    },
    REGISTER_COLUMNS.multiplier,
    REGISTER_COLUMNS.offset,
    REGISTER_COLUMNS.unit,
    { key: 'mask', label: label.mask, cell: (p) => optionalCell(p.mask), numeric: true },
    ...ALARM_COLUMNS,
  ],
  deleteKind: 'register',
  deleteBody: texts.deleteModbusBody,
  useDeleteRegister: useDeleteModbusRegister,
  form: {
    title: texts.editModbusTitle,
    groups: [
      {
        legend: texts.groups.register,
        fields: [
          { name: 'name', required: true },
          { name: 'functionCode', required: true, input: FUNCTION_CODE_OPTIONS },
          { name: 'startingRegister', required: true, input: 'number' },
          { name: 'numberOfRegisters', required: true, input: 'number' },
          { name: 'dataType', required: true, input: DATA_TYPE_OPTIONS },
          { name: 'wordOrder', input: WORD_ORDER_OPTIONS },
          { name: 'addressOffset', input: 'number' },
        ],
      },
      { legend: texts.groups.scaling, fields: [...SCALING_FIELDS, { name: 'mask' }] },
      ALARM_FIELD_GROUP,
    ],
    formInput: modbusRegisterFormInput,
    resolver: modbusRegisterResolver,
    variables: modbusRegisterVariables,
    useEditRegister: useEditModbusRegister,
  },
};
