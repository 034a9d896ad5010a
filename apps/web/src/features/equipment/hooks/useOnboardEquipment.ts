import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { OnboardEquipmentDocument } from '../../../graphql/generated/graphql';
import type { OnboardEquipmentMutationVariables } from '../../../graphql/generated/graphql';
import { forgetEquipmentLists } from './forgetEquipmentLists';

/** Adds one device to a gateway; the lists load again to show it. Resolves the new equipment. */
export function useOnboardEquipment() {
  const [mutate, state] = useMutation(OnboardEquipmentDocument);
  const onboardEquipment = useCallback(
    async (variables: OnboardEquipmentMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache) {
          forgetEquipmentLists(cache);
        },
      });
      return result.data?.onboardEquipment ?? null;
    },
    [mutate],
  );
  return [onboardEquipment, state] as const;
}
