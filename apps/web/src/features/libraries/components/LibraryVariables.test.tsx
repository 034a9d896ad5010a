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
  snmpPointFixture,
  viewerUser,
} from '../testing/libraryMocks';
import { renderLibraryRoutes } from '../testing/renderLibraryRoutes';

afterEach(cleanup);

const texts = libraryTexts.variables;

const label = (value: string, text: string) => ({
  __typename: 'DynamicOidLabel',
  value,
  label: text,
});
const galaxy = libraryFixture('9', 'Galaxy VX', { dynamicOIDLabels: [label('x', 'Module')] });
const points = [
  snmpPointFixture('61', 'Module load', { oid: '1.3.6.1.4.1.318.1.1.x.3' }),
  snmpPointFixture('62', 'Bank current', { oid: '1.3.6.1.4.1.318.1.2.y.z.1' }),
];
const galaxyLoaded = loadedLibrary(galaxy, [], points);

const section = () => screen.getByRole('region', { name: texts.heading });

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: texts.edit }));
  return screen.findByRole('dialog', { name: texts.dialogTitle });
}

const input = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(name) as HTMLInputElement;

describe('OID variables of a library', () => {
  it('lists each letter with its label, and names the letters the OIDs use unlabelled', async () => {
    renderLibraryRoutes('/c1/libraries/9', [libraryMock('9', galaxyLoaded)]);
    const table = await screen.findByRole('table', { name: texts.heading });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('rowheader').textContent).toBe('x');
    expect(within(row!).getByRole('cell').textContent).toBe('Module');
    expect(within(section()).getByText(texts.intro)).toBeTruthy();
    expect(within(section()).getByText(texts.unlabelled(['y', 'z']))).toBeTruthy();
  });

  it('says when the library labels none', async () => {
    renderLibraryRoutes('/c1/libraries/7', [
      libraryMock('7', loadedLibrary(libraryFixture('7', 'Liebert EXM'))),
    ]);
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: texts.heading })).toBeNull();
    expect(screen.queryByText(/without a label/)).toBeNull();
  });

  it('edits the labels in a dialog, checked with the domain’s rules before sending', async () => {
    const sent: EditLibraryMutationVariables[] = [];
    renderLibraryRoutes('/c1/libraries/9', [
      libraryMock('9', galaxyLoaded),
      mutationMock<EditLibraryMutationVariables>(
        EditLibraryDocument,
        (v) => Boolean(sent.push(v)),
        {
          data: {
            editEquipmentLib: {
              ...galaxy,
              dynamicOIDLabels: [label('x', 'Module'), label('y', 'Bank'), label('z', 'Outlet')],
            },
          },
        },
      ),
    ]);
    const dialog = await openDialog();
    // The labelled letter, then those the OIDs use without a label.
    expect(input(dialog, 'Letter 1').value).toBe('x');
    expect(input(dialog, 'Label 1').value).toBe('Module');
    expect(input(dialog, 'Letter 2').value).toBe('y');
    expect(input(dialog, 'Label 2').value).toBe('');
    expect(input(dialog, 'Letter 3').value).toBe('z');

    fireEvent.change(input(dialog, 'Letter 2'), { target: { value: 'xy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    expect(await within(dialog).findByText(messages.oidVariableLetter)).toBeTruthy();
    expect(input(dialog, 'Letter 2').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(messages.required)).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(input(dialog, 'Letter 2')));
    expect(sent).toEqual([]);

    fireEvent.change(input(dialog, 'Letter 2'), { target: { value: ' y ' } });
    fireEvent.change(input(dialog, 'Label 2'), { target: { value: 'Bank' } });
    fireEvent.change(input(dialog, 'Label 3'), { target: { value: 'Outlet' } });
    // A row added and taken away again.
    fireEvent.click(within(dialog).getByRole('button', { name: texts.add }));
    await waitFor(() => expect(document.activeElement).toBe(input(dialog, 'Letter 4')));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.remove(4) }));
    expect(within(dialog).queryByLabelText('Letter 4')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: '9',
        customerID: 'c1',
        model: 'Galaxy VX',
        manufacturer: 'Vertiv',
        dynamicOIDLabels: [
          { value: 'x', label: 'Module' },
          { value: 'y', label: 'Bank' },
          { value: 'z', label: 'Outlet' },
        ],
      },
    ]);
    const table = screen.getByRole('table', { name: texts.heading });
    expect(within(table).getByText('Bank')).toBeTruthy();
    expect(within(table).getByText('Outlet')).toBeTruthy();
    expect(screen.queryByText(/without/)).toBeNull();
  });

  it('shows the server’s refusal in the dialog, on the row it names', async () => {
    renderLibraryRoutes('/c1/libraries/9', [
      libraryMock('9', loadedLibrary(galaxy)),
      mutationMock(EditLibraryDocument, () => true, {
        refusal: messages.oidVariableTwice('x'),
        field: 'dynamicOIDLabels.0.value',
      }),
      mutationMock(EditLibraryDocument, () => true, { refusal: messages.noUpdateLibraries }),
    ]);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    expect(await within(dialog).findByText(messages.oidVariableTwice('x'))).toBeTruthy();
    expect(input(dialog, 'Letter 1').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      messages.noUpdateLibraries,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: libraryTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['without the update role', viewerUser, {}],
    ['of a shared library', undefined, { owner: 'Globex', ownerID: 'c2' }],
  ] as const)('offers no editing to a user %s', async (_who, user, owner) => {
    const library = loadedLibrary({ ...galaxy, ...owner }, [], points);
    renderLibraryRoutes('/c1/libraries/9', [libraryMock('9', library)], user);
    expect(await screen.findByRole('table', { name: texts.heading })).toBeTruthy();
    expect(screen.getByText(libraryTexts.facts.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: libraryTexts.facts.edit })).toBeNull();
  });
});
