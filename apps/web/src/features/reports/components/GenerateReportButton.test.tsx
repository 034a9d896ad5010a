// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { BRANDS, reportMessages } from '@vigil/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandContext } from '../../../app/BrandContext';
import { fromDateTimeLocal } from '../../../components/localDateTime';
import { ReportDocument } from '../../../graphql/generated/graphql';
import type { ReportQueryVariables } from '../../../graphql/generated/graphql';
import { reportTexts as texts } from '../reportTexts';
import { DAY, NOW, refusal, reportOf } from '../testing/reportMocks';
import { GenerateReportButton } from './GenerateReportButton';

const BRAND = BRANDS[1]!;
const URL = '/reports/r9.pdf';

beforeEach(() => {
  // Only the clock is fixed, so the preset windows are known; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The window opened on the click, as a test can see where it was sent and whether it closed. */
function fakePopup(opened: 'opened' | 'blocked' = 'opened') {
  const popup = {
    document: document.implementation.createHTMLDocument(''),
    location: { href: '' },
    close: vi.fn(),
  };
  const open = vi
    .spyOn(window, 'open')
    .mockReturnValue(opened === 'opened' ? (popup as unknown as Window) : null);
  return { popup, open };
}

function reportMock(
  seen: ReportQueryVariables[],
  outcome: 'ok' | { refused: string } = 'ok',
): MockLink.MockedResponse {
  return {
    request: {
      query: ReportDocument,
      variables: (variables: ReportQueryVariables) => {
        seen.push(variables);
        return true;
      },
    },
    result:
      outcome === 'ok'
        ? {
            data: {
              report: { __typename: 'ReportResult', reportUrl: URL, report: reportOf('r9') },
            },
          }
        : refusal(outcome.refused),
  };
}

function renderButton(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <BrandContext value={{ brand: BRAND, logoUrl: '', partner: false }}>
        <GenerateReportButton view={{ id: 'v1', name: 'Plant', customerID: 'c1' }} />
      </BrandContext>
    </MockedProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: texts.generate }));
  return screen.getByRole('dialog', { name: texts.generateTitle('Plant') });
}

const generateButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: texts.generateAction });

/** The variables every report request carries besides its range. */
const common = () => ({
  viewName: 'Plant',
  viewID: 'v1',
  customerID: 'c1',
  timezoneOffset: new Date().getTimezoneOffset(),
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  productName: BRAND.productName,
});

describe('GenerateReportButton', () => {
  it('generates the last day by default and sends the window opened on the click to it', async () => {
    const seen: ReportQueryVariables[] = [];
    const { popup, open } = fakePopup();
    const dialog = renderButton([reportMock(seen)]);
    const range = within(dialog).getByRole('group', { name: texts.rangeLabel });
    expect(within(range).getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(generateButton(dialog));
    // Opened during the click, before the server answers, so popup blockers let it through.
    expect(open).toHaveBeenCalledWith('', '_blank');
    // Until then the new window says what it waits for.
    expect(popup.document.body.textContent).toBe(texts.generating);
    expect(within(dialog).getByRole('status').textContent).toContain(texts.generating);
    expect(generateButton(dialog).getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(popup.location.href).toBe(URL));
    expect(seen).toEqual([{ ...common(), reportRange: 'DAY', startDate: NOW - DAY, endDate: NOW }]);
    expect(popup.close).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the window of the preset chosen', async () => {
    const seen: ReportQueryVariables[] = [];
    const { popup } = fakePopup();
    const dialog = renderButton([reportMock(seen)]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Week' }));
    fireEvent.click(generateButton(dialog));
    await waitFor(() => expect(popup.location.href).toBe(URL));
    expect(seen).toEqual([
      { ...common(), reportRange: 'WEEK', startDate: NOW - 7 * DAY, endDate: NOW },
    ]);
  });

  it('sends a custom range chosen in the Custom dialog', async () => {
    const seen: ReportQueryVariables[] = [];
    const { popup } = fakePopup();
    const dialog = renderButton([reportMock(seen)]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Custom' }));
    const custom = await screen.findByRole('dialog', { name: 'Custom range' });
    fireEvent.change(within(custom).getByLabelText('Start'), {
      target: { value: '2026-03-01T00:00' },
    });
    fireEvent.change(within(custom).getByLabelText('End'), {
      target: { value: '2026-03-05T18:30' },
    });
    fireEvent.click(within(custom).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom range' })).toBeNull());

    fireEvent.click(generateButton(dialog));
    await waitFor(() => expect(popup.location.href).toBe(URL));
    expect(seen).toEqual([
      {
        ...common(),
        reportRange: 'CUSTOM',
        startDate: fromDateTimeLocal('2026-03-01T00:00')!.getTime(),
        endDate: fromDateTimeLocal('2026-03-05T18:30')!.getTime(),
      },
    ]);
  });

  it("shows the server's refusal and closes the window it opened", async () => {
    const seen: ReportQueryVariables[] = [];
    const { popup } = fakePopup();
    const dialog = renderButton([reportMock(seen, { refused: reportMessages.notDashboard })]);
    fireEvent.click(generateButton(dialog));
    expect(await within(dialog).findByText(reportMessages.notDashboard)).toBeTruthy();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('');
    // The dialog stays, to try again.
    expect(generateButton(dialog).getAttribute('aria-busy')).toBe('false');
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('offers a link to the report when the browser blocked the window', async () => {
    const seen: ReportQueryVariables[] = [];
    fakePopup('blocked');
    const dialog = renderButton([reportMock(seen)]);
    fireEvent.click(generateButton(dialog));
    const link = await within(dialog).findByRole('link', { name: texts.openReport });
    expect(link.getAttribute('href')).toBe(URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByText(texts.popupBlocked, { exact: false })).toBeTruthy();
  });

  it('refuses a custom range longer than a year without asking the server', async () => {
    const { open } = fakePopup();
    const dialog = renderButton([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Custom' }));
    const custom = await screen.findByRole('dialog', { name: 'Custom range' });
    fireEvent.change(within(custom).getByLabelText('Start'), {
      target: { value: '2024-01-01T00:00' },
    });
    fireEvent.change(within(custom).getByLabelText('End'), {
      target: { value: '2026-03-01T00:00' },
    });
    fireEvent.click(within(custom).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom range' })).toBeNull());

    fireEvent.click(generateButton(dialog));
    expect(within(dialog).getByText(reportMessages.rangeTooLong)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
