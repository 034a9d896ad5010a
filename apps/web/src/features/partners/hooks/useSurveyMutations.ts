import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useBrand } from '../../../app/BrandContext';
import {
  PublicSurveyAddCommentDocument,
  PublicSurveyDeleteAttachmentDocument,
  PublicSurveyUpdateDocument,
  SurveyAddCommentDocument,
  SurveyDeleteAttachmentDocument,
  SurveyOnboardDocument,
  SurveyRenewLinkDocument,
  SurveySaveDocument,
  SurveySendDocument,
  SurveySetLinkActiveDocument,
} from '../../../graphql/generated/graphql';
import type {
  PublicSurveyInput,
  SiteSurveyInput,
  SurveyFieldsFragment,
} from '../../../graphql/generated/graphql';

// The survey mutations, one hook each. Those answering the whole survey update it in the cache by
// its id; comments and deleted attachments change counts too, so the survey is asked again.

const answered = <T>(data: T | null | undefined): T => {
  if (!data) throw new Error('The server did not answer.');
  return data;
};

/** Creates (without id) or saves a survey; the new survey's answer holds its link once. */
export function useSurveySave() {
  const [mutate, state] = useMutation(SurveySaveDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'siteSurveys' });
      cache.gc();
    },
  });
  const save = useCallback(
    async (id: string | null, partnerID: string, survey: SiteSurveyInput) =>
      answered((await mutate({ variables: { id, partnerID, survey } })).data).saveSiteSurvey,
    [mutate],
  );
  return [save, state] as const;
}

/** A new customer under the partner and its survey, in one step. */
export function useSurveyOnboard() {
  const [mutate, state] = useMutation(SurveyOnboardDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'customers' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'customerCount' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'siteSurveys' });
      cache.gc();
    },
  });
  const onboard = useCallback(
    async (partnerID: string, customerName: string, survey: SiteSurveyInput) =>
      answered((await mutate({ variables: { partnerID, customerName, survey } })).data)
        .onboardCustomer,
    [mutate],
  );
  return [onboard, state] as const;
}

export function useSurveySend() {
  const { brand } = useBrand();
  const [mutate, state] = useMutation(SurveySendDocument);
  const send = useCallback(
    async (id: string): Promise<SurveyFieldsFragment> =>
      answered((await mutate({ variables: { id, productName: brand.productName } })).data)
        .sendSiteSurvey,
    [mutate, brand.productName],
  );
  return [send, state] as const;
}

export function useSurveyRenewLink() {
  const [mutate, state] = useMutation(SurveyRenewLinkDocument);
  const renew = useCallback(
    async (id: string) => answered((await mutate({ variables: { id } })).data).renewSurveyLink,
    [mutate],
  );
  return [renew, state] as const;
}

export function useSurveySetLinkActive() {
  const [mutate, state] = useMutation(SurveySetLinkActiveDocument);
  const setActive = useCallback(
    async (id: string, isActive: boolean) =>
      answered((await mutate({ variables: { id, isActive } })).data).setSurveyLinkActive,
    [mutate],
  );
  return [setActive, state] as const;
}

export function useSurveyAddComment() {
  const [mutate] = useMutation(SurveyAddCommentDocument, {
    refetchQueries: ['SurveySiteSurvey'],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (surveyID: string, equipmentID: string | null, comment: string) => {
      answered((await mutate({ variables: { surveyID, equipmentID, comment } })).data);
    },
    [mutate],
  );
}

export function useSurveyDeleteAttachment() {
  const [mutate] = useMutation(SurveyDeleteAttachmentDocument, {
    refetchQueries: ['SurveySiteSurvey'],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (id: string) => {
      answered((await mutate({ variables: { id } })).data);
    },
    [mutate],
  );
}

/** The site contact's answers; `submit` marks the survey done. */
export function usePublicSurveyUpdate() {
  const [mutate, state] = useMutation(PublicSurveyUpdateDocument);
  const update = useCallback(
    async (token: string, survey: PublicSurveyInput) =>
      answered((await mutate({ variables: { token, survey } })).data).updatePublicSurvey,
    [mutate],
  );
  return [update, state] as const;
}

export function usePublicSurveyAddComment() {
  const [mutate] = useMutation(PublicSurveyAddCommentDocument, {
    refetchQueries: ['PublicSurvey'],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (token: string, equipmentID: string | null, author: string, comment: string) => {
      answered((await mutate({ variables: { token, equipmentID, author, comment } })).data);
    },
    [mutate],
  );
}

export function usePublicSurveyDeleteAttachment() {
  const [mutate] = useMutation(PublicSurveyDeleteAttachmentDocument, {
    refetchQueries: ['PublicSurvey'],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (token: string, id: string) => {
      answered((await mutate({ variables: { token, id } })).data);
    },
    [mutate],
  );
}
