// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderPage } from '../../../app/testing/renderPage';
import {
  AddModbusTemplateDocument,
  FindGatewayOptionsDocument,
  GatewayActionDocument,
  QueueModbusReadDocument,
} from '../../../graphql/generated/graphql';
import type {
  AddModbusTemplateMutationVariables,
  QueueModbusReadMutationVariables,
} from '../../../graphql/generated/graphql';
import { actionFixture } from '../../gatewayActions/testing/gatewayActionMocks';
import { LibraryPage } from '../LibraryPage';
import {
  adminUser,
  libraryFixture,
  libraryMock,
  loadedLibrary,
  manufacturersMock,
  modbusPointFixture,
  mutationMock,
  viewerUser,
} from '../testing/libraryMocks';
import { AddModbusTemplatePage } from './AddModbusTemplatePage';
import { modbusTemplateTexts as texts } from './modbusTemplateTexts';

afterEach(cleanup);
// Each row is a dozen MUI inputs: on a busy machine a save or a read takes more than a second.

const ALWAYS = Number.POSITIVE_INFINITY;
const library = libraryFixture('7', 'Liebert CRV');
const returnAir = modbusPointFixture('p1', 'Return air', {
  startingRegister: 100,
  dataType: 'FLOAT',
  unit: '°C',
});
const fanSpeed = modbusPointFixture('p2', 'Fan speed', {
  startingRegister: 102,
  numberOfRegisters: 1,
  dataType: 'UINT16',
  unit: '%',
});

function renderAdd(
  mocks: MockLink.MockedResponse[],
  points = [returnAir, fanSpeed],
  user = adminUser,
) {
  return renderPage(
    <Routes>
      <Route path={APP_ROUTES.library} element={<LibraryPage />} />
      <Route path={APP_ROUTES.libraryAddModbus} element={<AddModbusTemplatePage />} />
    </Routes>,
    {
      route: '/*',
      at: '/c1/libraries/add/7',
      user,
      mocks: [
        manufacturersMock(),
        libraryMock('7', loadedLibrary(library, points), ALWAYS),
        {
          request: { query: FindGatewayOptionsDocument, variables: () => true },
          maxUsageCount: ALWAYS,
          result: {
            data: {
              networks: [{ __typename: 'Network', id: '4', name: 'Plant room', gwType: 'STD' }],
            },
          },
        },
        ...mocks,
      ],
    },
  );
}

const row = (index: number) =>
  screen.getByRole('group', { name: new RegExp(`^Register ${index}`) });
const input = (group: HTMLElement, label: string) =>
  within(group).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const saveButton = () => screen.getByRole('button', { name: texts.save });

function saveMock(
  sent: AddModbusTemplateMutationVariables[],
  outcome: Parameters<typeof mutationMock>[2] = {
    data: { addModbusTemplate: loadedLibrary(library, [returnAir]) },
  },
) {
  return mutationMock<AddModbusTemplateMutationVariables>(
    AddModbusTemplateDocument,
    (variables) => {
      sent.push(variables);
      return true;
    },
    outcome,
  );
}

