// Wording of the partner's MIB files panel (spec access §3 MIBs) that the spec leaves to us;
// refusals and parse errors come from the server in the domain's words ('line N: reason').

export const partnerMibTexts = {
  title: 'MIB files',
  hint: 'MIB modules your customers’ libraries use to name SNMP OIDs, after their own.',
  loading: 'Loading MIB files',
  empty: 'No MIB file yet.',
  upload: 'Upload MIB file',
  accept: '.mib,.txt,.my,text/plain',
  installing: 'Installing…',
  installed: (objects: number) => `Installed (${objects} objects)`,
  failed: 'Not installed',
  remove: (name: string) => `Delete ${name}`,
  confirmTitle: (name: string) => `Delete ${name}?`,
  confirmBody: 'Your customers’ libraries no longer name OIDs with this module.',
  deleted: (name: string) => `${name} deleted.`,
  imported: (name: string) => `${name} is installing.`,
  unreadable: 'The file could not be read as text.',
};
