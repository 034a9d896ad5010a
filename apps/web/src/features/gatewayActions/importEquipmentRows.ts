import { bulkEquipmentMessages, fieldErrors, onboardingSchema } from '@vigil/domain';
import type { Onboarding } from '@vigil/domain';
import type { EquipmentSharedValues } from '../equipment/equipmentFormValues';
import { deviceMatches } from './discoveredDevices';
import type { DiscoveredDevice } from './discoveredDevices';

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
    }));
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
    const parsed = onboardingSchema.safeParse({
      ip: row.ip,
      description: row.name,
      manufacturerModel: row.library?.id ?? '',
      protocol: 'SNMP',
      port: values.port,
      snmpVersion: values.snmpVersion,
      communityString: values.communityString,
      username: values.username,
      securityLevel: values.securityLevel,
      authType: values.authType,
      authKey: values.authKey,
      privacyType: values.privacyType,
      privacySecret: values.privacySecret,
      context: values.context,
    });
    if (parsed.success) {
      equipment.push(parsed.data);
      rows.push(index);
    } else {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
        const rowField = ROW_FIELDS[field];
        if (rowField) errors[`rows.${index}.${rowField}`] ??= message;
        else errors[field] ??= message;
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
