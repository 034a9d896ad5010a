import { bulkEquipmentMessages, fieldErrors, onboardingSchema } from '@vigil/domain';
import type { Onboarding } from '@vigil/domain';
import type { EquipmentSharedValues } from '../equipment/equipmentFormValues';
import { deviceMatches } from './discoveredDevices';
import type { DiscoveredDevice } from './discoveredDevices';
import { emptySnmpCredentialValues } from './snmpCredentials';
import type { SnmpCredentialValues } from './snmpCredentials';

/** A library as the import's picker shows it. */
export interface LibraryOption {
  id: string;
  label: string;
}

/** One found device as the import form holds it. */
export interface ImportRowValues {
  ip: string;
  include: boolean;
  name: string;
  library: LibraryOption | null;
  /** Which of the scan's sets of credentials the device answered to (0: the first). */
  credential: number;
  /** The device's own credentials (its set of the scan); null: the form's shared ones. */
  credentials: SnmpCredentialValues | null;
}

export interface ImportValues extends EquipmentSharedValues {
  /** The UDP port the scan asked the devices on: they are onboarded at it. */
  port: string;
  rows: ImportRowValues[];
}

/**
 * The rows of Import Equipment: the devices picked on Find Equipment (every device of the scan
 * not yet onboarded, when the page was opened without a pick), matching the search; each named
 * by its sysName and set to the library the scan matched.
 */
export function importRowsOf(
  devices: readonly DiscoveredDevice[],
  picked: readonly string[] | null,
  query: string,
): ImportRowValues[] {
  return devices
    .filter((device) => !device.onboarded && deviceMatches(device, query))
    .filter((device) => picked === null || picked.includes(device.ip))
    .map((device) => ({
      ip: device.ip,
      include: true,
      name: device.sysName.trim() || device.ip,
      library: device.libraryID
        ? { id: device.libraryID, label: device.libraryName ?? device.libraryID }
        : null,
      credential: device.credential,
      credentials: null,
    }));
}

/**
 * How the import's credentials are filled in: `kept`, the one set every row answered to, from
 * the scan started in this tab; `perRow`, each row its own set of that scan (they differ);
 * `reentry`, not known (after a reload), to be entered again, and `reentryMixed` when the rows
 * answered to different sets, which the ones entered then stand for.
 */
export type ImportCredentialMode = 'kept' | 'perRow' | 'reentry' | 'reentryMixed';

export function importCredentialsOf(
  rows: readonly ImportRowValues[],
  sets: readonly SnmpCredentialValues[] | undefined,
): { rows: ImportRowValues[]; shared: SnmpCredentialValues; mode: ImportCredentialMode } {
  const used = [...new Set(rows.map((row) => row.credential))];
  const known = sets !== undefined && used.every((index) => sets[index] !== undefined);
  if (!known || sets.length === 0) {
    return {
      rows: [...rows],
      shared: emptySnmpCredentialValues(),
      mode: used.length > 1 ? 'reentryMixed' : 'reentry',
    };
  }
  const first = sets[used[0] ?? 0] ?? (sets[0] as SnmpCredentialValues);
  if (used.length <= 1) return { rows: [...rows], shared: first, mode: 'kept' };
  return {
    rows: rows.map((row) => ({ ...row, credentials: sets[row.credential] ?? null })),
    shared: first,
    mode: 'perRow',
  };
}

/** Where an onboarding field's message shows: on the row, or on the shared credentials and port. */
const ROW_FIELDS: Record<string, keyof ImportRowValues> = {
  description: 'name',
  manufacturerModel: 'library',
  ip: 'name',
};

export type ImportCheck =
  | { ok: true; equipment: Onboarding[]; rows: number[] }
  | { ok: false; errors: Record<string, string> };

/**
 * Every included row checked as onboarding checks it (core §5: name, library, and the SNMP
 * credentials of its version), with names listed twice flagged, as the bulk add form does.
 * Messages are keyed by form path (`rows.2.name`, `communityString`, `rows.root`).
 */
export function checkImport(values: ImportValues): ImportCheck {
  const errors: Record<string, string> = {};
  const equipment: Onboarding[] = [];
  const rows: number[] = [];
  const names = new Map<string, number>();
  for (const row of values.rows) {
    if (row.include) names.set(row.name.trim(), (names.get(row.name.trim()) ?? 0) + 1);
  }
  values.rows.forEach((row, index) => {
    if (!row.include) return;
    const snmp = row.credentials ?? values;
    const parsed = onboardingSchema.safeParse({
      ip: row.ip,
      description: row.name,
      manufacturerModel: row.library?.id ?? '',
      protocol: 'SNMP',
      port: values.port,
      snmpVersion: snmp.snmpVersion,
      communityString: snmp.communityString,
      username: snmp.username,
      securityLevel: snmp.securityLevel,
      authType: snmp.authType,
      authKey: snmp.authKey,
      privacyType: snmp.privacyType,
      privacySecret: snmp.privacySecret,
      context: snmp.context,
    });
    if (parsed.success) {
      equipment.push(parsed.data);
      rows.push(index);
    } else {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
        const rowField = ROW_FIELDS[field];
        if (rowField) errors[`rows.${index}.${rowField}`] ??= message;
        else if (row.credentials && field !== 'port') {
          errors[`rows.${index}.credentials`] ??= message;
        } else errors[field] ??= message;
      }
    }
    if (row.name.trim() && (names.get(row.name.trim()) ?? 0) > 1) {
      errors[`rows.${index}.name`] ??= bulkEquipmentMessages.duplicateName;
    }
  });
  if (!values.rows.some((row) => row.include))
    errors['rows.root'] = bulkEquipmentMessages.noDevices;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, equipment, rows };
}

export function importFormErrors(values: ImportValues): Record<string, string> {
  const checked = checkImport(values);
  return checked.ok ? {} : checked.errors;
}
