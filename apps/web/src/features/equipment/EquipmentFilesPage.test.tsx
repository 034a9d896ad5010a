// @vitest-environment jsdom
import { APP_ROUTES, UPLOAD_FAILED_PROGRESS, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../app/SessionContext';
import { FakeXhr } from '../../app/testing/FakeXhr';
import { renderPage } from '../../app/testing/renderPage';
import {
  EquipmentFilesDeleteDocument,
  EquipmentFilesDocument,
  EquipmentFilesEquipmentDocument,
} from '../../graphql/generated/graphql';
import type { EquipmentFilesQuery } from '../../graphql/generated/graphql';
import { EquipmentFilesPage } from './EquipmentFilesPage';

type FileRow = EquipmentFilesQuery['equipmentFiles'][number];

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const file = (key: string, filename: string, extra: Partial<FileRow> = {}) =>
  ({
    __typename: 'EquipmentFile',
    key,
    filename,
    type: 'application/pdf',
    size: 250_000,
    createdAt: '2026-03-10T09:00:00Z',
    userName: 'Ada Admin',
    url: `/files/equipment/e1/${key}`,
    ...extra,
  }) as FileRow;

const LIST_VARIABLES = { gatewayID: 'g1', equipmentIP: '10.0.0.5', customerID: 'c1' };
const filesMock = (files: FileRow[]): MockLink.MockedResponse => ({
  request: { query: EquipmentFilesDocument, variables: LIST_VARIABLES },
  result: { data: { equipmentFiles: files } },
});
const equipmentOf = (id: string, ip: string) => ({
  __typename: 'Equipment' as const,
  id,
  name: `UPS ${ip}`,
  equipmentIP: ip,
  customerID: 'c1',
  gateway: { __typename: 'GatewayRef' as const, id: 'g1', name: 'Hall gateway' },
});
const equipmentMock: MockLink.MockedResponse = {
  request: {
    query: EquipmentFilesEquipmentDocument,
    variables: { customerID: 'c1', gatewayID: 'g1', query: '10.0.0.5' },
  },
  // The search matches by substring: the page takes the one at exactly this address.
  result: {
    data: {
      allEquipment: {
        __typename: 'EquipmentPage',
        items: [equipmentOf('e50', '10.0.0.50'), equipmentOf('e1', '10.0.0.5')],
      },
    },
  },
};

const EDITOR: Partial<SessionUser> = {
  super: false,
  customer: { __typename: 'Customer', id: 'c1', name: 'Acme', roles: ['ad2'] },
} as Partial<SessionUser>;
const VIEWER: Partial<SessionUser> = {
  super: false,
  customer: { __typename: 'Customer', id: 'c1', name: 'Acme', roles: [] },
} as Partial<SessionUser>;

function open(mocks: MockLink.MockedResponse[], user = EDITOR) {
  return renderPage(<EquipmentFilesPage />, {
    route: APP_ROUTES.equipmentFiles,
    at: '/c1/gateways/g1/ip/10_0_0_5/files',
    mocks,
    user,
  });
}

const sized = (name: string, size: number, type = 'application/pdf') => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

const progressOf = () =>
  screen
    .getAllByTestId('upload-progress')
    .map((row) => [
      row.querySelector('[title]')?.getAttribute('title'),
      Number(row.getAttribute('data-progress')),
    ]);

describe('EquipmentFilesPage', () => {
  it('uploads dropped files with progress each, refuses a too-big one, marks a failure -1 and refreshes', async () => {
    open([
      equipmentMock,
      filesMock([file('k1', 'manual.pdf')]),
      filesMock([file('k1', 'manual.pdf'), file('k2', 'wiring plan.pdf')]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'UPS 10.0.0.5' })).toBeTruthy();
    await screen.findByRole('link', { name: 'manual.pdf' });
    const zone = await screen.findByRole('group', { name: 'Upload files' });

    fireEvent.drop(zone, {
      dataTransfer: {
        files: [
          sized('wiring plan.pdf', 2_000_000),
          sized('firmware.bin', 11_010_048, ''),
          sized('photo.jpg', 500_000, 'image/jpeg'),
        ],
      },
    });
    // The too-big file never leaves the browser.
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.getByText('Too big: 10.5MB/10MB')).toBeTruthy();
    const [plan, photo] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect([plan.method, plan.url, plan.withCredentials]).toEqual([
      'POST',
      '/files/equipment/e1',
      true,
    ]);
    expect(plan.headers).toEqual({
      'content-type': 'application/pdf',
      'x-file-name': 'wiring%20plan.pdf',
    });
    expect(photo.headers['content-type']).toBe('image/jpeg');

    plan.progress(1_000_000, 2_000_000);
    expect(progressOf()).toEqual([
      ['wiring plan.pdf', 50],
      ['firmware.bin', UPLOAD_FAILED_PROGRESS],
      ['photo.jpg', 0],
    ]);
    expect(
      screen.getByRole('progressbar', { name: 'wiring plan.pdf' }).getAttribute('aria-valuenow'),
    ).toBe('50');

    // Every byte sent is not yet kept: 99 until the server answers.
    plan.progress(2_000_000, 2_000_000);
    expect(progressOf()[0]).toEqual(['wiring plan.pdf', 99]);
    await plan.respond(201, '{"key":"k2"}');
    await photo.respond(500, 'Internal Server Error');
    expect(progressOf()).toEqual([
      ['wiring plan.pdf', 100],
      ['firmware.bin', UPLOAD_FAILED_PROGRESS],
      ['photo.jpg', UPLOAD_FAILED_PROGRESS],
    ]);
    expect(
      within(screen.getAllByTestId('upload-progress')[2]!).getByRole('alert').textContent,
    ).toBe(messages.errorUploading);

    // The list is asked again once the uploads are over.
    expect(await screen.findByRole('link', { name: 'wiring plan.pdf' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss firmware.bin' }));
    expect(screen.queryByText('Too big: 10.5MB/10MB')).toBeNull();
  });

  it("shows the server's reason for a refused upload, and takes files from the button", async () => {
    open([equipmentMock, filesMock([])]);
    expect(await screen.findByText('No files kept with this equipment yet.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Choose files' });
    fireEvent.change(screen.getByTestId('equipment-files-input'), {
      target: { files: [sized('notes.txt', 10, 'text/plain')] },
    });
    await FakeXhr.sent[0]!.respond(413, JSON.stringify({ error: 'File storage is full.' }));
    expect(screen.getByRole('alert').textContent).toBe('File storage is full.');
    expect(progressOf()).toEqual([['notes.txt', UPLOAD_FAILED_PROGRESS]]);
  });

  it('deletes a file after confirmation', async () => {
    const deleted: unknown[] = [];
    open([
      equipmentMock,
      filesMock([file('k1', 'manual.pdf'), file('k2', 'old.pdf')]),
      {
        request: { query: EquipmentFilesDeleteDocument, variables: () => true },
        result: (variables: unknown) => {
          deleted.push(variables);
          return { data: { deleteEquipmentFile: true } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file?' });
    // Cancel first: nothing is deleted.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete old.pdf' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('link', { name: 'old.pdf' })).toBeNull();
    expect(deleted).toEqual([{ equipmentID: 'e1', key: 'k2', customerID: 'c1' }]);
    expect(screen.getByRole('link', { name: 'manual.pdf' })).toBeTruthy();
  });

  it("shows 'Error' when the server does not delete the file", async () => {
    open([
      equipmentMock,
      filesMock([file('k1', 'manual.pdf')]),
      {
        request: { query: EquipmentFilesDeleteDocument, variables: () => true },
        result: { data: { deleteEquipmentFile: false } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete manual.pdf' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(messages.deleteError)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'manual.pdf' })).toBeTruthy();
  });

  it('lets a read-only user download but neither upload nor delete', async () => {
    open([equipmentMock, filesMock([file('k1', 'manual.pdf')])], VIEWER);
    const link = await screen.findByRole('link', { name: 'manual.pdf' });
    expect(link.getAttribute('href')).toBe('/files/equipment/e1/k1');
    expect(link.getAttribute('download')).toBe('manual.pdf');
    expect(screen.getByRole('link', { name: 'Download manual.pdf' })).toBeTruthy();
    await screen.findByText('You can download these files but not add or delete them.');
    expect(screen.queryByRole('group', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('says when the browser cannot upload with progress', async () => {
    vi.stubGlobal('XMLHttpRequest', class {});
    open([equipmentMock, filesMock([])]);
    expect(await screen.findByText(messages.uploadUnsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
  });

  it("says 'Could not find equipment' when no equipment of the gateway has that address", async () => {
    open([
      {
        ...equipmentMock,
        result: { data: { allEquipment: { __typename: 'EquipmentPage', items: [] } } },
      },
      filesMock([]),
    ]);
    expect(await screen.findByText(messages.couldNotFindEquipment)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
  });
});
