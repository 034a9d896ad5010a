// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import { FakeXhr } from '../../app/testing/FakeXhr';
import { renderPage } from '../../app/testing/renderPage';
import {
  PublicSurveyAddCommentDocument,
  PublicSurveyDeleteAttachmentDocument,
  PublicSurveyDocument,
  PublicSurveyUpdateDocument,
} from '../../graphql/generated/graphql';
import type {
  PublicSurveyAddCommentMutationVariables,
  PublicSurveyUpdateMutationVariables,
  SurveyFieldsFragment,
} from '../../graphql/generated/graphql';
import { PublicSurveyPage } from './PublicSurveyPage';
import { surveyTexts as texts } from './surveyTexts';
import { sizedFile, surveyFixture } from './testing/surveyFixture';

afterEach(cleanup);
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => void vi.unstubAllGlobals());

// The public survey carries no link state.
const PUBLIC = surveyFixture({ link: null });

/** The survey of link tok1, answered in turn (the last one again and again). */
function surveyMocks(...answers: SurveyFieldsFragment[]): MockLink.MockedResponse[] {
  return answers.map((survey, i) => ({
    request: { query: PublicSurveyDocument, variables: { token: 'tok1' } },
    ...(i === answers.length - 1 ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
    result: { data: { publicSurvey: survey } },
  }));
}

function open(mocks: MockLink.MockedResponse[], token = 'tok1') {
  return renderPage(
    <BrandThemeProvider>
      <PublicSurveyPage />
    </BrandThemeProvider>,
    { route: APP_ROUTES.publicSurvey, at: `/partners/survey/${token}`, mocks, user: {} },
  );
}

describe('the public site survey', () => {
  it('says plainly that an unknown or turned-off link no longer works', async () => {
    open(
      [
        {
          request: { query: PublicSurveyDocument, variables: { token: 'gone' } },
          result: { errors: [new GraphQLError(messages.invalidToken)] },
        },
      ],
      'gone',
    );
    expect(await screen.findByText(texts.inactiveLink)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: texts.inactiveTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.submit })).toBeNull();
  });

  it('saves the equipment, progress and feedback, then submits the survey', async () => {
    const sent: PublicSurveyUpdateMutationVariables[] = [];
    open([
      ...surveyMocks(PUBLIC),
      {
        request: { query: PublicSurveyUpdateDocument, variables: () => true },
        maxUsageCount: 2,
        result: (variables: PublicSurveyUpdateMutationVariables) => {
          sent.push(variables);
          const equipment = variables.survey.equipment.map((line, i) => ({
            __typename: 'SurveyEquipment' as const,
            id: line.id ?? `new${i}`,
            name: line.name,
            quantity: line.quantity,
            commentCount: 0,
            attachmentCount: 0,
          }));
          return {
            data: {
              updatePublicSurvey: {
                ...PUBLIC,
                equipment,
                progress: variables.survey.progress,
                feedback: variables.survey.feedback ?? null,
                submittedAt: variables.survey.submit ? '2026-11-03T10:00:00.000Z' : null,
              },
            },
          };
        },
      },
    ]);
    const quantity = await screen.findByRole('spinbutton', { name: texts.equipmentQuantity(1) });
    expect((quantity as HTMLInputElement).value).toBe('2');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: texts.addEquipment }));
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    // A new line needs its name before anything is sent.
    expect(await screen.findByText(messages.required)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: texts.equipmentName(2) }), {
      target: { value: 'PDU' },
    });
    const slider = screen.getByRole('slider', { name: texts.progress });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('45');
    fireEvent.change(screen.getByRole('textbox', { name: texts.feedback }), {
      target: { value: '  Three UPSs after all. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.submitted)).toBeTruthy();
    const answers = {
      progress: 45,
      feedback: 'Three UPSs after all.',
      equipment: [
        { id: 'e1', name: 'UPS', quantity: 3 },
        { id: null, name: 'PDU', quantity: 1 },
      ],
    };
    expect(sent).toEqual([
      { token: 'tok1', survey: { ...answers, submit: false } },
      {
        token: 'tok1',
        // The saved lines come back with their ids.
        survey: {
          ...answers,
          equipment: [answers.equipment[0], { ...answers.equipment[1], id: 'new1' }],
          submit: true,
        },
      },
    ]);
  });

  it('adds a comment under the writer’s name', async () => {
    const added: PublicSurveyAddCommentMutationVariables[] = [];
    const withComment = {
      ...PUBLIC,
      comments: [
        ...PUBLIC.comments,
        {
          __typename: 'SurveyComment' as const,
          id: 'm2',
          equipmentID: null,
          comment: 'Gate code is 1234.',
          author: 'Rosa',
          createdAt: '2026-11-03T10:00:00.000Z',
        },
      ],
    };
    open([
      ...surveyMocks(PUBLIC, withComment),
      {
        request: { query: PublicSurveyAddCommentDocument, variables: () => true },
        result: (variables: PublicSurveyAddCommentMutationVariables) => {
          added.push(variables);
          return { data: { addPublicSurveyComment: withComment.comments[1] } };
        },
      },
    ]);
    expect(await screen.findByText('Both are on the same circuit.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: texts.comment }), {
      target: { value: 'Gate code is 1234.' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.addComment }));
    // Who writes is asked first.
    expect(await screen.findByText(messages.required)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: texts.author }), {
      target: { value: 'Rosa' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.addComment }));
    expect(await screen.findByText('Gate code is 1234.', { selector: 'span' })).toBeTruthy();
    expect(added).toEqual([
      { token: 'tok1', equipmentID: null, author: 'Rosa', comment: 'Gate code is 1234.' },
    ]);
  });

  it('uploads attachments with progress each, refusing a too-big one before sending', async () => {
    const withPhoto = {
      ...PUBLIC,
      attachments: [
        ...PUBLIC.attachments,
        { ...PUBLIC.attachments[0]!, id: 'a2', name: 'ups.jpg', equipmentID: 'e1' },
      ],
    };
    open(surveyMocks(PUBLIC, withPhoto));
    await screen.findByRole('link', { name: texts.download('rack.jpg') });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: texts.attachTo }));
    fireEvent.click(await screen.findByRole('option', { name: 'UPS' }));
    fireEvent.change(screen.getByRole('textbox', { name: texts.description }), {
      target: { value: 'Front view' },
    });
    fireEvent.change(screen.getByLabelText(texts.addFiles, { selector: 'input' }), {
      target: {
        files: [sizedFile('ups.jpg', 300_000), sizedFile('video.mp4', 11_010_048, 'video/mp4')],
      },
    });
    expect(screen.getByText('Too big: 10.5MB/10MB')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);
    const request = FakeXhr.sent[0]!;
    expect([request.method, request.url, request.withCredentials]).toEqual([
      'POST',
      '/files/surveys/tok1/attachments?equipmentID=e1&description=Front+view',
      true,
    ]);
    expect((request.body as File).name).toBe('ups.jpg');
    expect(request.headers).toEqual({ 'content-type': 'image/jpeg', 'x-file-name': 'ups.jpg' });

    const rows = () =>
      screen.getAllByTestId('upload-progress').map((row) => Number(row.dataset.progress));
    expect(rows()).toEqual([0, -1]);
    request.progress(50, 100);
    expect(rows()).toEqual([50, -1]);
    await request.respond(201, '{}');
    expect(rows()).toEqual([100, -1]);
    expect(await screen.findByRole('link', { name: texts.download('ups.jpg') })).toBeTruthy();
  });

  it('shows the server’s failure of an upload as -1 with its words', async () => {
    open(surveyMocks(PUBLIC));
    await screen.findByRole('link', { name: texts.download('rack.jpg') });
    fireEvent.change(screen.getByLabelText(texts.addFiles, { selector: 'input' }), {
      target: { files: [sizedFile('ups.jpg', 300_000)] },
    });
    await FakeXhr.sent[0]!.respond(500, 'oops');
    const row = screen.getByTestId('upload-progress');
    expect(row.dataset.progress).toBe('-1');
    expect(within(row).getByText(messages.errorUploading)).toBeTruthy();
  });

  it('deletes an attachment after confirming', async () => {
    let deleted = 0;
    open([
      ...surveyMocks(PUBLIC, { ...PUBLIC, attachments: [] }),
      {
        request: {
          query: PublicSurveyDeleteAttachmentDocument,
          variables: { token: 'tok1', id: 'a1' },
        },
        result: () => {
          deleted += 1;
          return { data: { deletePublicSurveyAttachment: true } };
        },
      },
    ]);
    fireEvent.click(
      await screen.findByRole('button', { name: texts.deleteAttachment('rack.jpg') }),
    );
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.deleteConfirm }));
    expect(await screen.findByText(texts.noAttachments)).toBeTruthy();
    expect(deleted).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
