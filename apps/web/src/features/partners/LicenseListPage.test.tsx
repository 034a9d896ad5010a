// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { LicensesDocument } from '../../graphql/generated/graphql';
import { LicenseListPage } from './LicenseListPage';
import { licenseTexts as texts } from './partnerTexts';
import { PARTNER_USER, SUPER_USER, licenseFixture } from './testing/portalFixture';

afterEach(cleanup);

const open = (user: object) =>
  renderPage(<LicenseListPage />, {
    route: APP_ROUTES.partnerLicenses,
    at: '/partners/1/licenses',
    mocks: [
      {
        request: { query: LicensesDocument, variables: { partnerID: null, limit: 50, offset: 0 } },
        result: {
          data: {
            licenses: [
              licenseFixture(),
              licenseFixture({
                id: 'l2',
                customerID: 'c2',
                customerName: 'Globex',
                devicesInUse: 61,
                overLimit: true,
              }),
            ],
          },
        },
      },
    ],
    user,
  });

describe('Licenses', () => {
  it('flags a licence over its limit in words, with its start and renewal dates', async () => {
    open(SUPER_USER);
    const rows = await screen.findAllByTestId('license-row');
    const [acme, globex] = rows.map((row) => within(row));
    expect(acme!.queryByText(texts.overLimit, { exact: false })).toBeNull();
    expect(globex!.getByText(`61 · ${texts.overLimit}`, { exact: false })).toBeTruthy();
    expect(rows[1]!.querySelector('[data-over-limit]')).not.toBeNull();
    expect(acme!.getByText('2026-01-15')).toBeTruthy();
    expect(acme!.getByText('2027-01-15')).toBeTruthy();
    expect(acme!.getByRole('button', { name: texts.editLabel('Acme') })).toBeTruthy();
  });

  it("sends a partner's user home", () => {
    open(PARTNER_USER);
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });
});
