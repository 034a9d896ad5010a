// @vitest-environment jsdom
import { messages } from '@vigil/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditLibraryDocument } from '../../../graphql/generated/graphql';
import type { EditLibraryMutationVariables } from '../../../graphql/generated/graphql';
import { libraryTexts } from '../libraryTexts';
import {
  libraryFixture,
  libraryMock,
  loadedLibrary,
  mutationMock,
  viewerUser,
} from '../testing/libraryMocks';
import { renderLibraryRoutes } from '../testing/renderLibraryRoutes';

afterEach(cleanup);

const texts = libraryTexts.facts;

const fact = (id: string, type: string, label: string, oid: string, values: string[] = []) => ({
  __typename: 'LibraryMeta',
  id,
  type,
  label,
  oid,
  values,
});
const serial = fact('1', 'SERIAL_NUMBER', 'Serial Number', '1.3.6.1.2.1.33.1.1.5.0');
const status = fact('4', 'OTHER', 'Module status', '1.3.6.1.4.1.318.1.1.x.3', [
  '1=Offline',
  '2=Online',
]);
const galaxy = libraryFixture('9', 'Galaxy VX', { metaList: [serial, status] });

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: texts.edit }));
  return screen.findByRole('dialog', { name: texts.dialogTitle });
}

const input = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(name) as HTMLInputElement;

function chooseKind(dialog: HTMLElement, n: number, kind: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: `Kind ${n}` }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: kind }));
}

