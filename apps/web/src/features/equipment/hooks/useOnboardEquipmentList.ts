import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { OnboardEquipmentListDocument } from '../../../graphql/generated/graphql';
import type { OnboardEquipmentListMutationVariables } from '../../../graphql/generated/graphql';
import { forgetEquipmentLists } from './forgetEquipmentLists';

/** Adds many devices to a gateway, all or none; the lists load again to show them. */
export function useOnboardEquipmentList() {
  const [mutate, state] = useMutation(OnboardEquipmentListDocument);
  const onboardEquipmentList = useCallback(
    async (variables: OnboardEquipmentListMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache) {
          forgetEquipmentLists(cache);
        },
      });
      return result.data?.onboardEquipmentList ?? [];
    },
    [mutate],
  );
  return [onboardEquipmentList, state] as const;
}
