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

const SECRET = { type: 'password', autoComplete: 'new-password' } as const;

/** A v3 algorithm and its secret: authentication (type and key) or privacy (type and secret). */
function SecretPair({
  type,
  types,
  secret,
  secretHint,
}: {
  type: 'authType' | 'privacyType';
  types: readonly string[];
  secret: 'authKey' | 'privacySecret';
  secretHint: string | undefined;
}) {
  return (
    <>
      <EquipmentSelectField
        name={type}
        label={equipmentTexts.labels[type]}
        required
        options={options(types)}
      />
      <EquipmentTextField
        label={equipmentTexts.labels[secret]}
        name={secret}
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
}

/**
 * The SNMP settings by version (core §5): v1 and v2c a community string; v3 a user name, the
 * security level, and the authentication and privacy settings that level needs.
 */
export function EquipmentSnmpFields({ secretHint, communityHint }: EquipmentSnmpFieldsProps) {
  const { control } = useFormContext<EquipmentSharedValues>();
  const [protocol, version, level] = useWatch({
    control,
    name: ['protocol', 'snmpVersion', 'securityLevel'],
  });
  if (protocol !== 'SNMP') return null;
  const authenticates = level === 'authNoPriv' || level === 'authPriv';
  const encrypts = level === 'authPriv';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <EquipmentSelectField
        name="snmpVersion"
        label={equipmentTexts.labels.snmpVersion}
        required
        options={VERSION_OPTIONS}
      />
      {version === '1' || version === '2' ? (
        <EquipmentTextField
          label={equipmentTexts.labels.communityString}
          name="communityString"
          required={!communityHint && !secretHint}
          hint={communityHint ?? secretHint}
          {...SECRET}
        />
      ) : null}
      {version === '3' ? (
        <>
          <EquipmentTextField
            label={equipmentTexts.labels.username}
            name="username"
            required
            autoComplete="off"
          />
          <EquipmentSelectField
            name="securityLevel"
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
            />
          ) : null}
          {encrypts ? (
            <SecretPair
              type="privacyType"
              types={SNMP_PRIVACY_TYPES}
              secret="privacySecret"
              secretHint={secretHint}
            />
          ) : null}
          <EquipmentTextField
            label={equipmentTexts.labels.context}
            name="context"
            hint={equipmentTexts.contextHint}
            autoComplete="off"
          />
        </>
      ) : null}
    </Box>
  );
}