describe('Device facts of a library', () => {
  it('lists each fact with its label, kind, OID and translations', async () => {
    renderLibraryRoutes('/c1/libraries/9', [libraryMock('9', loadedLibrary(galaxy))]);
    const table = await screen.findByRole('table', { name: texts.heading });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([texts.columns.label, texts.columns.kind, texts.columns.oid, texts.columns.values]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([libraryTexts.metaKinds.SERIAL_NUMBER, '1.3.6.1.2.1.33.1.1.5.0', libraryTexts.none]);
    expect(within(second!).getByRole('rowheader').textContent).toBe('Module status');
    expect(within(second!).getByText(libraryTexts.metaKinds.OTHER)).toBeTruthy();
    expect(within(second!).getByText('1=Offline')).toBeTruthy();
    expect(within(second!).getByText('2=Online')).toBeTruthy();
    expect(screen.getByText(texts.intro)).toBeTruthy();
  });

  it('says when the library reads none', async () => {
    renderLibraryRoutes('/c1/libraries/7', [
      libraryMock('7', loadedLibrary(libraryFixture('7', 'Liebert EXM'))),
    ]);
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: texts.heading })).toBeNull();
  });

  it('edits the facts whole: kept ones with their ids, translations split', async () => {
    const sent: EditLibraryMutationVariables[] = [];
    const saved = fact('5', 'NAME', 'Name', '1.3.6.1.2.1.1.5.0');
    renderLibraryRoutes('/c1/libraries/9', [
      libraryMock('9', loadedLibrary(galaxy)),
      mutationMock<EditLibraryMutationVariables>(
        EditLibraryDocument,
        (v) => Boolean(sent.push(v)),
        {
          data: {
            editEquipmentLib: {
              ...galaxy,
              metaList: [
                serial,
                {
                  ...status,
                  label: 'UPS status',
                  values: ['1=Offline', '2=Online', '3=On, bypass'],
                },
                saved,
              ],
            },
          },
        },
      ),
    ]);
    const dialog = await openDialog();
    // A label that is the kind's own is left to the placeholder.
    expect(input(dialog, 'Label 1').value).toBe('');
    expect(input(dialog, 'Label 1').placeholder).toBe('Serial Number');
    expect(input(dialog, 'OID 1').value).toBe('1.3.6.1.2.1.33.1.1.5.0');
    expect(input(dialog, 'Label 2').value).toBe('Module status');
    expect(input(dialog, 'Values 2').value).toBe('1=Offline, 2=Online');
    expect(within(dialog).getByRole('combobox', { name: 'Kind 2' }).textContent).toBe(
      libraryTexts.metaKinds.OTHER,
    );

    fireEvent.change(input(dialog, 'Label 2'), { target: { value: 'UPS status' } });
    fireEvent.change(input(dialog, 'Values 2'), {
      target: { value: '1=Offline, 2=Online\n3=On, bypass' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.add }));
    // A new row reads the first kind the list does not read yet.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Kind 3' })),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Kind 3' }).textContent).toBe(
      libraryTexts.metaKinds.MODEL_NUMBER,
    );
    chooseKind(dialog, 3, libraryTexts.metaKinds.OTHER);
    fireEvent.change(input(dialog, 'OID 3'), { target: { value: '1.3.6.x.y' } });
    fireEvent.change(input(dialog, 'Values 3'), { target: { value: 'Online' } });
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    // A translation is number=text; Other has no label of its own.
    expect(await within(dialog).findByText(messages.metaValueForm)).toBeTruthy();
    expect(input(dialog, 'Values 3').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(dialog, 'Values 3'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    expect(await within(dialog).findByText(messages.required)).toBeTruthy();
    expect(input(dialog, 'Label 3').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input(dialog, 'Label 3')));
    expect(sent).toEqual([]);

    chooseKind(dialog, 3, libraryTexts.metaKinds.NAME);
    fireEvent.change(input(dialog, 'OID 3'), { target: { value: '.1.3.6.1.2.1.1.5.0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: '9',
        customerID: 'c1',
        model: 'Galaxy VX',
        manufacturer: 'Vertiv',
        metaList: [
          {
            id: '1',
            type: 'SERIAL_NUMBER',
            label: 'Serial Number',
            oid: '1.3.6.1.2.1.33.1.1.5.0',
            values: [],
          },
          {
            id: '4',
            type: 'OTHER',
            label: 'UPS status',
            oid: '1.3.6.1.4.1.318.1.1.x.3',
            values: ['1=Offline', '2=Online', '3=On, bypass'],
          },
          { type: 'NAME', label: 'Name', oid: '1.3.6.1.2.1.1.5.0', values: [] },
        ],
      },
    ]);
    const table = screen.getByRole('table', { name: texts.heading });
    expect(within(table).getByText('UPS status')).toBeTruthy();
    expect(within(table).getByText('3=On, bypass')).toBeTruthy();
    expect(within(table).getByText('1.3.6.1.2.1.1.5.0')).toBeTruthy();
  });

  it('shows the list’s rules and the server’s refusal on the row they name', async () => {
    renderLibraryRoutes('/c1/libraries/9', [
      libraryMock('9', loadedLibrary(galaxy)),
      mutationMock(EditLibraryDocument, () => true, {
        refusal: messages.invalidOID,
        field: 'metaList.1.oid',
      }),
      mutationMock(EditLibraryDocument, () => true, { refusal: messages.noUpdateLibraries }),
    ]);
    const dialog = await openDialog();
    chooseKind(dialog, 2, libraryTexts.metaKinds.SERIAL_NUMBER);
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    expect(await within(dialog).findByText(messages.metaKindTwice('Serial Number'))).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Kind 2' })),
    );
    chooseKind(dialog, 2, libraryTexts.metaKinds.OTHER);
    expect(within(dialog).queryByText(messages.metaKindTwice('Serial Number'))).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    expect(await within(dialog).findByText(messages.invalidOID)).toBeTruthy();
    expect(input(dialog, 'OID 2').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      messages.noUpdateLibraries,
    );
  });

  it('saves an empty list when every fact is removed', async () => {
    const sent: EditLibraryMutationVariables[] = [];
    renderLibraryRoutes('/c1/libraries/9', [
      libraryMock('9', loadedLibrary(galaxy)),
      mutationMock<EditLibraryMutationVariables>(
        EditLibraryDocument,
        (v) => Boolean(sent.push(v)),
        { data: { editEquipmentLib: { ...galaxy, metaList: [] } } },
      ),
    ]);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.remove(2) }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.remove(1) }));
    expect(within(dialog).getByText(texts.none)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: texts.add }));
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    expect(sent[0]?.metaList).toEqual([]);
  });

  it('offers no editing to a user without the update role', async () => {
    renderLibraryRoutes('/c1/libraries/9', [libraryMock('9', loadedLibrary(galaxy))], viewerUser);
    expect(await screen.findByRole('table', { name: texts.heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: libraryTexts.variables.edit })).toBeNull();
  });
});
