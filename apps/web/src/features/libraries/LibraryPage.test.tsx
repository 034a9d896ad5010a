// @vitest-environment jsdom
import { WORD_ORDERS, messages } from '@vigil/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DeleteLibraryDocument,
  DeleteModbusRegisterDocument,
  DeleteSnmpRegisterDocument,
  EditLibraryDocument,
  EditModbusRegisterDocument,
  EditSnmpRegisterDocument,
} from '../../graphql/generated/graphql';
import type {
  EditLibraryMutationVariables,
  EditModbusRegisterMutationVariables,
  EditSnmpRegisterMutationVariables,
} from '../../graphql/generated/graphql';
import { libraryTexts as texts } from './libraryTexts';
import {
  libraryFixture,
  libraryListMock,
  libraryMock,
  loadedLibrary,
  modbusPointFixture,
  mutationMock,
  snmpPointFixture,
  viewerUser,
} from './testing/libraryMocks';
import { renderLibraryRoutes } from './testing/renderLibraryRoutes';

afterEach(cleanup);

const location = () => screen.getByTestId('location').textContent;
const tab = (name: RegExp | string) => screen.getByRole('tab', { name });
const registerRows = () => screen.queryAllByTestId('register-row');
const registerNames = () =>
  registerRows().map((row) => within(row).getByRole('rowheader').textContent);

const voltage = modbusPointFixture('41', 'Output voltage', { unit: 'V', greenTo: 240 });
const alarm = modbusPointFixture('42', 'On battery', {
  functionCode: 2,
  startingRegister: 7,
  numberOfRegisters: 1,
  dataType: 'UINT16',
  unit: null,
  states: ['Normal', 'On battery'],
  alarmOnly: true,
});
const charge = snmpPointFixture('51', 'Battery charge');
const exm = libraryFixture('7', 'Liebert EXM', {
  sysObjectID: '1.3.6.1.4.1.476.1.42',
  tags: ['ups', 'row A'],
});
const exmLoaded = loadedLibrary(exm, [voltage, alarm], [charge]);

