import Box from '@mui/material/Box';
import type { SnmpRegister } from '@vigil/domain';
import type {
  EditSnmpRegisterMutationVariables,
  SnmpPointFieldsFragment,
} from '../../../graphql/generated/graphql';
import { useDeleteSnmpRegister } from '../hooks/useDeleteSnmpRegister';
import { useEditSnmpRegister } from '../hooks/useEditSnmpRegister';
import {
  snmpRegisterFormInput,
  snmpRegisterResolver,
  snmpRegisterVariables,
} from '../libraryForms';
import type { SnmpRegisterFormInput } from '../libraryForms';
import { libraryTexts as texts } from '../libraryTexts';
import { ALARM_FIELD_GROUP, SCALING_FIELDS } from './RegisterEditDialog';
import { ALARM_COLUMNS, REGISTER_COLUMNS } from './RegistersPanel';
import type { RegisterKind } from './RegistersPanel';
import { optionalCell } from './RegistersTable';

const label = texts.registerColumns;

/**
 * The OIDs of a library's SNMP template, each edited with the domain's rules
 * (snmpRegisterSchema: oid and name required) and saved with editSNMPRegister.
 */
export const snmpRegisters: RegisterKind<
  SnmpPointFieldsFragment,
  SnmpRegisterFormInput,
  SnmpRegister,
  EditSnmpRegisterMutationVariables
> = {
  protocol: 'SNMP',
  tableLabel: texts.snmpTableLabel,
  columns: [
    {
      key: 'oid',
      label: label.oid,
      cell: (p) => (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {p.oid}
        </Box>
      ),
    },
    REGISTER_COLUMNS.unit,
    { key: 'renamedUnit', label: label.renamedUnit, cell: (p) => optionalCell(p.renamedUnit) },
    REGISTER_COLUMNS.multiplier,
    REGISTER_COLUMNS.offset,
    { key: 'strMask', label: label.strMask, cell: (p) => optionalCell(p.strMask) },
    ...ALARM_COLUMNS,
  ],
  deleteKind: 'OID',
  deleteBody: texts.deleteSnmpBody,
  useDeleteRegister: useDeleteSnmpRegister,
  form: {
    title: texts.editSnmpTitle,
    groups: [
      {
        legend: texts.groups.oid,
        fields: [
          { name: 'oid', required: true, input: 'identifier' },
          { name: 'name', required: true },
        ],
      },
      {
        legend: texts.groups.scaling,
        fields: [...SCALING_FIELDS, { name: 'renamedUnit' }, { name: 'strMask' }],
      },
      ALARM_FIELD_GROUP,
    ],
    formInput: snmpRegisterFormInput,
    resolver: snmpRegisterResolver,
    variables: snmpRegisterVariables,
    useEditRegister: useEditSnmpRegister,
  },
};
