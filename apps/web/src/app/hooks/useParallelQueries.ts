import { useApolloClient } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useMemo, useState } from 'react';

export interface ParallelQueries<TData> {
  /** One answer per request, in request order; undefined until that request answers. */
  results: readonly (TData | undefined)[];
  /** Some request has not answered yet. */
  loading: boolean;
  /** The first failure, if any request failed. */
  error: Error | undefined;
  /** Sends every request again. */
  retry: () => Promise<unknown>;
}

interface State<TData> {
  key: string;
  results: (TData | undefined)[];
  error: Error | undefined;
}

/**
 * The same query sent once per variables object, all at once (batched fetches: widget sensors 30
 * widgets per request, trends 3 widgets per request). Each answer is kept as it arrives, so a
 * slow batch does not hold back the others. A new list of variables starts afresh.
 */
export function useParallelQueries<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variablesList: readonly TVariables[],
): ParallelQueries<TData> {
  const client = useApolloClient();
  const key = JSON.stringify(variablesList);
  const list = useMemo(() => JSON.parse(key) as TVariables[], [key]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<TData>>({ key: '', results: [], error: undefined });

  useEffect(() => {
    let current = true;
    setState({ key, results: list.map(() => undefined), error: undefined });
    const settled = list.map((variables, index) =>
      client
        // Fresh values on every visit; the cache still normalises what comes back.
        .query({ query, variables, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (!current) return;
          setState((s) =>
            s.key === key
              ? { ...s, results: s.results.map((r, i) => (i === index ? (data as TData) : r)) }
              : s,
          );
        })
        .catch((error: unknown) => {
          if (!current) return;
          const failure = error instanceof Error ? error : new Error(String(error));
          setState((s) => (s.key === key && !s.error ? { ...s, error: failure } : s));
        }),
    );
    void Promise.all(settled);
    return () => {
      current = false;
    };
  }, [client, query, key, list, attempt]);

  const retry = useCallback(async () => setAttempt((n) => n + 1), []);
  const fresh = state.key === key;
  const pending = useMemo(() => list.map(() => undefined), [list]);
  const results = fresh ? state.results : pending;
  return {
    results,
    loading: results.some((r) => r === undefined) && !(fresh && state.error),
    error: fresh ? state.error : undefined,
    retry,
  };
}
