import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { possibleTypes } from './possibleTypes';

// Same-origin cookie session: the server reads the session cookie on every /graphql request.
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
  cache: new InMemoryCache({
    possibleTypes: possibleTypes(),
    typePolicies: {
      Query: {
        fields: {
          // A page of alarms is replaced whole (a refetch, an acknowledgement): nothing to merge.
          alarms: { merge: false },
        },
      },
    },
  }),
});
