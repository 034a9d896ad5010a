import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../app/hooks/useAddressParams';
import { parseTemplateListParams, templateSearchParams } from '../templateParams';
import type { TemplateListParams } from '../templateParams';

/**
 * The list's tab, search and page from the URL, and a setter. Changing what is listed goes back
 * to the first page; typing a search replaces the history entry rather than adding one per pause.
 */
export function useTemplateListParams(): [
  TemplateListParams,
  (change: Partial<TemplateListParams>) => void,
] {
  const [searchParams, setSearchParams] = useAddressParams();
  const params = useMemo(() => parseTemplateListParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<TemplateListParams>) =>
      setSearchParams(
        (current) => {
          const next = { ...parseTemplateListParams(current), ...change };
          if (change.page === undefined) next.page = 0;
          return templateSearchParams(next);
        },
        { replace: change.query !== undefined },
      ),
    [setSearchParams],
  );
  return [params, update];
}
