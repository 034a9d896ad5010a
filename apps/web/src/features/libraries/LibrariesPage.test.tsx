// @vitest-environment jsdom
import { messages } from '@vigil/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddLibraryDocument } from '../../graphql/generated/graphql';
import type {
  AddLibraryMutationVariables,
  LibraryListQueryVariables,
} from '../../graphql/generated/graphql';
import { libraryTexts as texts } from './libraryTexts';
import {
  libraryFixture,
  libraryListMock,
  libraryMock,
  loadedLibrary,
  mutationMock,
  viewerUser,
} from './testing/libraryMocks';
import { renderLibraryRoutes } from './testing/renderLibraryRoutes';

afterEach(cleanup);

const renderList = renderLibraryRoutes;

const location = () => screen.getByTestId('location').textContent;
const rows = () => screen.queryAllByTestId('library-row');
const models = () => rows().map((row) => within(row).getByRole('link').textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

const mine = (v: LibraryListQueryVariables) => v.defaultList === false && v.allLists === false;

describe('LibrariesPage', () => {
  it('lists a tab of libraries, each row linking to its page, and keeps the tab in the URL', async () => {
    const { titles } = renderList('/c1/libraries', [
      libraryListMock((v) => mine(v) && v.customerID === 'c1' && v.offset === 0, {
        libraries: [
          libraryFixture('7', 'Liebert EXM', { tags: ['ups', 'row A'], docRevision: 'C' }),
          libraryFixture('8', 'PX3', { manufacturer: 'Raritan', protocols: ['SNMP'] }),
        ],
      }),
      libraryListMock((v) => v.defaultList === true && v.filters == null, {
        libraries: [
          libraryFixture('1', 'Simulated UPS', { owner: null, ownerID: null }),
          libraryFixture('30', 'Shared PDU', { owner: 'Globex', ownerID: 'c2' }),
        ],
      }),
      libraryListMock(
        (v) => v.allTemplateLists === true && JSON.stringify(v.filters) === '["snmp"]',
        { libraries: [libraryFixture('8', 'PX3', { protocols: ['SNMP'] })] },
      ),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: texts.listTitle })).toBeTruthy();
    expect(titles).toContain(texts.listTitle);
    await waitFor(() => expect(models()).toEqual(['Liebert EXM', 'PX3']));
    expect(tab(texts.tabs.mine).getAttribute('aria-selected')).toBe('true');
    const first = rows()[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/c1/libraries/7');
    for (const text of ['Vertiv', 'Modbus, SNMP', 'C', 'ups', 'row A', 'Acme']) {
      expect(within(first).getAllByText(text).length).toBeGreaterThan(0);
    }

    fireEvent.click(tab(texts.tabs.shared));
    expect(location()).toBe('/c1/libraries?lib_tab=shared');
    await waitFor(() => expect(models()).toEqual(['Simulated UPS', 'Shared PDU']));
    expect(within(rows()[0]!).getAllByText(texts.builtIn).length).toBeGreaterThan(0);
    expect(within(rows()[1]!).getAllByText('Globex').length).toBeGreaterThan(0);

    fireEvent.click(tab(texts.tabs.snmp));
    expect(location()).toBe('/c1/libraries?lib_tab=snmp');
    await waitFor(() => expect(models()).toEqual(['PX3']));
  });

  it('opens a deep link on its tab, search, manufacturer and page', async () => {
    renderList('/libraries?lib_tab=modbus&query=ups&manufacturer=Vertiv&page=2', [
      libraryListMock(
        (v) =>
          v.customerID === 'c1' &&
          v.allTemplateLists === true &&
          JSON.stringify(v.filters) === '["modbus"]' &&
          v.query === 'ups' &&
          v.manufacturer === 'Vertiv' &&
          v.limit === 50 &&
          v.offset === 50,
        { libraries: [libraryFixture('9', 'NX 40')], total: 51 },
      ),
    ]);
    await waitFor(() => expect(models()).toEqual(['NX 40']));
    expect(tab(texts.tabs.modbus).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText(texts.searchLabel) as HTMLInputElement).value).toBe('ups');
    expect(screen.getByRole('combobox', { name: texts.manufacturerLabel }).textContent).toBe(
      'Vertiv',
    );
    expect(screen.getByText('51–51 of 51')).toBeTruthy();
  });

  it('searches once typing pauses, and goes back to the first page', async () => {
    renderList('/libraries?page=2', [
      libraryListMock((v) => mine(v) && v.query === undefined && v.offset === 50, {
        libraries: [libraryFixture('7', 'Liebert EXM')],
        total: 51,
      }),
      libraryListMock((v) => mine(v) && v.query === 'px' && v.offset === 0, {
        libraries: [libraryFixture('8', 'PX3')],
      }),
    ]);
    await waitFor(() => expect(models()).toEqual(['Liebert EXM']));
    fireEvent.change(screen.getByLabelText(texts.searchLabel), { target: { value: ' px ' } });
    // Nothing is asked while typing goes on.
    expect(location()).toBe('/libraries?page=2');
    await waitFor(() => expect(location()).toBe('/libraries?query=px'));
    await waitFor(() => expect(models()).toEqual(['PX3']));
  });

  it('filters by manufacturer and clears what matched nothing', async () => {
    renderList('/libraries', [
      libraryListMock((v) => mine(v) && v.manufacturer === undefined, {
        libraries: [libraryFixture('7', 'Liebert EXM')],
      }),
      libraryListMock((v) => mine(v) && v.manufacturer === 'APC', { libraries: [] }),
    ]);
    await waitFor(() => expect(models()).toEqual(['Liebert EXM']));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: texts.manufacturerLabel }));
    fireEvent.click(await screen.findByRole('option', { name: 'APC' }));
    expect(location()).toBe('/libraries?manufacturer=APC');
    expect(await screen.findByText(texts.noMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.clearFilters }));
    expect(location()).toBe('/libraries');
    await waitFor(() => expect(models()).toEqual(['Liebert EXM']));
  });

  it('pages with the count of the tab, the page in the URL', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        libraryFixture(String(from + i), `Model ${from + i}`),
      );
    renderList('/libraries', [
      libraryListMock((v) => v.offset === 0, { libraries: page(1, 50), total: 120 }),
      libraryListMock((v) => v.offset === 50, { libraries: page(51, 50), total: 120 }),
    ]);
    expect(await screen.findByText('1–50 of 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51–100 of 120')).toBeTruthy();
    expect(location()).toBe('/libraries?page=2');
    expect(models()[0]).toBe('Model 51');
  });

  it('hides archived libraries until asked to show them', async () => {
    // The server leaves archived libraries out unless asked for them.
    renderList('/libraries', [
      libraryListMock((v) => mine(v) && v.archived === false, {
        libraries: [libraryFixture('7', 'Liebert EXM')],
      }),
      libraryListMock((v) => mine(v) && v.archived === true, {
        libraries: [
          libraryFixture('7', 'Liebert EXM'),
          libraryFixture('6', 'Old UPS', { archived: true }),
        ],
      }),
    ]);
    await waitFor(() => expect(models()).toEqual(['Liebert EXM']));
    const archivedSwitch = screen.getByRole('switch', { name: texts.showArchived });
    expect((archivedSwitch as HTMLInputElement).checked).toBe(false);
    fireEvent.click(archivedSwitch);
    expect(location()).toBe('/libraries?archived=true');
    await waitFor(() => expect(models()).toEqual(['Liebert EXM', 'Old UPS']));
    expect(within(rows()[1]!).getByText(texts.archived)).toBeTruthy();
  });

  it('says when a tab is empty, and offers a new library to those who may create one', async () => {
    renderList('/libraries', [libraryListMock(mine, { libraries: [] })]);
    const empty = await screen.findByTestId('libraries-empty');
    expect(within(empty).getByText(texts.empty.mine)).toBeTruthy();
    expect(within(empty).getByRole('button', { name: texts.newLibrary })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    renderList('/libraries', [
      libraryListMock(mine, { error: messages.noAccess }, 1),
      libraryListMock(mine, { libraries: [libraryFixture('7', 'Liebert EXM')] }),
    ]);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(messages.noAccess);
    fireEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(models()).toEqual(['Liebert EXM']));
  });

  it('hides New library from users who may not create libraries', async () => {
    renderList(
      '/libraries',
      [libraryListMock(mine, { libraries: [libraryFixture('7', 'Liebert EXM')] })],
      viewerUser,
    );
    await waitFor(() => expect(models()).toEqual(['Liebert EXM']));
    expect(screen.queryByRole('button', { name: texts.newLibrary })).toBeNull();
  });

  it('creates a library, showing the server’s uniqueness refusal on the model', async () => {
    const sent: AddLibraryMutationVariables[] = [];
    const created = libraryFixture('99', 'Liebert EXM 2', {
      modbusTemplate: null,
      snmpTemplate: null,
      protocols: [],
    });
    renderList('/c1/libraries', [
      libraryMock('99', loadedLibrary(created)),
      libraryListMock(mine, { libraries: [libraryFixture('7', 'Liebert EXM')] }),
      mutationMock<AddLibraryMutationVariables>(
        AddLibraryDocument,
        (v) => v.model === 'Liebert EXM' && Boolean(sent.push(v)),
        { refusal: messages.libraryModelTaken('Liebert EXM'), field: 'model' },
      ),
      mutationMock<AddLibraryMutationVariables>(
        AddLibraryDocument,
        (v) => v.model === 'Liebert EXM 2' && Boolean(sent.push(v)),
        { data: { addEquipmentList: created } },
      ),
    ]);
    await waitFor(() => expect(models()).toEqual(['Liebert EXM']));
    fireEvent.click(screen.getByRole('button', { name: texts.newLibrary }));
    const dialog = await screen.findByRole('dialog', { name: texts.createTitle });
    const model = within(dialog).getByLabelText(texts.fields.model);
    expect(document.activeElement).toBe(model);

    // The domain's rules first: model and manufacturer are required.
    fireEvent.click(within(dialog).getByRole('button', { name: texts.createSubmit }));
    await waitFor(() => expect(within(dialog).getAllByText(messages.required)).toHaveLength(2));
    expect(sent).toEqual([]);

    fireEvent.change(model, { target: { value: ' Liebert EXM ' } });
    fireEvent.change(within(dialog).getByLabelText(texts.fields.manufacturer), {
      target: { value: 'Vertiv' },
    });
    fireEvent.change(within(dialog).getByLabelText(texts.fields.revision), {
      target: { value: 'A' },
    });
    fireEvent.change(within(dialog).getByLabelText(texts.tagsInput), {
      target: { value: 'ups, row A' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.createSubmit }));
    expect(await within(dialog).findByText(messages.libraryModelTaken('Liebert EXM'))).toBeTruthy();
    expect(model.getAttribute('aria-invalid')).toBe('true');
    expect(sent[0]).toEqual({
      customerID: 'c1',
      model: 'Liebert EXM',
      manufacturer: 'Vertiv',
      revision: 'A',
      tags: ['ups', 'row A'],
    });

    fireEvent.change(model, { target: { value: 'Liebert EXM 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.createSubmit }));
    await waitFor(() => expect(location()).toBe('/c1/libraries/99'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Liebert EXM 2' })).toBeTruthy();
    // The new library's page leads back to the list it was created from.
    fireEvent.click(screen.getByRole('link', { name: texts.backToList }));
    expect(location()).toBe('/c1/libraries');
  });
});
