import type { ApolloCache, Reference } from '@apollo/client';

export type PointsField = 'modbusPoints' | 'snmpPoints';
const TYPENAME: Record<PointsField, string> = {
  modbusPoints: 'ModbusPoint',
  snmpPoints: 'SnmpPoint',
};

/** Sets a library's cached points to the template's points as the server answered them. */
export function setLibraryPoints(
  cache: ApolloCache,
  libraryID: string,
  field: PointsField,
  pointIDs: readonly string[],
): void {
  cache.modify({
    id: cache.identify({ __typename: 'EquipmentLibrary', id: libraryID }),
    fields: {
      [field]: (_existing, { toReference }) =>
        pointIDs
          .map((id) => toReference({ __typename: TYPENAME[field], id }))
          .filter((ref): ref is Reference => ref !== undefined),
    },
  });
}

/** Takes a deleted point out of its library's cached points, and out of the cache. */
export function removeLibraryPoint(
  cache: ApolloCache,
  libraryID: string,
  field: PointsField,
  pointID: string,
): void {
  const pointRef = cache.identify({ __typename: TYPENAME[field], id: pointID });
  cache.modify({
    id: cache.identify({ __typename: 'EquipmentLibrary', id: libraryID }),
    fields: {
      [field]: (existing, { readField }) =>
        Array.isArray(existing)
          ? existing.filter((ref: Reference) => readField('id', ref) !== pointID)
          : existing,
    },
  });
  if (pointRef) cache.evict({ id: pointRef });
  cache.gc();
}
