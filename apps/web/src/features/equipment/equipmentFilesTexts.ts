// Wording of the Equipment Files screen that the spec leaves to us; upload errors are the domain's.

export const equipmentFilesTexts = {
  title: 'Files',
  subtitle: (ip: string, gateway: string | undefined) =>
    gateway ? `Files · ${ip} · ${gateway}` : `Files · ${ip}`,
  back: 'Back',
  dropHere: 'Drag files here to upload them, or',
  choose: 'Choose files',
  dropLabel: 'Upload files',
  limit: 'Each file must be under 10 MB.',
  uploads: 'Uploads',
  loading: 'Loading files',
  noFiles: 'No files kept with this equipment yet.',
  readOnly: 'You can download these files but not add or delete them.',
  columns: {
    name: 'Name',
    type: 'Type',
    size: 'Size',
    by: 'Uploaded by',
    when: 'Uploaded',
    actions: 'Actions',
  },
  listLabel: 'Files of the equipment',
  download: (name: string) => `Download ${name}`,
  delete: (name: string) => `Delete ${name}`,
  confirmTitle: 'Delete file?',
  confirmBody: (name: string) => `${name} will be deleted for everyone. This cannot be undone.`,
  confirm: 'Delete',
  unknownUser: '—',
} as const;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 512 B, 1.5 KB, 9.8 MB. */
export function formatFileSize(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || size >= 100 ? Math.round(size).toString() : size.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}
