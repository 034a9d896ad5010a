import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { MarketingRequestType, PlanType } from '@vigil/domain';
import { RequestDemoDocument } from '../../../graphql/generated/graphql';

export interface MarketingRequest {
  name: string;
  email: string;
  company?: string | undefined;
  phone?: string | undefined;
  type: MarketingRequestType;
  productName: string;
  /** The ALTCHA widget's solved payload. */
  allowedToken: string;
  planType: PlanType;
  notes?: string | undefined;
}

/** Sends a demo, pricing or partnership request (requestDemo); rejects when it was refused. */
export function useRequestDemo() {
  const [mutate] = useMutation(RequestDemoDocument);
  return useCallback(
    async (request: MarketingRequest) => {
      const result = await mutate({
        variables: {
          name: request.name,
          email: request.email,
          company: request.company ?? null,
          phone: request.phone ?? null,
          type: request.type,
          productName: request.productName,
          allowedToken: request.allowedToken,
          planType: request.planType,
          notes: request.notes ?? null,
        },
      });
      if (!result.data?.requestDemo) throw new Error('requestDemo was not accepted');
    },
    [mutate],
  );
}
