import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router/dom';
import { apolloClient } from './apolloClient';
import { ErrorBoundary } from './ErrorBoundary';
import { router } from './router';

export function App() {
  return (
    // The boundary sits outside the router so a failure in the router itself is still recovered.
    <ErrorBoundary>
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ErrorBoundary>
  );
}
