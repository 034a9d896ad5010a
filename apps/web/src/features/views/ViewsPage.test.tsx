// @vitest-environment jsdom
import { APP_ROUTES, STATUS_COLORS, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  DeleteTagDocument,
  DeleteViewDocument,
  NewViewDocument,
  ViewsDocument,
} from '../../graphql/generated/graphql';
import type { ViewsQueryVariables } from '../../graphql/generated/graphql';
import { ViewsPage } from './ViewsPage';
import { countsMock, tag, tagsMock, validateMock, view, viewsMock } from './myViews/myViewsMocks';
import { VIEWS_DISPLAY_KEY } from './myViews/useViewsDisplay';
import { viewListTexts } from './myViews/viewListTexts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

const renderViews = (at: string, mocks: MockLink.MockedResponse[]) =>
  renderPage(<ViewsPage />, { route: APP_ROUTES.views, at, mocks });

const location = () => screen.getByTestId('location').textContent;

const tree = [
  tag('t1', 'Europe', {
    viewCount: 3,
    tags: [tag('t2', 'Paris', { parentID: 't1', viewCount: 2, latitude: 48.86, longitude: 2.35 })],
  }),
  tag('t3', 'Lab', { viewCount: 1 }),
];

describe('ViewsPage', () => {
  it('shows each view as a card with its status, tags, widgets, author and last alarm', async () => {
    const { titles } = renderViews('/c1/views', [
      tagsMock(tree),
      countsMock({ total: 3, ok: 1, error: 1, warning: 1, disconnected: 1, maintenance: 1 }),
      viewsMock((v) => v.customerID === 'c1' && v.offset === 0 && v.limit === 24, {
        views: [
          view('v1', 'Main hall', {
            errors: 2,
            warnings: 1,
            disconnected: 3,
            fullTags: [{ __typename: 'ViewTag', id: 't2', name: 'Paris' } as never],
            widgetCount: 7,
            author: 'Ada Lovelace',
            lastAlarmTimestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
          }),
          view('v2', 'Lab bench', { widgetCount: 1 }),
          view('v3', 'Roof plant', { maintenance: 1, isRepair: true, viewType: 'asset' }),
        ],
      }),
    ]);
    const cards = await screen.findAllByTestId('view-card');
    expect(titles).toContain(viewListTexts.title);
    expect(screen.getByRole('heading', { level: 1, name: 'My Views' })).toBeTruthy();
    expect(cards.map((card) => card.getAttribute('data-status'))).toEqual([
      'error',
      'ok',
      'maintenance',
    ]);
    const [hall, lab, roof] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(hall).getByTestId('view-status').textContent).toBe(
      'Errors 2Warnings 1Disconnected 3',
    );
    expect(getComputedStyle(hall).borderLeftColor).toBe('rgb(244, 67, 54)');
    expect(STATUS_COLORS.red).toBe('#f44336');
    expect(within(hall).getByRole('link', { name: 'Main hall' }).getAttribute('href')).toBe(
      '/c1/views/Main%20hall',
    );
    expect(within(hall).getByText('Paris')).toBeTruthy();
    expect(within(hall).getByText('7 widgets · By Ada Lovelace')).toBeTruthy();
    expect(within(hall).getByText('5 minutes ago').tagName).toBe('TIME');
    expect(within(lab).getByTestId('view-status').textContent).toBe('OK');
    expect(within(lab).getByText(viewListTexts.noAlarm)).toBeTruthy();
    expect(within(lab).getByText('1 widget')).toBeTruthy();
    expect(within(roof).getByTestId('view-status').textContent).toBe('Maintenance 1Repair');
    expect(within(roof).getByText(viewListTexts.asset)).toBeTruthy();
    // Without canDelete there is no menu.
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();

    // The chips carry the counts.
    await waitFor(() =>
      expect(screen.getByTestId('status-filter-error').textContent).toBe('Error1'),
    );
    expect(
      ['ok', 'warning', 'disconnected', 'repair', 'maintenance'].map(
        (status) =>
          within(screen.getByTestId(`status-filter-${status}`)).getByTestId('status-count')
            .textContent,
      ),
    ).toEqual(['1', '1', '1', '0', '1']);

    // A tag on a card filters by it.
    fireEvent.click(within(hall).getByText('Paris'));
    expect(location()).toBe('/c1/views?tagID=t2');
  });

  it('puts search, status, tag and settings in the URL and asks the server with them', async () => {
    const seen: ViewsQueryVariables[] = [];
    renderViews('/c1/views', [
      tagsMock(tree),
      countsMock({ total: 1, ok: 1 }),
      viewsMock(() => true, { views: [view('v1', 'Main hall')] }, seen),
    ]);
    await screen.findByText('Main hall');

    fireEvent.change(screen.getByLabelText(viewListTexts.searchLabel), {
      target: { value: ' pump ' },
    });
    await waitFor(() => expect(location()).toBe('/c1/views?search=pump'));

    fireEvent.click(screen.getByTestId('status-filter-warning'));
    fireEvent.click(screen.getByTestId('status-filter-error'));
    expect(location()).toBe('/c1/views?search=pump&status=warning&status=error');
    expect(screen.getByTestId('status-filter-error').getAttribute('aria-pressed')).toBe('true');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: viewListTexts.tagLabel }));
    fireEvent.click(await screen.findByRole('option', { name: 'Europe / Paris: 2 views' }));
    expect(location()).toBe('/c1/views?search=pump&tagID=t2&status=warning&status=error');

    fireEvent.click(screen.getByRole('switch', { name: viewListTexts.disconnectedToggle }));
    fireEvent.click(screen.getByRole('switch', { name: viewListTexts.maintenanceToggle }));
    expect(location()).toBe(
      '/c1/views?search=pump&tagID=t2&status=warning&status=error&disconnected=true&maintenance=true',
    );

    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        customerID: 'c1',
        query: 'pump',
        tagID: 't2',
        status: ['warning', 'error'],
        disconnected: true,
        maintenance: true,
        // Warning and error overlap, so one card more tells whether a next page exists.
        limit: 25,
        offset: 0,
      }),
    );
  });

  it('starts with the settings off and reads a shared link back', async () => {
    const seen: ViewsQueryVariables[] = [];
    renderViews('/c1/views?search=hall&status=ok&tagID=t3&asset=true', [
      tagsMock(tree),
      countsMock({ total: 1, ok: 1 }),
      viewsMock(() => true, { views: [view('v1', 'Main hall')] }, seen),
    ]);
    await screen.findByText('Main hall');
    expect(seen[0]).toEqual({
      customerID: 'c1',
      query: 'hall',
      tagID: 't3',
      status: ['ok'],
      disconnected: false,
      maintenance: false,
      viewType: 'asset',
      limit: 24,
      offset: 0,
    });
    expect((screen.getByLabelText(viewListTexts.searchLabel) as HTMLInputElement).value).toBe(
      'hall',
    );
    expect(
      (screen.getByRole('switch', { name: viewListTexts.disconnectedToggle }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: viewListTexts.tagLabel }).textContent).toBe(
        'Lab',
      ),
    );
  });

  it('pages through the views 24 at a time, keeping the offset in the URL', async () => {
    const first = Array.from({ length: 24 }, (_, i) => view(`a${i}`, `View ${i + 1}`));
    const seen: ViewsQueryVariables[] = [];
    renderViews('/c1/views', [
      tagsMock([]),
      countsMock({ total: 30, ok: 30 }),
      viewsMock((v) => v.offset === 0, { views: first }, seen),
      viewsMock((v) => v.offset === 24, { views: [view('b1', 'View 25')] }, seen),
    ]);
    expect(await screen.findAllByTestId('view-card')).toHaveLength(24);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('View 25')).toBeTruthy();
    expect(location()).toBe('/c1/views?offset=24');
    expect(seen.at(-1)).toMatchObject({ limit: 24, offset: 24 });
  });

  it('invites creating a first view, and says when filters match nothing', async () => {
    renderViews('/c1/views', [
      tagsMock([]),
      countsMock({}),
      viewsMock((v) => v.query === undefined, { views: [] }),
    ]);
    expect(await screen.findByText(viewListTexts.noViews)).toBeTruthy();
    const empty = screen.getByTestId('views-empty');
    expect(within(empty).getByRole('button', { name: viewListTexts.createView })).toBeTruthy();
    cleanup();

    renderViews('/c1/views?search=pump&status=error', [
      tagsMock([]),
      countsMock({}),
      viewsMock((v) => v.query === 'pump', { views: [] }),
      viewsMock((v) => v.query === undefined, { views: [view('v1', 'Main hall')] }),
    ]);
    expect(await screen.findByText(viewListTexts.noMatch)).toBeTruthy();
    expect(screen.getByText(viewListTexts.noMatchHint('pump', ['error'], null))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: viewListTexts.clearFilters }));
    expect(await screen.findByText('Main hall')).toBeTruthy();
    expect(location()).toBe('/c1/views');
  });

  it.each([
    ['a network failure', { error: new Error('Failed to fetch') }, 'Failed to fetch'],
    ['a refusal', { graphQLError: messages.noAccess }, messages.noAccess],
  ] as const)('shows %s with Retry', async (_case, outcome, text) => {
    renderViews('/c1/views', [tagsMock([]), countsMock({}), viewsMock(() => true, outcome)]);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(text);
    expect(within(banner).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows skeleton cards while the first page loads', () => {
    renderViews('/c1/views', [tagsMock([]), countsMock({}), viewsMock(() => true, { views: [] })]);
    expect(screen.getByRole('status', { name: viewListTexts.loadingViews })).toBeTruthy();
    expect(screen.getAllByTestId('view-card-skeleton').length).toBeGreaterThan(0);
  });

  it('deletes a view only once confirmed, then loads the list again', async () => {
    let deleted = false;
    const hall = view('v1', 'Main hall', { canDelete: true });
    const lab = view('v2', 'Lab bench', { canDelete: true });
    renderViews('/c1/views', [
      tagsMock([]),
      countsMock({ total: 2, ok: 2 }),
      {
        request: { query: ViewsDocument, variables: () => true },
        result: () => ({ data: { views: deleted ? [lab] : [hall, lab] } }),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: DeleteViewDocument, variables: { id: 'v1', customerID: 'c1' } },
        result: () => {
          deleted = true;
          return { data: { deleteView: true } };
        },
      },
    ]);
    fireEvent.click(
      await screen.findByRole('button', { name: viewListTexts.actionsFor('Main hall') }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: viewListTexts.delete }));
    const dialog = await screen.findByRole('dialog', {
      name: viewListTexts.deleteViewTitle('Main hall'),
    });
    expect(deleted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: viewListTexts.delete }));
    await waitFor(() => expect(screen.queryByText('Main hall')).toBeNull());
    expect(deleted).toBe(true);
    expect(screen.getByText('Lab bench')).toBeTruthy();
  });

  it('lets company managers delete the tag filtered by, once confirmed', async () => {
    let deleted = false;
    const mocks = [
      tagsMock(tree),
      countsMock({ total: 1, ok: 1 }),
      viewsMock(() => true, { views: [view('v1', 'Main hall')] }),
      {
        request: { query: DeleteTagDocument, variables: { id: 't3', customerID: 'c1' } },
        result: () => {
          deleted = true;
          return { data: { deleteTag: true } };
        },
      },
    ];
    renderViews('/c1/views?tagID=t3', mocks);
    await screen.findByText('Main hall');
    // Without mc there is nothing to delete tags with.
    expect(screen.queryByRole('button', { name: `${viewListTexts.deleteTag} Lab` })).toBeNull();
    cleanup();

    renderPage(<ViewsPage />, {
      route: APP_ROUTES.views,
      at: '/c1/views?tagID=t3',
      mocks,
      user: { super: false, customer: { id: 'c1', name: 'Acme', roles: ['mc'] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: `${viewListTexts.deleteTag} Lab` }));
    const dialog = await screen.findByRole('dialog', {
      name: viewListTexts.deleteTagTitle('Lab'),
    });
    expect(deleted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: viewListTexts.delete }));
    await waitFor(() => expect(location()).toBe('/c1/views'));
    expect(deleted).toBe(true);
  });

  it('creates a view from the header button and opens it', async () => {
    const user = userEvent.setup();
    renderViews('/c1/views', [
      tagsMock([]),
      countsMock({ total: 1, ok: 1 }),
      viewsMock(() => true, { views: [view('v1', 'Main hall')] }),
      validateMock('North hall', false),
      {
        request: {
          query: NewViewDocument,
          variables: { name: 'North hall', customerID: 'c1' },
        },
        result: { data: { newView: { __typename: 'View', id: 'v9', name: 'North hall' } } },
      },
    ]);
    await screen.findByText('Main hall');
    // Keyboard only: focus the header button and press Enter.
    const create = screen.getAllByRole('button', { name: viewListTexts.createView })[0]!;
    create.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: viewListTexts.createView });
    // No cpv permission: no Public box.
    expect(within(dialog).queryByLabelText(viewListTexts.isPublic)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Name/), 'North hall{Enter}');
    await waitFor(() => expect(location()).toBe('/c1/views/North%20hall'));
  });

  it('lists overlay views beside dashboards, each card opening the overlay view page', async () => {
    renderViews('/c1/views', [
      tagsMock([]),
      countsMock({ total: 2, ok: 2 }),
      viewsMock(() => true, {
        views: [
          view('v1', 'Main hall', { widgetCount: 3 }),
          view('v4', 'Ground floor', { viewType: 'overlay' }),
        ],
      }),
    ]);
    const [hall, floor] = (await screen.findAllByTestId('view-card')) as [HTMLElement, HTMLElement];
    expect(within(hall).getByRole('link', { name: 'Main hall' }).getAttribute('href')).toBe(
      '/c1/views/Main%20hall',
    );
    expect(within(floor).getByRole('link', { name: 'Ground floor' }).getAttribute('href')).toBe(
      '/c1/overlay/views/v4',
    );
    expect(within(floor).getByText(viewListTexts.overlay)).toBeTruthy();
    expect(within(floor).getByText(viewListTexts.overlayKind)).toBeTruthy();
  });

  it('leads Create View on to the new overlay view page when an overlay view is chosen', async () => {
    const user = userEvent.setup();
    renderViews('/c1/views', [
      tagsMock([]),
      countsMock({ total: 1, ok: 1 }),
      viewsMock(() => true, { views: [view('v1', 'Main hall')] }),
      validateMock('Ground floor', false),
    ]);
    await screen.findByText('Main hall');
    await user.click(screen.getAllByRole('button', { name: viewListTexts.createView })[0]!);
    const dialog = await screen.findByRole('dialog', { name: viewListTexts.createView });
    await user.click(within(dialog).getByRole('radio', { name: viewListTexts.kindOverlay }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ground floor{Enter}');
    await waitFor(() => expect(location()).toBe('/c1/overlay/views/new?name=Ground+floor'));
  });

  it('offers Public to users who may create public views', async () => {
    renderPage(<ViewsPage />, {
      route: APP_ROUTES.views,
      at: '/c1/views',
      mocks: [tagsMock([]), countsMock({}), viewsMock(() => true, { views: [] })],
      user: { super: false, customer: { id: 'c1', name: 'Acme', roles: ['cpv'] } },
    });
    fireEvent.click(screen.getAllByRole('button', { name: viewListTexts.createView })[0]!);
    const dialog = await screen.findByRole('dialog', { name: viewListTexts.createView });
    expect(within(dialog).getByLabelText(viewListTexts.isPublic)).toBeTruthy();
  });

  it('shows the tagged sites on a map by default; a pin filters by its tag', async () => {
    renderViews('/c1/views', [
      tagsMock(tree),
      countsMock({ total: 1, ok: 1 }),
      viewsMock(() => true, { views: [view('v1', 'Main hall')] }),
    ]);
    const pin = await screen.findByRole('button', { name: 'Europe / Paris: 2 views' });
    expect(screen.getAllByTestId('tag-pin')).toHaveLength(1);
    fireEvent.click(pin);
    expect(location()).toBe('/c1/views?tagID=t2');

    // List hides the map, and the choice is remembered.
    fireEvent.click(screen.getByRole('button', { name: viewListTexts.list }));
    expect(screen.queryByTestId('tags-map')).toBeNull();
    expect(window.localStorage.getItem(VIEWS_DISPLAY_KEY)).toBe('list');
  });

  it('hints at positions when no tag has one, and remembers List', async () => {
    renderViews('/c1/views', [
      tagsMock([tag('t3', 'Lab')]),
      countsMock({}),
      viewsMock(() => true, { views: [] }),
    ]);
    expect(await screen.findByText(viewListTexts.mapEmpty)).toBeTruthy();
    cleanup();
    window.localStorage.setItem(VIEWS_DISPLAY_KEY, 'list');
    renderViews('/c1/views', [tagsMock([]), countsMock({}), viewsMock(() => true, { views: [] })]);
    await screen.findByText(viewListTexts.noViews);
    expect(screen.queryByText(viewListTexts.mapEmpty)).toBeNull();
    expect(
      screen.getByRole('button', { name: viewListTexts.list }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
