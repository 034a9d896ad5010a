// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, USER_SUGGESTIONS_MAX, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import { StatusSnackbarProvider } from '../../../components/StatusSnackbarProvider';
import {
  EditCustomerHomePageDocument,
  UserSuggestionsDocument,
} from '../../../graphql/generated/graphql';
import type {
  EditCustomerHomePageMutationVariables,
  UserSuggestionsQueryVariables,
} from '../../../graphql/generated/graphql';
import { homePageTexts as texts } from '../usersTexts';
import { SetHomePageDialog } from './SetHomePageDialog';

afterEach(cleanup);

const HERE = '/c1/views/Plant%20Room?tab=2';

/** Answers each home page call in turn from `answers` (true: set; a message: refused). */
function homePageMock(
  calls: EditCustomerHomePageMutationVariables[],
  answer: (variables: EditCustomerHomePageMutationVariables, call: number) => string | true,
): MockLink.MockedResponse {
  return {
    request: { query: EditCustomerHomePageDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: EditCustomerHomePageMutationVariables) => {
      calls.push(variables);
      const outcome = answer(variables, calls.length);
      return outcome === true
        ? { data: { editCustomerHomePage: true } }
        : { errors: [new GraphQLError(outcome)] };
    },
  };
}

function open(mocks: MockLink.MockedResponse[], roles: string[], onClose = vi.fn()) {
  renderPage(
    <StatusSnackbarProvider>
      <SetHomePageDialog open customerID="c1" onClose={onClose} />
    </StatusSnackbarProvider>,
    {
      route: APP_ROUTES.view,
      at: HERE,
      mocks,
      user: { id: 'me', email: 'me@acme.test', customer: { id: 'c1', name: 'Acme', roles } },
    },
  );
  return onClose;
}

describe('SetHomePageDialog for a user without manage users', () => {
  it('saves the current page as their own home page', async () => {
    const calls: EditCustomerHomePageMutationVariables[] = [];
    const onClose = open([homePageMock(calls, () => true)], []);
    const dialog = screen.getByRole('dialog', { name: texts.title });
    expect(within(dialog).getByTestId('home-page-address').textContent).toBe(HERE);
    expect(within(dialog).queryByRole('combobox', { name: texts.users })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ customerID: 'c1', userID: 'me', desktopUrl: HERE }]);
  });

  it('saves the default (null) when Default is toggled, and shows a refusal', async () => {
    const calls: EditCustomerHomePageMutationVariables[] = [];
    const onClose = open([homePageMock(calls, () => messages.noAccess)], []);
    const dialog = screen.getByRole('dialog', { name: texts.title });
    fireEvent.click(within(dialog).getByRole('switch', { name: texts.defaultToggle }));
    expect(within(dialog).getByText(texts.defaultHelp)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await within(dialog).findByText(messages.noAccess);
    expect(calls).toEqual([{ customerID: 'c1', userID: 'me', desktopUrl: null }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('SetHomePageDialog for a manager of users', () => {
  const people = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay'].map((name, i) => ({
    __typename: 'CompanyUser' as const,
    id: `u${i}`,
    email: `${name}@acme.test`,
    firstName: null,
    lastName: null,
  }));

  it('applies the page to the users picked one by one, then lists each outcome with Retry', async () => {
    const asked: UserSuggestionsQueryVariables[] = [];
    const calls: EditCustomerHomePageMutationVariables[] = [];
    const suggestions: MockLink.MockedResponse = {
      request: { query: UserSuggestionsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: UserSuggestionsQueryVariables) => {
        asked.push(variables);
        // More than the picker shows: it keeps to 5 all the same.
        return { data: { users: people } };
      },
    };
    // Bob fails the first time (he was deleted meanwhile, say), and is set on Retry.
    const homePages = homePageMock(calls, (variables, call) =>
      variables.userID === 'u1' && call === 2 ? messages.noAccess : true,
    );
    open([suggestions, homePages], ['mu']);
    const dialog = screen.getByRole('dialog', { name: texts.title });
    // The manager themself is picked to begin with.
    expect(within(dialog).getByRole('button', { name: 'me@acme.test' })).toBeDefined();
    const picker = within(dialog).getByRole('combobox', { name: texts.users });
    fireEvent.change(picker, { target: { value: 'a' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(USER_SUGGESTIONS_MAX);
    expect(asked.at(-1)).toEqual({ customerID: 'c1', query: 'a', limit: USER_SUGGESTIONS_MAX });
    fireEvent.click(screen.getByRole('option', { name: 'bob@acme.test' }));
    fireEvent.change(picker, { target: { value: 'c' } });
    fireEvent.click(await screen.findByRole('option', { name: 'cat@acme.test' }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));

    const results = await within(dialog).findByRole('list', { name: texts.results });
    await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('false'));
    expect(calls.map((call) => call.userID)).toEqual(['me', 'u1', 'u2']);
    expect(calls.every((call) => call.desktopUrl === HERE)).toBe(true);
    const rows = within(results).getAllByTestId('home-page-result');
    expect(rows.map((row) => row.dataset.state)).toEqual(['done', 'failed', 'done']);
    expect(within(results).getByText(texts.succeeded('me@acme.test'))).toBeDefined();
    expect(within(results).getByText(messages.noAccess)).toBeDefined();
    expect(within(results).getAllByRole('button', { name: /Retry/ })).toHaveLength(1);

    fireEvent.click(within(results).getByRole('button', { name: `${texts.retry} bob@acme.test` }));
    await within(results).findByText(texts.succeeded('bob@acme.test'));
    expect(calls.map((call) => call.userID)).toEqual(['me', 'u1', 'u2', 'u1']);
    expect(within(results).queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});
