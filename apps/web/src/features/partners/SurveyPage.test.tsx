// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import { renderPage } from '../../app/testing/renderPage';
import {
  SurveyCustomersDocument,
  SurveyRenewLinkDocument,
  SurveySaveDocument,
  SurveySendDocument,
  SurveySetLinkActiveDocument,
  SurveySiteSurveyDocument,
} from '../../graphql/generated/graphql';
import type {
  SurveyFieldsFragment,
  SurveySaveMutationVariables,
} from '../../graphql/generated/graphql';
import { surveyTexts as texts } from './surveyTexts';
import { SurveyPage } from './SurveyPage';
import { surveyFixture } from './testing/surveyFixture';

afterEach(cleanup);
const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const PARTNER_ADMIN = {
  id: 'u1',
  email: 'admin@north.test',
  super: false,
  customer: null,
  partnerID: 'p1',
  partnerAdmin: true,
};

const customersMock: MockLink.MockedResponse = {
  request: { query: SurveyCustomersDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      customers: [
        { __typename: 'Account', id: 'c1', name: 'Acme' },
        { __typename: 'Account', id: 'c2', name: 'Globex' },
      ],
    },
  },
};

const surveyMock = (survey: SurveyFieldsFragment): MockLink.MockedResponse => ({
  request: { query: SurveySiteSurveyDocument, variables: { id: survey.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { siteSurvey: survey } },
});

const linked = (url: string | null, patch: Partial<SurveyFieldsFragment['link']> = {}) =>
  ({
    __typename: 'SurveyLink',
    isActive: true,
    url,
    sentTo: null,
    sentAt: null,
    ...patch,
  }) as const;

function open(mocks: MockLink.MockedResponse[], at: string) {
  return renderPage(
    <BrandThemeProvider>
      <SurveyPage />
    </BrandThemeProvider>,
    { route: APP_ROUTES.partnerSurvey, at, mocks, user: PARTNER_ADMIN },
  );
}

describe('the survey editor', () => {
  it('creates a survey for a customer and shows its link that once, with Copy', async () => {
    const saved: SurveySaveMutationVariables[] = [];
    const made = surveyFixture({
      attachments: [],
      comments: [],
      feedback: null,
      progress: 0,
      equipment: [
        {
          __typename: 'SurveyEquipment',
          id: 'e9',
          name: 'PDU',
          quantity: 3,
          commentCount: 0,
          attachmentCount: 0,
        } as SurveyFieldsFragment['equipment'][number],
      ],
    });
    open(
      [
        customersMock,
        {
          request: { query: SurveySaveDocument, variables: () => true },
          result: (variables: SurveySaveMutationVariables) => {
            saved.push(variables);
            return {
              data: {
                saveSiteSurvey: {
                  ...made,
                  link: linked('https://vigil.test/partners/survey/tok1'),
                },
              },
            };
          },
        },
        surveyMock({ ...made, link: linked(null) }),
      ],
      '/partners/p1/survey',
    );
    expect(await screen.findByRole('heading', { level: 1, name: texts.newTitle })).toBeTruthy();
    // Nothing is sent without a customer, and a quantity must be at least 1.
    fireEvent.click(screen.getByRole('button', { name: texts.addEquipment }));
    fireEvent.change(screen.getByRole('spinbutton', { name: texts.equipmentQuantity(1) }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.customerRequired)).toBeTruthy();
    expect(screen.getByText('Must be at least 1.')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(screen.getByRole('combobox', { name: texts.customer }), {
      target: { value: 'Ac' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    fireEvent.change(screen.getByRole('textbox', { name: texts.siteContactEmail }), {
      target: { value: 'sam@acme.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: texts.equipmentName(1) }), {
      target: { value: 'PDU' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: texts.equipmentQuantity(1) }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.create }));

    const link = await screen.findByRole('textbox', { name: texts.linkLabel });
    expect((link as HTMLInputElement).value).toBe('https://vigil.test/partners/survey/tok1');
    expect(screen.getByText(texts.linkOnce)).toBeTruthy();
    expect(saved).toEqual([
      {
        id: null,
        partnerID: 'p1',
        survey: {
          customerID: 'c1',
          quoteID: null,
          siteName: null,
          siteContactName: null,
          siteContactEmail: 'sam@acme.test',
          equipment: [{ id: null, name: 'PDU', quantity: 3 }],
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/partners/p1/survey/s1'),
    );
    // The survey asked again has no link: the one made stays on screen.
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.editTitle('S-000001') }),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: texts.linkLabel }) as HTMLInputElement).value).toBe(
      'https://vigil.test/partners/survey/tok1',
    );
    fireEvent.click(screen.getByRole('button', { name: texts.copy }));
    expect(await screen.findByText(texts.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://vigil.test/partners/survey/tok1');
  });

  it('sends the survey and makes a new link only after confirming that the old one stops working', async () => {
    const survey = surveyFixture();
    let sends = 0;
    open(
      [
        surveyMock(survey),
        {
          request: { query: SurveySendDocument, variables: () => true },
          result: () => {
            sends += 1;
            return {
              data: {
                sendSiteSurvey: {
                  ...survey,
                  link: linked(null, {
                    sentTo: 'sam@acme.test',
                    sentAt: '2026-11-02T09:00:00.000Z',
                  }),
                },
              },
            };
          },
        },
        {
          request: { query: SurveyRenewLinkDocument, variables: { id: 's1' } },
          result: {
            data: {
              renewSurveyLink: {
                ...survey,
                link: linked('https://vigil.test/partners/survey/tok2'),
              },
            },
          },
        },
        {
          request: { query: SurveySetLinkActiveDocument, variables: { id: 's1', isActive: false } },
          result: {
            data: { setSurveyLinkActive: { ...survey, link: linked(null, { isActive: false }) } },
          },
        },
      ],
      '/partners/p1/survey/s1',
    );
    expect(await screen.findByText(texts.linkHidden)).toBeTruthy();
    // What the site contact reported so far.
    expect(screen.getByText('Two racks in the basement.')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: texts.progress }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(screen.getByRole('link', { name: texts.download('rack.jpg') })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: texts.send }));
    let dialog = await screen.findByRole('dialog', { name: texts.sendTitle });
    expect(within(dialog).getByText(texts.sendBody('sam@acme.test'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sends).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: texts.send }));
    dialog = await screen.findByRole('dialog', { name: texts.sendTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.sendConfirm }));
    expect(await screen.findByText(texts.sent('sam@acme.test'))).toBeTruthy();
    expect(sends).toBe(1);
    expect(screen.getByText(/Sent to sam@acme\.test on/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: texts.renew }));
    dialog = await screen.findByRole('dialog', { name: texts.renewTitle });
    expect(within(dialog).getByText(texts.renewBody)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.renewConfirm }));
    const link = await screen.findByRole('textbox', { name: texts.linkLabel });
    expect((link as HTMLInputElement).value).toBe('https://vigil.test/partners/survey/tok2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const active = screen.getByRole('switch', { name: texts.active });
    expect((active as HTMLInputElement).checked).toBe(true);
    fireEvent.click(active);
    expect(await screen.findByText(texts.inactive)).toBeTruthy();
  });
});
