// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../app/testing/FakeXhr';
import { renderPage } from '../../app/testing/renderPage';
import { AddOverlayViewDocument } from '../../graphql/generated/graphql';
import { OverlayNewPage } from './OverlayNewPage';
import { overlayViewOf } from './overlayTestData';
import { overlayTexts } from './overlayTexts';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VARIABLES = {
  name: 'Ground floor',
  image: 'img-9',
  height: 600,
  width: 800,
  customerID: 'c1',
};

function addMock(
  outcome: 'added' | { error: string },
  variables: Record<string, unknown> = VARIABLES,
): MockLink.MockedResponse {
  return {
    request: { query: AddOverlayViewDocument, variables },
    result:
      outcome === 'added'
        ? { data: { addOverlayView: overlayViewOf({ id: 'ov9', name: 'Ground floor' }) } }
        : { errors: [new GraphQLError(outcome.error)] },
  };
}

const open = (mocks: MockLink.MockedResponse[], at = '/c1/overlay/views/new?name=Ground+floor') =>
  renderPage(<OverlayNewPage />, { route: APP_ROUTES.overlayNew, at, mocks });

const form = () => screen.getByRole('form', { name: overlayTexts.newTitle });
const field = (label: string) =>
  within(form()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const create = () => screen.getByRole('button', { name: overlayTexts.create });

/** Picks the floor plan, lets it upload to the end and the browser load it at 800 × 600. */
async function uploadFloorPlan() {
  const png = new File(['png-bytes'], 'floor.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('image-file'), { target: { files: [png] } });
  const xhr = FakeXhr.sent[0]!;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/files/images?filename=floor.png&customerID=c1');
  expect(xhr.headers['content-type']).toBe('image/png');
  expect(xhr.body).toBe(png);
  xhr.progress(40, 100);
  expect(screen.getByTestId('upload-progress').getAttribute('data-progress')).toBe('40');
  expect(screen.getByRole('progressbar', { name: 'floor.png' })).toBeTruthy();
  await xhr.respond(201, JSON.stringify({ id: 'img-9', url: '/files/images/img-9' }));
  expect(screen.getByTestId('upload-progress').getAttribute('data-progress')).toBe('100');
  const preview = screen.getByRole('img', { name: overlayTexts.imagePreview }) as HTMLImageElement;
  expect(preview.getAttribute('src')).toBe('/files/images/img-9');
  Object.defineProperty(preview, 'naturalWidth', { value: 800 });
  Object.defineProperty(preview, 'naturalHeight', { value: 600 });
  fireEvent.load(preview);
}

describe('the new overlay view page', () => {
  it('uploads an image with its progress, takes its size and opens the new view', async () => {
    const user = userEvent.setup();
    const { titles } = open([addMock('added')]);
    expect(titles).toContain(overlayTexts.newTitle);
    expect(field(overlayTexts.nameLabel).value).toBe('Ground floor');
    // Nothing to create before there is an image.
    expect((create() as HTMLButtonElement).disabled).toBe(true);
    await uploadFloorPlan();
    await waitFor(() => expect(field(overlayTexts.widthLabel).value).toBe('800'));
    expect(field(overlayTexts.heightLabel).value).toBe('600');
    await user.click(create());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/c1/overlay/views/ov9'),
    );
  });

  it('keeps a size the user typed over the image’s own', async () => {
    const user = userEvent.setup();
    open([addMock('added', { ...VARIABLES, width: 1000 })]);
    await user.type(field(overlayTexts.widthLabel), '1000');
    await uploadFloorPlan();
    await waitFor(() => expect(field(overlayTexts.heightLabel).value).toBe('600'));
    expect(field(overlayTexts.widthLabel).value).toBe('1000');
    await user.click(create());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/c1/overlay/views/ov9'),
    );
  });

  it.each([
    ['any failure', 'Internal error', null],
    [
      'a taken name',
      messages.newViewNameTaken('Ground floor'),
      messages.newViewNameTaken('Ground floor'),
    ],
  ])('says "Unable to update" for %s', async (_case, error, nameError) => {
    const user = userEvent.setup();
    open([addMock({ error })]);
    await uploadFloorPlan();
    await waitFor(() => expect(field(overlayTexts.widthLabel).value).toBe('800'));
    await user.click(create());
    expect(await screen.findByText(messages.unableToUpdate)).toBeTruthy();
    if (nameError) expect(screen.getByText(nameError)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      '/c1/overlay/views/new?name=Ground+floor',
    );
  });

  it('refuses an image over the upload limit before sending it, and says why an upload failed', async () => {
    open([]);
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.uploadTooBig('11.0'));
    expect(FakeXhr.sent).toHaveLength(0);

    const png = new File(['png'], 'floor.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [png] } });
    await FakeXhr.sent[0]!.respond(403, JSON.stringify({ error: messages.insufficientPrivileges }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.insufficientPrivileges);
    expect(screen.getByTestId('upload-progress').getAttribute('data-progress')).toBe('-1');
    expect((create() as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the name as it is typed', async () => {
    const user = userEvent.setup();
    open([], '/overlay/views/new');
    await user.type(field(overlayTexts.nameLabel), 'A/B');
    expect(await screen.findByText('A view name cannot contain /')).toBeTruthy();
  });
});
