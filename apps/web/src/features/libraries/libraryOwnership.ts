/** Whose a library is, for its page: the customer's own, Vigil's built-in, or another's shared. */
export type LibraryOwnership = 'own' | 'builtIn' | 'shared';

/** Built-in libraries have no owner; a customer changes only its own (spec core §6 ul, dl). */
export function libraryOwnership(
  library: { ownerID?: string | null },
  customerID: string | undefined,
): LibraryOwnership {
  if (library.ownerID === null || library.ownerID === undefined) return 'builtIn';
  return library.ownerID === customerID ? 'own' : 'shared';
}
