import { useCallback } from 'react';
import { useAddressParams } from './useAddressParams';

/** Address parameters to change: a value sets its parameter, an empty one or null removes it. */
export type ListAddressChange = Record<string, string | null>;

/**
 * An admin list's address: its search (`query`), its page (`page`, from 0, absent on the first)
 * and any parameter of the page's own (the companies' partner). Changes replace the history entry
 * rather than adding one per search or page; a new search starts from the first page.
 */
export function useListAddressParams() {
  const [params, setParams] = useAddressParams();
  const query = params.get('query') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const update = useCallback(
    (changes: ListAddressChange) =>
      setParams(
        (current) => {
          for (const [key, value] of Object.entries(changes)) {
            if (value) current.set(key, value);
            else current.delete(key);
          }
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((next: string) => update({ query: next, page: null }), [update]);
  const onPage = useCallback(
    (next: number) => update({ page: next > 0 ? String(next) : null }),
    [update],
  );
  return { params, query, page, update, onSearch, onPage };
}
