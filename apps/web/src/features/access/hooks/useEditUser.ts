import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EditUserDocument } from '../../../graphql/generated/graphql';

export interface ProfileValues {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
}

/**
 * Saves the signed-in user's profile; a field left blank is cleared. The answer is the user by
 * id, so the session and My Account show the new names at once.
 */
export function useEditUser() {
  const [mutate, state] = useMutation(EditUserDocument);
  const save = useCallback(
    async (values: ProfileValues) => {
      const result = await mutate({
        variables: {
          firstName: values.firstName ?? null,
          lastName: values.lastName ?? null,
          phone: values.phone ?? null,
        },
      });
      return result.data?.editUser ?? null;
    },
    [mutate],
  );
  return [save, state] as const;
}
