// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import { FakeXhr } from '../../app/testing/FakeXhr';
import { renderPage } from '../../app/testing/renderPage';
import { PartnerDocsDeleteDocument, PartnerDocsDocument } from '../../graphql/generated/graphql';
import type { PartnerDocsQuery } from '../../graphql/generated/graphql';
import { partnerDocsTexts as texts } from './partnerDocsTexts';
import { PartnerDocsPage } from './PartnerDocsPage';
import { sizedFile } from './testing/surveyFixture';

afterEach(cleanup);
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => void vi.unstubAllGlobals());

type Doc = PartnerDocsQuery['marketingDocuments'][number];
const doc = (
  id: string,
  name: string,
  category: string,
  thumbnailPath: string | null = null,
): Doc =>
  ({
    __typename: 'MarketingDocument',
    id,
    name,
    category,
    description: null,
    fileName: `${name}.pdf`,
    contentType: 'application/pdf',
    size: 4096,
    thumbnailPath,
    downloadPath: `/files/marketing-documents/${id}`,
    partnerID: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  }) as Doc;
const SHEET = doc('d1', 'UPS sheet', 'Sales', '/files/marketing-documents/d1/thumbnail');
const GUIDE = doc('d2', 'Install guide', 'Guides');

function listMocks(...answers: Doc[][]): MockLink.MockedResponse[] {
  return answers.map((docs, i) => ({
    request: { query: PartnerDocsDocument, variables: {} },
    ...(i === answers.length - 1 ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
    result: { data: { marketingDocuments: docs } },
  }));
}

function open(mocks: MockLink.MockedResponse[], user: object, at = '/partners/p1/docs') {
  return renderPage(
    <BrandThemeProvider>
      <PartnerDocsPage />
    </BrandThemeProvider>,
    { route: APP_ROUTES.partnerDocs, at, mocks, user },
  );
}

const PARTNER_USER = { id: 'u2', super: false, partnerID: 'p1', partnerAdmin: true };
const SUPER = { id: 'u0', super: true, partnerID: null };

describe('the partner Docs page', () => {
  it('groups documents by category with thumbnails and downloads, filtered by the address', async () => {
    open(listMocks([SHEET, GUIDE]), PARTNER_USER);
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByRole('img', { name: texts.thumbnailOf('UPS sheet') })).toBeTruthy();
    const download = within(sales).getByRole('link', { name: texts.download('UPS sheet') });
    expect(download.getAttribute('href')).toBe('/files/marketing-documents/d1');
    expect(screen.getByRole('region', { name: 'Guides' })).toBeTruthy();
    // A partner's user only downloads.
    expect(screen.queryByRole('button', { name: texts.upload })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.delete('UPS sheet') })).toBeNull();
    cleanup();

    open(listMocks([SHEET, GUIDE]), PARTNER_USER, '/partners/p1/docs?category=Guides');
    expect(await screen.findByRole('region', { name: 'Guides' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull();
  });

  it('lets a super user upload a document with progress, refusing one too big', async () => {
    open(listMocks([GUIDE], [GUIDE, SHEET]), SUPER);
    await screen.findByRole('region', { name: 'Guides' });
    fireEvent.click(screen.getByRole('button', { name: texts.upload }));
    const dialog = await screen.findByRole('dialog', { name: texts.uploadTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.send }));
    expect(await within(dialog).findByText(texts.fileRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: texts.name }), {
      target: { value: 'UPS sheet' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: texts.category }), {
      target: { value: 'Sales' },
    });
    fireEvent.change(within(dialog).getByLabelText(texts.chooseFile, { selector: 'input' }), {
      target: { files: [sizedFile('huge.pdf', 10_485_760, 'application/pdf')] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.send }));
    expect(await within(dialog).findByText('Too big: 10.0MB/10MB')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(texts.chooseFile, { selector: 'input' }), {
      target: { files: [sizedFile('sheet.pdf', 200_000, 'application/pdf')] },
    });
    fireEvent.change(within(dialog).getByLabelText(texts.chooseThumbnail, { selector: 'input' }), {
      target: { files: [sizedFile('sheet.png', 20_000, 'image/png')] },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: texts.partnerOnly }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.send }));
    expect(FakeXhr.sent).toHaveLength(1);
    const request = FakeXhr.sent[0]!;
    expect([request.method, request.url]).toEqual(['POST', '/files/marketing-documents']);
    const body = request.body as FormData;
    expect([body.get('name'), body.get('category'), body.get('partnerID')]).toEqual([
      'UPS sheet',
      'Sales',
      'p1',
    ]);
    expect((body.get('file') as File).name).toBe('sheet.pdf');
    expect((body.get('thumbnail') as File).name).toBe('sheet.png');
    request.progress(30, 100);
    expect(within(dialog).getByTestId('upload-progress').dataset.progress).toBe('30');
    await request.respond(201, '{}');
    expect(await screen.findByText(texts.uploaded('UPS sheet'))).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Sales' })).toBeTruthy();
  });

  it('deletes a document only after confirming', async () => {
    let deleted = 0;
    open(
      [
        ...listMocks([SHEET, GUIDE], [GUIDE]),
        {
          request: { query: PartnerDocsDeleteDocument, variables: { id: 'd1' } },
          result: () => {
            deleted += 1;
            return { data: { deleteMarketingDocument: true } };
          },
        },
      ],
      SUPER,
    );
    fireEvent.click(await screen.findByRole('button', { name: texts.delete('UPS sheet') }));
    let dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: texts.delete('UPS sheet') }));
    dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.deleteConfirm }));
    expect(await screen.findByText(texts.deleted('UPS sheet'))).toBeTruthy();
    expect(deleted).toBe(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull());
  });
});
