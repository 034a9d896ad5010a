import Box from '@mui/material/Box';
import {
  SNMP_AUTH_TYPES,
  SNMP_PRIVACY_TYPES,
  SNMP_SECURITY_LEVELS,
  SNMP_VERSIONS,
} from '@vigil/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EquipmentSharedValues } from '../equipmentFormValues';
import { equipmentTexts } from '../equipmentTexts';
import { EquipmentSelectField } from './EquipmentSelectField';
import { EquipmentTextField } from './EquipmentTextField';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const VERSION_OPTIONS = SNMP_VERSIONS.map((version) => ({
  value: version,
  label: equipmentTexts.snmpVersions[version],
}));

/** Where the fields are in the form: '' for its own, `list.2.` for a set of a list. */
type Prefix = '' | `${string}.`;

const SECRET = { type: 'password', autoComplete: 'new-password' } as const;

/** A v3 algorithm and its secret: authentication (type and key) or privacy (type and secret). */
function SecretPair({
  type,
  types,
  secret,
  secretHint,
  prefix,
}: {
  type: 'authType' | 'privacyType';
  types: readonly string[];
  secret: 'authKey' | 'privacySecret';
  secretHint: string | undefined;
  prefix: Prefix;
}) {
  return (
    <>
      <EquipmentSelectField
        name={`${prefix}${type}`}
        label={equipmentTexts.labels[type]}
        required
        options={options(types)}
      />
      <EquipmentTextField
        label={equipmentTexts.labels[secret]}
        name={`${prefix}${secret}`}
        required={!secretHint}
        hint={secretHint}
        {...SECRET}
      />
    </>
  );
}

export interface EquipmentSnmpFieldsProps {
  /** Shown under the secrets, e.g. that blank keeps the stored one when editing. */
  secretHint?: string;
  /** Shown under the community string, e.g. that rows may give their own. */
  communityHint?: string;
  /**
   * Where the credentials are in the form: '' (the default) for the form's own fields, or a
   * set of a list, e.g. `snmpCredsList.0.` (the set holds its own protocol and SNMP fields).
   */
  prefix?: Prefix;
}

/**
 * The SNMP settings by version (core §5): v1 and v2c a community string; v3 a user name, the
 * security level, and the authentication and privacy settings that level needs.
 */
export function EquipmentSnmpFields({
  secretHint,
  communityHint,
  prefix = '',
}: EquipmentSnmpFieldsProps) {
  const { control } = useFormContext<EquipmentSharedValues>();
  const [protocol, version, level] = useWatch({
    control,
    name: [
      `${prefix}protocol` as 'protocol',
      `${prefix}snmpVersion` as 'snmpVersion',
      `${prefix}securityLevel` as 'securityLevel',
    ],
  });
  if (protocol !== 'SNMP') return null;
  const authenticates = level === 'authNoPriv' || level === 'authPriv';
  const encrypts = level === 'authPriv';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <EquipmentSelectField
        name={`${prefix}snmpVersion`}
        label={equipmentTexts.labels.snmpVersion}
        required
        options={VERSION_OPTIONS}
      />
      {version === '1' || version === '2' ? (
        <EquipmentTextField
          label={equipmentTexts.labels.communityString}
          name={`${prefix}communityString`}
          required={!communityHint && !secretHint}
          hint={communityHint ?? secretHint}
          {...SECRET}
        />
      ) : null}
      {version === '3' ? (
        <>
          <EquipmentTextField
            label={equipmentTexts.labels.username}
            name={`${prefix}username`}
            required
            autoComplete="off"
          />
          <EquipmentSelectField
            name={`${prefix}securityLevel`}
            label={equipmentTexts.labels.securityLevel}
            required
            options={options(SNMP_SECURITY_LEVELS)}
          />
          {authenticates ? (
            <SecretPair
              type="authType"
              types={SNMP_AUTH_TYPES}
              secret="authKey"
              secretHint={secretHint}
              prefix={prefix}
            />
          ) : null}
          {encrypts ? (
            <SecretPair
              type="privacyType"
              types={SNMP_PRIVACY_TYPES}
              secret="privacySecret"
              secretHint={secretHint}
              prefix={prefix}
            />
          ) : null}
          <EquipmentTextField
            label={equipmentTexts.labels.context}
            name={`${prefix}context`}
            hint={equipmentTexts.contextHint}
            autoComplete="off"
          />
        </>
      ) : null}
    </Box>
  );
}
