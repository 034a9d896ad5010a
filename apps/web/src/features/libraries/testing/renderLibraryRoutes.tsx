import type { MockLink } from '@apollo/client/testing';
import { APP_ROUTES } from '@vigil/domain';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '../../../app/SessionContext';
import { renderPage } from '../../../app/testing/renderPage';
import { LibrariesPage } from '../LibrariesPage';
import { LibraryPage } from '../LibraryPage';
import { adminUser, manufacturersMock } from './libraryMocks';

/**
 * The libraries list and a library's page under the app's own path patterns, at `at`, with a
 * signed-in user (a library administrator unless told) and Apollo mocks (the manufacturers
 * always answered).
 */
export function renderLibraryRoutes(
  at: string,
  mocks: readonly MockLink.MockedResponse[],
  user: Partial<SessionUser> = adminUser,
) {
  return renderPage(
    <Routes>
      <Route path={APP_ROUTES.libraries} element={<LibrariesPage />} />
      <Route path={APP_ROUTES.library} element={<LibraryPage />} />
    </Routes>,
    { route: '/*', at, mocks: [manufacturersMock(), ...mocks], user },
  );
}
