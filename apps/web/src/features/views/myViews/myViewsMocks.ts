import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  TagsDocument,
  ValidateViewNamesDocument,
  ViewCountsDocument,
  ViewsDocument,
} from '../../../graphql/generated/graphql';
import type {
  TagsQuery,
  ViewCountsQuery,
  ViewsQuery,
  ViewsQueryVariables,
} from '../../../graphql/generated/graphql';

// Test data and Apollo mocks shared by the My Views tests (imported by tests only).

export type MockView = ViewsQuery['views'][number];
type MockTag = TagsQuery['tags'][number];

export const view = (id: string, name: string, extra: Partial<MockView> = {}): MockView =>
  ({
    __typename: 'View',
    id,
    name,
    customerID: 'c1',
    canDelete: false,
    isPublic: false,
    viewType: 'dashboard',
    fullTags: [],
    errors: 0,
    warnings: 0,
    disconnected: 0,
    maintenance: 0,
    isRepair: false,
    lastAlarmTimestamp: null,
    author: null,
    widgetCount: 0,
    ...extra,
  }) as MockView;

export const tag = (
  id: string,
  name: string,
  extra: Partial<Omit<MockTag, 'tags'>> & { tags?: unknown[] } = {},
): MockTag =>
  ({
    __typename: 'ViewTag',
    id,
    name,
    parentID: null,
    latitude: null,
    longitude: null,
    viewCount: 0,
    tags: [],
    ...extra,
  }) as MockTag;

/** Answers every Tags request with the tree. */
export function tagsMock(tree: MockTag[]): MockLink.MockedResponse {
  return {
    request: { query: TagsDocument, variables: () => true },
    result: { data: { tags: tree } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export type Counts = Omit<ViewCountsQuery['viewCounts'], '__typename'>;

export const noCounts: Counts = {
  total: 0,
  ok: 0,
  warning: 0,
  error: 0,
  disconnected: 0,
  repair: 0,
  maintenance: 0,
};

/** Answers every ViewCounts request with the same counts. */
export function countsMock(counts: Partial<Counts>): MockLink.MockedResponse {
  return {
    request: { query: ViewCountsDocument, variables: () => true },
    result: { data: { viewCounts: { __typename: 'ViewCounts', ...noCounts, ...counts } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * Answers Views requests whose variables match, recording each request's variables in `seen`.
 */
export function viewsMock(
  matches: (variables: ViewsQueryVariables) => boolean,
  outcome: { views: MockView[] } | { error: Error } | { graphQLError: string },
  seen: ViewsQueryVariables[] = [],
): MockLink.MockedResponse {
  const request = { query: ViewsDocument, variables: matches };
  if ('error' in outcome) return { request, error: outcome.error };
  if ('graphQLError' in outcome) {
    return { request, result: { errors: [new GraphQLError(outcome.graphQLError)] } };
  }
  return {
    request,
    result: (variables: ViewsQueryVariables) => {
      seen.push(variables);
      return { data: { views: outcome.views } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** validateViewNames for one name, in the customer. */
export function validateMock(
  name: string,
  taken: boolean,
  message: string | null = null,
): MockLink.MockedResponse {
  return {
    request: {
      query: ValidateViewNamesDocument,
      variables: { names: [name], customerID: 'c1' },
    },
    result: {
      data: {
        validateViewNames: {
          __typename: 'NameValidation',
          valid: !taken,
          taken: taken ? [name] : [],
          message,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