describe('LibraryPage', () => {
  it('shows the library’s fields, and its registers on tabs kept in the URL', async () => {
    const { titles } = renderLibraryRoutes('/c1/libraries/7', [libraryMock('7', exmLoaded)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Liebert EXM' })).toBeTruthy();
    expect(titles).toContain('Liebert EXM');
    const details = screen.getByRole('tabpanel', { name: texts.detailTabs.details });
    const detail = (term: string) =>
      within(details).getByText(term).nextElementSibling?.textContent;
    const { fields } = texts;
    expect(detail(fields.model)).toBe('Liebert EXM');
    expect(detail(fields.manufacturer)).toBe('Vertiv');
    expect(detail(fields.revision)).toBe('B');
    expect(detail(fields.tags)).toBe('upsrow A');
    expect(detail(fields.owner)).toBe('Acme');
    expect(detail(fields.sysObjectID)).toBe('1.3.6.1.4.1.476.1.42');
    expect(detail(fields.protocols)).toBe('Modbus, SNMP');
    expect(detail(fields.modbusTemplate)).toBe('Vertiv Liebert EXM');
    expect(tab(texts.detailTabs.details).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(tab('Modbus (2)'));
    expect(location()).toBe('/c1/libraries/7?tabVal=modbus');
    expect(registerNames()).toEqual(['Output voltage', 'On battery']);
    const [first, second] = registerRows();
    for (const text of ['3 – Holding registers', '100', 'FLOAT', 'ABCD', 'V']) {
      expect(within(first!).getByText(text)).toBeTruthy();
    }
    expect(within(first!).getByText(texts.thresholds('240', '—', '—'))).toBeTruthy();
    expect(within(second!).getByText('2 – Input contacts')).toBeTruthy();
    expect(within(second!).getByText('Normal, On battery')).toBeTruthy();
    expect(within(second!).getByText(texts.yes)).toBeTruthy();

    // The Modbus table shown is the subTab.
    fireEvent.click(tab('Input contacts (1)'));
    expect(location()).toBe('/c1/libraries/7?tabVal=modbus&subTab=2');
    expect(registerNames()).toEqual(['On battery']);

    fireEvent.click(tab('SNMP (1)'));
    expect(location()).toBe('/c1/libraries/7?tabVal=snmp');
    expect(registerNames()).toEqual(['Battery charge']);
    expect(within(registerRows()[0]!).getByText('1.3.6.1.2.1.33.1.2.4.0')).toBeTruthy();
  });

  it('opens a deep link on its tab and Modbus table', async () => {
    renderLibraryRoutes('/c1/libraries/7?tabVal=modbus&subTab=3', [libraryMock('7', exmLoaded)]);
    await waitFor(() => expect(registerNames()).toEqual(['Output voltage']));
    expect(tab('Modbus (2)').getAttribute('aria-selected')).toBe('true');
    expect(tab('Holding registers (1)').getAttribute('aria-selected')).toBe('true');
  });

  it('says when the library does not exist or a template is missing', async () => {
    renderLibraryRoutes('/c1/libraries/404', [libraryMock('404', null)]);
    expect(await screen.findByText(texts.notFound)).toBeTruthy();
    cleanup();
    renderLibraryRoutes('/c1/libraries/8?tabVal=snmp', [
      libraryMock('8', loadedLibrary(libraryFixture('8', 'NX 40', { snmpTemplate: null }))),
    ]);
    expect(await screen.findByText(messages.libraryHasNoTemplate('SNMP'))).toBeTruthy();
  });

  it('edits the library’s own fields, a blank revision clearing it', async () => {
    const sent: EditLibraryMutationVariables[] = [];
    renderLibraryRoutes('/c1/libraries/7', [
      libraryMock('7', exmLoaded),
      mutationMock<EditLibraryMutationVariables>(
        EditLibraryDocument,
        (v) => Boolean(sent.push(v)),
        {
          data: {
            editEquipmentLib: { ...exm, name: 'Liebert EXM2', model: 'Liebert EXM2', tags: [] },
          },
        },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.edit }));
    const dialog = await screen.findByRole('dialog', { name: texts.editTitle });
    const model = within(dialog).getByLabelText(texts.fields.model) as HTMLInputElement;
    expect(model.value).toBe('Liebert EXM');
    expect((within(dialog).getByLabelText(texts.tagsInput) as HTMLInputElement).value).toBe(
      'ups, row A',
    );
    fireEvent.change(model, { target: { value: 'Liebert EXM2' } });
    fireEvent.change(within(dialog).getByLabelText(texts.tagsInput), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(texts.fields.revision), {
      target: { value: ' ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Liebert EXM2' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: '7',
        customerID: 'c1',
        model: 'Liebert EXM2',
        manufacturer: 'Vertiv',
        revision: '',
        tags: [],
      },
    ]);
  });

  it('shows a refused library edit in the server’s words', async () => {
    renderLibraryRoutes('/c1/libraries/7', [
      libraryMock('7', exmLoaded),
      mutationMock(EditLibraryDocument, () => true, { refusal: messages.noUpdateLibraries }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.edit }));
    const dialog = await screen.findByRole('dialog', { name: texts.editTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      messages.noUpdateLibraries,
    );
  });

  it('edits a Modbus register in a dialog, checked by the domain’s rules', async () => {
    const sent: EditModbusRegisterMutationVariables[] = [];
    const order = WORD_ORDERS[1];
    renderLibraryRoutes('/c1/libraries/7?tabVal=modbus', [
      libraryMock('7', exmLoaded),
      mutationMock<EditModbusRegisterMutationVariables>(
        EditModbusRegisterDocument,
        (v) => Boolean(sent.push(v)),
        {
          data: {
            editModbusRegister: [
              { ...voltage, multiplier: 0.1, wordOrder: order, dataType: 'UINT32' },
              alarm,
            ],
          },
        },
      ),
    ]);
    await waitFor(() => expect(registerNames()).toEqual(['Output voltage', 'On battery']));
    fireEvent.click(screen.getByRole('button', { name: texts.editRegister('Output voltage') }));
    const dialog = await screen.findByRole('dialog', { name: texts.editModbusTitle });
    const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
    const labels = texts.registerFields;
    expect(field(labels.name).value).toBe('Output voltage');
    expect(field(labels.functionCode).value).toBe('3');
    expect(field(labels.wordOrder).value).toBe('ABCD');
    // The word orders are the domain's.
    expect(
      within(field(labels.wordOrder))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...WORD_ORDERS]);

    fireEvent.change(field(labels.multiplier), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await within(dialog).findByText(messages.mustBeNumber)).toBeTruthy();
    expect(field(labels.multiplier).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(labels.multiplier), { target: { value: '0.1' } });
    fireEvent.change(field(labels.numberOfRegisters), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await within(dialog).findByText(messages.registersForDataType('FLOAT', 2))).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field(labels.numberOfRegisters), { target: { value: '2' } });
    fireEvent.change(field(labels.dataType), { target: { value: 'UINT32' } });
    fireEvent.change(field(labels.wordOrder), { target: { value: order } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: '41',
        customerID: 'c1',
        name: 'Output voltage',
        functionCode: 3,
        startingRegister: 100,
        numOfReg: 2,
        dataType: 'UINT32',
        wordOrder: order,
        addressOffset: 0,
        addressDataType: null,
        multiplier: 0.1,
        offset: 0,
        unit: 'V',
        mask: null,
        greenTo: 240,
        yellowTo: null,
        redTo: null,
        states: [],
        alarmOnly: false,
      },
    ]);
    const row = registerRows()[0]!;
    expect(within(row).getByText('UINT32')).toBeTruthy();
    expect(within(row).getByText(order)).toBeTruthy();
    expect(within(row).getByText('0.1')).toBeTruthy();
  });

  it('shows a failed register save: the server’s field error on its input', async () => {
    renderLibraryRoutes('/c1/libraries/7?tabVal=modbus', [
      libraryMock('7', exmLoaded),
      mutationMock(EditModbusRegisterDocument, () => true, {
        refusal: messages.wholeNumberAtLeast(1),
        field: 'numOfReg',
      }),
      mutationMock(EditModbusRegisterDocument, () => true, {
        refusal: messages.noUpdateLibraries,
      }),
    ]);
    await waitFor(() => expect(registerRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: texts.editRegister('Output voltage') }));
    const dialog = await screen.findByRole('dialog', { name: texts.editModbusTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    const banner = await within(dialog).findByRole('alert');
    expect(banner.textContent).toContain(messages.errorSavingRegisters);
    expect(banner.textContent).toContain(messages.unableToUpdateRegisters);
    const count = within(dialog).getByLabelText(texts.registerFields.numberOfRegisters);
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(messages.wholeNumberAtLeast(1))).toBeTruthy();

    // A refusal that names no input is shown in the server's words.
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(messages.noUpdateLibraries),
    );
    expect(within(dialog).getByRole('alert').textContent).toContain(messages.errorSavingRegisters);
  });

  it('edits an SNMP OID', async () => {
    const sent: EditSnmpRegisterMutationVariables[] = [];
    renderLibraryRoutes('/c1/libraries/7?tabVal=snmp', [
      libraryMock('7', exmLoaded),
      mutationMock<EditSnmpRegisterMutationVariables>(
        EditSnmpRegisterDocument,
        (v) => Boolean(sent.push(v)),
        {
          data: {
            editSNMPRegister: [{ ...charge, name: 'Charge', renamedUnit: 'percent', yellowTo: 20 }],
          },
        },
      ),
    ]);
    await waitFor(() => expect(registerNames()).toEqual(['Battery charge']));
    fireEvent.click(screen.getByRole('button', { name: texts.editRegister('Battery charge') }));
    const dialog = await screen.findByRole('dialog', { name: texts.editSnmpTitle });
    const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
    const labels = texts.registerFields;
    expect(field(labels.oid).value).toBe('1.3.6.1.2.1.33.1.2.4.0');
    fireEvent.change(field(labels.oid), { target: { value: 'not an oid' } });
    fireEvent.change(field(labels.name), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await within(dialog).findByText(messages.invalidOID)).toBeTruthy();
    expect(within(dialog).getByText(messages.required)).toBeTruthy();

    fireEvent.change(field(labels.oid), { target: { value: '.1.3.6.1.2.1.33.1.2.4.0' } });
    fireEvent.change(field(labels.name), { target: { value: 'Charge' } });
    fireEvent.change(field(labels.renamedUnit), { target: { value: 'percent' } });
    fireEvent.change(field(labels.yellowTo), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByLabelText(labels.alarmOnly));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: '51',
        customerID: 'c1',
        oid: '1.3.6.1.2.1.33.1.2.4.0',
        name: 'Charge',
        unit: '%',
        renamedUnit: 'percent',
        multiplier: 1,
        offset: 0,
        strMask: null,
        greenTo: null,
        yellowTo: 20,
        redTo: null,
        states: [],
        alarmOnly: true,
      },
    ]);
    // The table shows the saved register once the cache has it (not at the dialog's close).
    await waitFor(() => expect(registerNames()).toEqual(['Charge']));
    expect(within(registerRows()[0]!).getByText('percent')).toBeTruthy();
  });

  it('deletes a register after a confirmation, and shows the server’s refusal as it is', async () => {
    const refusal = messages.sensorsDependOnRegister(3);
    renderLibraryRoutes('/c1/libraries/7?tabVal=modbus', [
      libraryMock('7', exmLoaded),
      mutationMock(DeleteModbusRegisterDocument, (v: { id: string }) => v.id === '41', {
        refusal,
      }),
      mutationMock(DeleteModbusRegisterDocument, (v: { id: string }) => v.id === '42', {
        data: { deleteModbusRegister: true },
      }),
    ]);
    await waitFor(() => expect(registerRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: texts.deleteRegister('Output voltage') }));
    let dialog = await screen.findByRole('dialog', {
      name: texts.deleteRegisterTitle('Output voltage'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(registerRows()).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: texts.deleteRegister('On battery') }));
    dialog = await screen.findByRole('dialog', { name: texts.deleteRegisterTitle('On battery') });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(registerNames()).toEqual(['Output voltage']));
    expect(tab('Modbus (1)')).toBeTruthy();
  });

  it('words an OID refusal that gives only the count', async () => {
    renderLibraryRoutes('/c1/libraries/7?tabVal=snmp', [
      libraryMock('7', exmLoaded),
      mutationMock(DeleteSnmpRegisterDocument, () => true, { refusal: '2' }),
    ]);
    await waitFor(() => expect(registerRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: texts.deleteRegister('Battery charge') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.sensorsDependOnRegister(2, 'OID'),
    );
  });

  it('deletes the library after a confirmation and goes back to the list', async () => {
    renderLibraryRoutes('/c1/libraries/7', [
      libraryMock('7', exmLoaded),
      mutationMock(DeleteLibraryDocument, () => true, { data: { deleteEquipmentLib: false } }),
      mutationMock(DeleteLibraryDocument, () => true, { data: { deleteEquipmentLib: true } }),
      libraryListMock(() => true, { libraries: [] }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.delete }));
    const dialog = await screen.findByRole('dialog', {
      name: texts.deleteLibraryTitle('Liebert EXM'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.unableToDeleteTemplate,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(location()).toBe('/c1/libraries'));
    expect(await screen.findByTestId('libraries-empty')).toBeTruthy();
  });

  it('hides what the user may not do', async () => {
    renderLibraryRoutes('/c1/libraries/7?tabVal=modbus', [libraryMock('7', exmLoaded)], viewerUser);
    await waitFor(() => expect(registerRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: texts.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.editRegister('Output voltage') })).toBeNull();
    expect(
      screen.queryByRole('button', { name: texts.deleteRegister('Output voltage') }),
    ).toBeNull();
    expect(screen.queryByRole('columnheader', { name: texts.registerColumns.actions })).toBeNull();
  });

  it.each([
    ['built-in', { owner: null, ownerID: null }, texts.readOnlyBuiltIn],
    ['shared', { owner: 'Globex', ownerID: 'c2' }, texts.readOnlyShared('Globex')],
  ] as const)('keeps a %s library read-only, saying why', async (_kind, owner, note) => {
    const library = loadedLibrary(libraryFixture('1', 'Simulated UPS', owner), [voltage], [charge]);
    renderLibraryRoutes('/c1/libraries/1?tabVal=modbus', [libraryMock('1', library)]);
    expect(await screen.findByText(note)).toBeTruthy();
    await waitFor(() => expect(registerRows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: texts.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.editRegister('Output voltage') })).toBeNull();
  });
});
