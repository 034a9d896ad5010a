import { createContext, useContext } from 'react';

/**
 * The public link's token a view is shown with (/shared/{token}), for the widgets that fetch
 * their own data; undefined on a signed-in page. ViewBoard provides it.
 */
export const ViewTokenContext = createContext<string | undefined>(undefined);

export function useViewToken(): string | undefined {
  return useContext(ViewTokenContext);
}
