// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { NewPartnerDocument, PartnerListDocument } from '../../graphql/generated/graphql';
import { PartnerListPage } from './PartnerListPage';
import { partnerListTexts as texts } from './partnerTexts';
import { SUPER_USER } from './testing/portalFixture';

afterEach(cleanup);

const partner = (id: string, name: string) => ({
  __typename: 'Account',
  id,
  name,
  kind: 'PARTNER',
  customerCount: 4,
  userCount: 2,
});

describe('the partner list', () => {
  it('lists partners with their counts and creates a new one', async () => {
    renderPage(<PartnerListPage />, {
      route: APP_ROUTES.partnerList,
      at: '/partners/1/list',
      user: SUPER_USER,
      mocks: [
        {
          request: { query: PartnerListDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: { data: { partners: [partner('7', 'North Partners')], partnerCount: 1 } },
        },
        {
          request: { query: NewPartnerDocument, variables: { name: 'South Partners' } },
          result: { data: { newPartner: partner('8', 'South Partners') } },
        },
      ],
    });
    const row = within(await screen.findByTestId('partner-row'));
    expect(row.getByRole('link', { name: texts.open('North Partners') }).getAttribute('href')).toBe(
      '/partners/7',
    );
    expect(row.getByText('4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.newPartner }));
    const dialog = within(await screen.findByRole('dialog', { name: texts.newPartner }));
    fireEvent.change(dialog.getByLabelText(texts.nameLabel), {
      target: { value: 'South Partners' },
    });
    fireEvent.click(dialog.getByRole('button', { name: texts.create }));
    await waitFor(() => expect(screen.getByText(texts.created('South Partners'))).toBeTruthy());
  });
});
