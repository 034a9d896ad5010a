import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { graphQLErrorField } from '../../app/graphQLErrorField';

/**
 * Puts a refusal that names one of the form's fields (extensions.field, e.g. 'There is already a
 * gateway named …' on name) on that field. Returns false when the failure is for a banner instead.
 */
export function showServerFieldError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const named = graphQLErrorField(error);
  const field = fields.find((candidate) => candidate === named?.field);
  if (!named || !field) return false;
  setError(field, { type: 'server', message: named.message }, { shouldFocus: true });
  return true;
}
