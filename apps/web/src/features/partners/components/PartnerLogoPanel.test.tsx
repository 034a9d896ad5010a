// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../app/testing/FakeXhr';
import { renderPage } from '../../../app/testing/renderPage';
import {
  PartnerLogoDeleteDocument,
  PartnerLogosDocument,
} from '../../../graphql/generated/graphql';
import { partnerLogoTexts as texts } from '../partnerLogoTexts';
import { PartnerLogoPanel } from './PartnerLogoPanel';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const logo = (id: string, width = 240, height = 80) => ({
  __typename: 'PartnerLogo' as const,
  id,
  width,
  height,
  url: `/files/images/img-${id}`,
});

/** The list, answered in turn (the last one again and again). */
function logosMocks(...answers: ReturnType<typeof logo>[][]): MockLink.MockedResponse[] {
  return answers.map((logos, i) => ({
    request: { query: PartnerLogosDocument, variables: { partnerID: '7' } },
    ...(i === answers.length - 1 ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
    result: { data: { logos } },
  }));
}

const ADMIN = {
  id: 'u5',
  super: false,
  partnerID: '7',
  partnerAdmin: true,
  partner: { __typename: 'UserPartner' as const, id: '7', name: 'North Partners', logo: null },
};

const open = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<PartnerLogoPanel partnerID="7" />, {
    route: '/partners/:partnerID/users',
    at: '/partners/7/users',
    mocks,
    user: ADMIN,
  });

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText(texts.upload), { target: { files: [file] } });

describe('PartnerLogoPanel', () => {
  it('previews the newest logo at its size, named after the partner', async () => {
    open(logosMocks([logo('2', 300, 100), logo('1')]));
    const image = await screen.findByRole('img', { name: 'North Partners logo' });
    expect(image.getAttribute('src')).toBe('/files/images/img-2');
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('100');
    expect(screen.getByText(texts.size(300, 100))).toBeTruthy();
  });

  it('uploads the raw image with its progress, then shows the new logo', async () => {
    open(logosMocks([], [logo('3', 64, 32)]));
    await screen.findByText(texts.none);
    pick(new File(['png bytes'], 'brand.png', { type: 'image/png' }));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/files/partners/7/logos?filename=brand.png');
    expect(xhr.headers['content-type']).toBe('image/png');
    xhr.progress(40, 100);
    expect(screen.getByTestId('upload-progress').getAttribute('data-progress')).toBe('40');
    await xhr.respond(201, JSON.stringify(logo('3', 64, 32)));
    const image = await screen.findByRole('img', { name: 'North Partners logo' });
    expect(image.getAttribute('width')).toBe('64');
    // The notice follows the refetch that shows the new logo.
    expect(await screen.findByText(texts.uploaded)).toBeTruthy();
  });

  it('refuses a file of 10 MB or more before sending, and shows the server’s refusal', async () => {
    open(logosMocks([]));
    await screen.findByText(texts.none);
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    pick(big);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByText(/^Too big: /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /dismiss|close/i }));
    pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await FakeXhr.sent[0]!.respond(415, JSON.stringify({ error: messages.errorUploading }));
    expect(await screen.findByText(messages.errorUploading)).toBeTruthy();
  });

  it('deletes the logo after confirming', async () => {
    const mocks = [
      ...logosMocks([logo('2')], []),
      {
        request: { query: PartnerLogoDeleteDocument, variables: { id: '2' } },
        result: { data: { deleteLogo: true } },
      },
    ];
    // The first answer once, then none left.
    mocks[0] = { ...mocks[0]!, maxUsageCount: 1 };
    open(mocks);
    await screen.findByRole('img', { name: 'North Partners logo' });
    fireEvent.click(screen.getByRole('button', { name: texts.remove }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.remove }));
    await waitFor(() => expect(screen.getByText(texts.deleted)).toBeTruthy());
    expect(await screen.findByText(texts.none)).toBeTruthy();
  });
});
