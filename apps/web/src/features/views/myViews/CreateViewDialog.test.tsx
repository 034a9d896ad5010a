// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { messages } from '@vigil/domain';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewTagDocument, NewViewDocument } from '../../../graphql/generated/graphql';
import { CreateViewDialog } from './CreateViewDialog';
import { tag, tagsMock, validateMock } from './myViewsMocks';
import { flattenTags } from './tagTree';
import type { FlatTag } from './tagTree';
import { viewListTexts } from './viewListTexts';

afterEach(cleanup);

function newViewMock(
  variables: Record<string, unknown>,
  outcome: { name: string } | { graphQLError: string; code?: string },
): MockLink.MockedResponse {
  const request = { query: NewViewDocument, variables };
  if ('graphQLError' in outcome) {
    const extensions = outcome.code ? { code: outcome.code } : {};
    return {
      request,
      result: { errors: [new GraphQLError(outcome.graphQLError, { extensions })] },
    };
  }
  return {
    request,
    result: { data: { newView: { __typename: 'View', id: 'v9', name: outcome.name } } },
  };
}

function renderDialog(
  mocks: MockLink.MockedResponse[],
  { canMakePublic = false, canAddTags = false, tags = [] as FlatTag[] } = {},
) {
  const onCreated = vi.fn();
  const onOverlay = vi.fn();
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <CreateViewDialog
        open
        customerID="c1"
        tags={tags}
        canMakePublic={canMakePublic}
        canAddTags={canAddTags}
        onClose={onClose}
        onCreated={onCreated}
        onOverlay={onOverlay}
      />
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: viewListTexts.createView });
  const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
  return { dialog, name, onCreated, onOverlay, onClose, user: userEvent.setup() };
}

describe('CreateViewDialog', () => {
  it.each([
    ['Hall #1', '#'],
    ['A/B & C', '/ &'],
    ["Bob's (old)", "' ( )"],
  ])('flags the characters of %s as they are typed', async (typed, flagged) => {
    const { dialog, name, user } = renderDialog([]);
    await user.type(name, typed);
    expect(within(dialog).getByText(`A view name cannot contain ${flagged}`)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the server already has a view of that name', async () => {
    const { dialog, name, user, onCreated } = renderDialog([
      validateMock('Main hall', true, messages.viewNameIsTaken('Main hall')),
    ]);
    await user.type(name, 'Main hall');
    expect(await within(dialog).findByText('Main hall is already a view name.')).toBeTruthy();
    // Submitting a taken name does not call the server.
    await user.click(within(dialog).getByRole('button', { name: viewListTexts.create }));
    // No request went out, so no failure came back either.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a duplicate',
      { graphQLError: messages.newViewNameTaken('North hall') },
      messages.newViewNameTaken('North hall'),
    ],
    [
      'a duplicate-entry code',
      { graphQLError: 'duplicate key value', code: 'ER_DUP_ENTRY' },
      messages.newViewNameTaken('North hall'),
    ],
    ['any other failure', { graphQLError: 'database is down' }, messages.newViewFailed],
  ] as const)('shows the catalogue message on %s', async (_case, outcome, text) => {
    const { dialog, name, user, onCreated } = renderDialog([
      validateMock('North hall', false),
      newViewMock({ name: 'North hall', customerID: 'c1' }, outcome),
    ]);
    await user.type(name, 'North hall');
    await user.click(within(dialog).getByRole('button', { name: viewListTexts.create }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates on Enter with the chosen tags and Public, and hands back the name', async () => {
    const tags = flattenTags([tag('t1', 'Europe', { tags: [tag('t2', 'Paris')] })]);
    const { dialog, name, user, onCreated } = renderDialog(
      [
        validateMock('North hall', false),
        newViewMock(
          { name: 'North hall', customerID: 'c1', tagIDs: ['t2'], isPublic: true },
          { name: 'North hall' },
        ),
      ],
      { canMakePublic: true, tags },
    );
    await user.click(within(dialog).getByLabelText(viewListTexts.tagsLabel));
    await user.click(await screen.findByRole('option', { name: 'Europe / Paris' }));
    await user.click(within(dialog).getByLabelText(viewListTexts.isPublic));
    await user.type(name, '  North hall{Enter}');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('North hall'));
  });

  it('offers an overlay view, which goes on to its image with the name checked, creating nothing', async () => {
    const { dialog, name, user, onCreated, onOverlay } = renderDialog(
      [validateMock('Ground floor', false)],
      { canMakePublic: true, canAddTags: true },
    );
    await user.click(within(dialog).getByRole('radio', { name: viewListTexts.kindOverlay }));
    // An overlay view has no tags or Public box here: only its name, then its image.
    expect(within(dialog).queryByRole('combobox', { name: viewListTexts.tagsLabel })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: viewListTexts.isPublic })).toBeNull();
    await user.type(name, 'Ground floor');
    await user.click(within(dialog).getByRole('button', { name: viewListTexts.continueToImage }));
    await waitFor(() => expect(onOverlay).toHaveBeenCalledWith('Ground floor'));
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const { user, onClose } = renderDialog([]);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Add tag only to company managers, as the server allows', async () => {
    const { dialog } = renderDialog([]);
    expect(within(dialog).queryByRole('button', { name: viewListTexts.addTag })).toBeNull();
  });

  it('adds a new tag with a position and selects it', async () => {
    const { dialog, user } = renderDialog(
      [
        {
          request: {
            query: NewTagDocument,
            variables: { customerID: 'c1', name: 'Lyon', latitude: 45.76, longitude: 4.84 },
          },
          result: { data: { newTag: { __typename: 'ViewTag', id: 't5', name: 'Lyon' } } },
        },
        tagsMock([tag('t5', 'Lyon', { latitude: 45.76, longitude: 4.84 })]),
      ],
      { canAddTags: true, tags: flattenTags([tag('t5', 'Lyon')]) },
    );
    await user.click(within(dialog).getByRole('button', { name: viewListTexts.addTag }));
    const tagDialog = await screen.findByRole('dialog', { name: viewListTexts.newTagTitle });
    await user.type(within(tagDialog).getByLabelText(/^Tag name/), 'Lyon');
    await user.type(within(tagDialog).getByLabelText(viewListTexts.latitudeLabel), '45.76');
    await user.click(within(tagDialog).getByRole('button', { name: viewListTexts.saveTag }));
    // Only one coordinate: both or neither.
    expect(await within(tagDialog).findByText(viewListTexts.bothCoordinates)).toBeTruthy();
    await user.type(within(tagDialog).getByLabelText(viewListTexts.longitudeLabel), '4.84{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: viewListTexts.newTagTitle })).toBeNull(),
    );
    expect(within(dialog).getByRole('button', { name: 'Lyon' })).toBeTruthy();
  });
});