describe('AddModbusTemplatePage', () => {
  it('is linked from the Modbus tab of a library the user may change', async () => {
    renderPage(
      <Routes>
        <Route path={APP_ROUTES.library} element={<LibraryPage />} />
      </Routes>,
      {
        route: '/*',
        at: '/c1/libraries/7?tabVal=modbus',
        user: adminUser,
        mocks: [manufacturersMock(), libraryMock('7', loadedLibrary(library, [returnAir]))],
      },
    );
    const link = await screen.findByRole('link', { name: texts.replaceTitle });
    expect(link.getAttribute('href')).toBe('/c1/libraries/add/7');
  });

  it('refuses a user who may not update libraries', async () => {
    renderAdd([], undefined, viewerUser);
    expect(await screen.findByText(texts.notAllowed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.save })).toBeNull();
  });

  it('starts from the current template and checks every row before saving', async () => {
    const sent: AddModbusTemplateMutationVariables[] = [];
    renderAdd([saveMock(sent)]);
    await screen.findByRole('heading', { name: texts.replaceTitle });
    expect(input(row(1), 'Name').value).toBe('Return air');
    expect(input(row(2), 'Name').value).toBe('Fan speed');
    // The byte order is offered for 32-bit types only.
    expect(within(row(1)).queryByLabelText(/^Word order/)).not.toBeNull();
    expect(within(row(2)).queryByLabelText(/^Word order/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: texts.addRow }));
    type(input(row(3), 'Starting register'), 'x');
    type(input(row(2), 'Number of registers'), '');
    fireEvent.click(saveButton());
    await waitFor(() => expect(within(row(3)).getAllByText(messages.required)).toHaveLength(1));
    expect(within(row(3)).getByText(messages.mustBeNumber)).toBeTruthy();
    expect(within(row(2)).getByText(messages.required)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('saves every row, duplicated and removed ones as shown, then goes back to the Modbus tab', async () => {
    const sent: AddModbusTemplateMutationVariables[] = [];
    const page = renderAdd([saveMock(sent)]);
    await screen.findByRole('heading', { name: texts.replaceTitle });
    fireEvent.click(screen.getByRole('button', { name: texts.duplicateRow('Return air') }));
    type(input(row(2), 'Name'), 'Supply air');
    type(input(row(2), 'Starting register'), '104');
    fireEvent.click(screen.getByRole('button', { name: texts.removeRow('Fan speed') }));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(page.getByTestId('location').textContent).toBe('/c1/libraries/7?tabVal=modbus'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ libraryID: '7', customerID: 'c1' });
    expect(sent[0]!.registers).toEqual([
      expect.objectContaining({
        name: 'Return air',
        functionCode: 3,
        startingRegister: 100,
        numOfReg: 2,
        dataType: 'FLOAT',
        wordOrder: 'ABCD',
        addressOffset: 0,
        unit: '°C',
        multiplier: 1,
        offset: 0,
      }),
      expect.objectContaining({ name: 'Supply air', startingRegister: 104, unit: '°C' }),
    ]);
  });

  it('writes addresses as register numbers and converts them to function code and address', async () => {
    const sent: AddModbusTemplateMutationVariables[] = [];
    renderAdd([saveMock(sent)]);
    await screen.findByRole('heading', { name: texts.replaceTitle });
    fireEvent.click(screen.getByRole('radio', { name: texts.bases.register }));
    expect(input(row(1), 'Register number').value).toBe('40101');
    expect(within(row(1)).queryByLabelText(/^Function code/)).toBeNull();

    type(input(row(2), 'Register number'), '20001');
    fireEvent.click(saveButton());
    expect(await within(row(2)).findByText(messages.registerNumberForm)).toBeTruthy();

    type(input(row(2), 'Register number'), '30010');
    expect(
      await within(row(2)).findByText(texts.convertedAddress(4, 'Input registers', 9)),
    ).toBeTruthy();
    // Back to protocol addresses, the converted address is kept.
    fireEvent.click(screen.getByRole('radio', { name: texts.bases.protocol }));
    expect(input(row(2), 'Starting register').value).toBe('9');
    expect((within(row(2)).getByLabelText(/^Function code/) as HTMLSelectElement).value).toBe('4');
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect([sent[0]!.registers].flat()[1]).toMatchObject({ functionCode: 4, startingRegister: 9 });
  });

  it('places the server’s refusal on the row and input it names', async () => {
    const sent: AddModbusTemplateMutationVariables[] = [];
    renderAdd([
      saveMock(sent, {
        refusal: 'Register 2: numOfReg: UINT32 needs 2 registers.',
        field: 'registers.1.numOfReg',
      }),
    ]);
    await screen.findByRole('heading', { name: texts.replaceTitle });
    fireEvent.click(saveButton());
    expect(await within(row(2)).findByText('UINT32 needs 2 registers.')).toBeTruthy();
    const banner = screen.getByText(messages.errorSavingRegisters).closest('[role="alert"]');
    expect(banner?.textContent).toContain(messages.unableToUpdateRegisters);
  });

  it('shows the server’s words when a refusal names no row', async () => {
    renderAdd([saveMock([], { refusal: 'Sensors still read this template.' })]);
    await screen.findByRole('heading', { name: texts.replaceTitle });
    fireEvent.click(saveButton());
    const banner = (await screen.findByText(messages.errorSavingRegisters)).closest(
      '[role="alert"]',
    );
    expect(banner?.textContent).toContain('Sensors still read this template.');
  });

  it('reads the block through the gateway and sets the byte order picked from four', async () => {
    const queued: QueueModbusReadMutationVariables[] = [];
    // 21.5 as a FLOAT served low word first (CDAB), then 230 for the fan.
    const action = actionFixture('41', {
      action: 'MODBUS_READ',
      gatewayID: '4',
      ip: '10.0.0.9',
      status: 'SUCCESS',
      registers: {
        __typename: 'RegisterBlock',
        functionCode: 3,
        startingRegister: 100,
        words: [0x0000, 0x41ac, 230],
      },
    } as never);
    renderAdd([
      mutationMock<QueueModbusReadMutationVariables>(
        QueueModbusReadDocument,
        (variables) => {
          queued.push(variables);
          return true;
        },
        {
          data: {
            addGatewayAction: {
              __typename: 'ActionRecord',
              id: '41',
              label: 'Read Registers',
              createdAt: new Date().toISOString(),
            },
          },
        },
      ),
      {
        request: { query: GatewayActionDocument, variables: () => true },
        maxUsageCount: ALWAYS,
        result: { data: { gatewayAction: action } },
      },
    ]);
    await screen.findByRole('heading', { name: texts.replaceTitle });
    const preview = screen.getByRole('region', { name: texts.previewTitle });
    expect(within(preview).getByText(texts.block(3, 'Holding registers', 100, 3))).toBeTruthy();
    const read = within(preview).getByRole('button', { name: texts.read });
    expect(read.hasAttribute('disabled')).toBe(true);
    type(within(preview).getByLabelText(/^Device IP/), '10.0.0.9');
    type(within(preview).getByLabelText(/^Unit id/), '3');
    // Read waits for a gateway: the options load on their own time.
    await waitFor(() => expect(read.hasAttribute('disabled')).toBe(false));
    fireEvent.click(read);

    const orders = await within(preview).findByRole('table', { name: 'Return air' });
    expect(queued[0]).toMatchObject({
      gatewayID: '4',
      customerID: 'c1',
      gatewayType: 'STD',
      ip: '10.0.0.9',
      modbusRead: { port: 502, slaveID: 3, functionCode: 3, startingRegister: 100, count: 3 },
    });
    const rows = within(orders).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      texts.orderInUse('ABCD'),
      'CDAB',
      'BADC',
      'DCBA',
    ]);
    expect(rows[1]!.textContent).toContain('21.5');
    expect(within(preview).getByText(/Value: 230 · Reads as: 230 %/)).toBeTruthy();

    fireEvent.click(
      within(orders).getByRole('button', { name: texts.useOrderLabel('CDAB', 'Return air') }),
    );
    await waitFor(() =>
      expect((within(row(1)).getByLabelText(/^Word order/) as HTMLSelectElement).value).toBe(
        'CDAB',
      ),
    );
    expect(within(orders).getAllByRole('rowheader')[1]!.textContent).toBe(texts.orderInUse('CDAB'));
  });
});
