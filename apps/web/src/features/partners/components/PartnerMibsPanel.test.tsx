// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import {
  PartnerMibDeleteDocument,
  PartnerMibImportDocument,
  PartnerMibsDocument,
  type PartnerMibFieldsFragment,
} from '../../../graphql/generated/graphql';
import { partnerMibTexts as texts } from '../partnerMibTexts';
import { PARTNER_MIBS_POLL_MS, PartnerMibsPanel } from './PartnerMibsPanel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const mib = (
  name: string,
  patch: Partial<PartnerMibFieldsFragment> = {},
): PartnerMibFieldsFragment =>
  ({
    __typename: 'PartnerMib',
    key: name,
    name,
    fileName: `${name.toLowerCase()}.mib`,
    installing: false,
    installError: null,
    objectCount: 12,
    createdAt: '2026-11-30T10:00:00.000Z',
    ...patch,
  }) as PartnerMibFieldsFragment;

/** The list, answered in turn (the last one again and again). */
function listMocks(...answers: PartnerMibFieldsFragment[][]): MockLink.MockedResponse[] {
  return answers.map((MIBs, i) => ({
    request: { query: PartnerMibsDocument, variables: { partnerID: '7' } },
    ...(i === answers.length - 1 ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
    result: { data: { MIBs } },
  }));
}

const USER = (partnerAdmin: boolean) => ({
  id: 'u5',
  super: false,
  partnerID: '7',
  partnerAdmin,
  partner: { __typename: 'UserPartner' as const, id: '7', name: 'North Partners', logo: null },
});

const open = (mocks: MockLink.MockedResponse[], partnerAdmin = true) =>
  renderPage(<PartnerMibsPanel partnerID="7" />, {
    route: '/partners/:partnerID/docs',
    at: '/partners/7/docs',
    mocks,
    user: USER(partnerAdmin),
  });

describe('PartnerMibsPanel', () => {
  it('lists each module as installed, installing or with why it failed', async () => {
    open(
      listMocks([
        mib('UPS-VENDOR-MIB'),
        mib('PDU-VENDOR-MIB', { installing: true, objectCount: 0 }),
        mib('BAD-MIB', { installError: 'line 4: MAX-ACCESS has no value', objectCount: 0 }),
      ]),
    );
    const rows = await screen.findAllByTestId('partner-mib-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(texts.installed(12)),
      expect.stringContaining(texts.installing),
      expect.stringContaining('line 4: MAX-ACCESS has no value'),
    ]);
    expect(within(rows[2]!).getByText(texts.failed)).toBeTruthy();
  });

  it('asks again every 2 s while a module installs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open(
      listMocks(
        [mib('UPS-VENDOR-MIB', { installing: true, objectCount: 0 })],
        [mib('UPS-VENDOR-MIB')],
      ),
    );
    expect(await screen.findByText(texts.installing)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PARTNER_MIBS_POLL_MS));
    expect(await screen.findByText(texts.installed(12))).toBeTruthy();
  });

  it('uploads a file read as text for the partner’s admins', async () => {
    const text = 'UPS-VENDOR-MIB DEFINITIONS ::= BEGIN\nEND\n';
    open(
      [
        ...listMocks([], [mib('UPS-VENDOR-MIB', { installing: true, objectCount: 0 })]),
        {
          request: {
            query: PartnerMibImportDocument,
            variables: { partnerID: '7', fileName: 'ups.mib', text },
          },
          result: {
            data: { importPartnerMib: mib('UPS-VENDOR-MIB', { installing: true, objectCount: 0 }) },
          },
        },
      ].map((m, i) => (i === 0 ? { ...m, maxUsageCount: 1 } : m)),
    );
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(texts.upload), {
      target: { files: [new File([text], 'ups.mib', { type: 'text/plain' })] },
    });
    expect(await screen.findByText(texts.imported('UPS-VENDOR-MIB'))).toBeTruthy();
    expect(await screen.findByText(texts.installing)).toBeTruthy();
  });

  it('deletes a module after confirming', async () => {
    const mocks = [
      ...listMocks([mib('UPS-VENDOR-MIB')], []),
      {
        request: {
          query: PartnerMibDeleteDocument,
          variables: { partnerID: '7', key: 'UPS-VENDOR-MIB' },
        },
        result: { data: { deletePartnerMib: true } },
      },
    ];
    mocks[0] = { ...mocks[0]!, maxUsageCount: 1 };
    open(mocks);
    fireEvent.click(await screen.findByRole('button', { name: texts.remove('UPS-VENDOR-MIB') }));
    const dialog = await screen.findByRole('dialog', {
      name: texts.confirmTitle('UPS-VENDOR-MIB'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(texts.deleted('UPS-VENDOR-MIB'))).toBeTruthy());
    expect(await screen.findByText(texts.empty)).toBeTruthy();
  });

  it('offers neither upload nor delete to the partner’s other users', async () => {
    open(listMocks([mib('UPS-VENDOR-MIB')]), false);
    await screen.findAllByTestId('partner-mib-row');
    expect(screen.queryByLabelText(texts.upload)).toBeNull();
    expect(screen.queryByRole('button', { name: texts.remove('UPS-VENDOR-MIB') })).toBeNull();
  });
});
