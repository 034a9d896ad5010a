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
