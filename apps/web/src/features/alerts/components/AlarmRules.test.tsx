// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import {
  DeleteAlarmRuleDocument,
  SaveAlarmRuleDocument,
  ViewAlarmRulesDocument,
  WidgetSensorsDocument,
  WidgetsDocument,
} from '../../../graphql/generated/graphql';
import type {
  AlarmRuleFieldsFragment,
  SaveAlarmRuleMutationVariables,
} from '../../../graphql/generated/graphql';
import { sensorOf, widgetOf } from '../../views/viewPage/testFixtures';
import { alarmRuleTexts as texts } from '../alarmRuleTexts';
import { AlarmRules } from './AlarmRules';

afterEach(cleanup);

const VIEW = { id: 'v9', customerID: 'c1' };
const RULES_VARIABLES = { viewID: 'v9', customerID: 'c1' };

const supplyAir = sensorOf('s1', { name: 'Supply air', unit: '°C', equipmentName: 'CRAC 1' });
const door = sensorOf('s2', {
  name: 'Door',
  unit: null,
  type: 'state',
  states: ['Closed', 'Open'],
  equipmentName: 'Cold aisle',
});

const token = (kind: string, extra: { sensorID?: string; value?: string; name?: string } = {}) => ({
  __typename: 'AlarmRuleToken' as const,
  kind,
  sensorID: extra.sensorID ?? null,
  name: extra.name ?? null,
  unit: null,
  value: extra.value ?? null,
});

const ruleOf = (id: string, name: string, extra: Partial<AlarmRuleFieldsFragment> = {}) =>
  ({
    __typename: 'AlarmRule',
    id,
    viewID: 'v9',
    name,
    condition: [
      token('IF'),
      token('LEFT_SENSOR', { sensorID: 's1', name: 'Supply air' }),
      token('COMPARATOR', { value: '>' }),
      token('RIGHT_SENSOR', { value: '30' }),
    ],
    result: 'alarm',
    text: 'IF Supply air greater than 30 THEN alarm',
    active: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  }) as AlarmRuleFieldsFragment;

const rulesMock = (rules: AlarmRuleFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: ViewAlarmRulesDocument, variables: RULES_VARIABLES },
  result: { data: { viewAlarmRules: rules } },
});

const sensorMocks: MockLink.MockedResponse[] = [
  {
    request: { query: WidgetsDocument, variables: { viewID: 'v9' } },
    result: {
      data: {
        widgets: [
          widgetOf('w1', { viewID: 'v9', sensorIDs: ['s1'] }),
          widgetOf('w2', { viewID: 'v9', sensorIDs: ['s2'] }),
          widgetOf('w3', { viewID: 'v9', type: 'TEXT', sensorIDs: [] }),
        ],
      },
    },
  },
  {
    request: { query: WidgetSensorsDocument, variables: { widgetIDs: ['w1', 'w2'] } },
    result: { data: { sensors: [supplyAir, door] } },
  },
];

function saveMock(
  variables: Omit<SaveAlarmRuleMutationVariables, 'viewID' | 'customerID'>,
  outcome: AlarmRuleFieldsFragment | { error: string },
): MockLink.MockedResponse {
  return {
    request: { query: SaveAlarmRuleDocument, variables: { ...RULES_VARIABLES, ...variables } },
    result:
      'error' in outcome
        ? { errors: [new GraphQLError(outcome.error)] }
        : { data: { saveAlarmRule: outcome } },
  };
}

const renderRules = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<AlarmRules view={VIEW} />, {
    route: APP_ROUTES.viewAlerts,
    at: '/c1/views/Main%20hall/alerts',
    mocks,
  });

const sentence = () => screen.getByRole('status', { name: texts.sentence }).textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });
/** The first sensor's select is named 'Sensor' and its value; later ones 'Sensor after AND'. */
const FIRST_SENSOR = /^Sensor(?! after)/;

/** Opens an MUI select by its label and returns its option names. */
async function optionsOf(label: RegExp): Promise<string[]> {
  fireEvent.mouseDown(combobox(label));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(combobox(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

function addValue(value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: texts.value }), { target: { value } });
  fireEvent.click(button(texts.addValue));
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: texts.add }));
  const dialog = await screen.findByRole('dialog', { name: texts.addTitle });
  await within(dialog).findByRole('combobox', { name: FIRST_SENSOR });
  return dialog;
}

describe('the alarm rule builder', () => {
  it('builds the condition token by token in order and saves those tokens', async () => {
    const saved = ruleOf('r1', 'Hot and open', {
      result: 'warning',
      active: true,
      text: 'IF Supply air greater than 30 AND Door switches from Closed to Open THEN warning',
    });
    renderRules([
      rulesMock([]),
      ...sensorMocks,
      saveMock(
        {
          ruleID: null,
          name: 'Hot and open',
          result: 'warning',
          condition: [
            { kind: 'IF' },
            { kind: 'LEFT_SENSOR', sensorID: 's1' },
            { kind: 'COMPARATOR', value: '>' },
            { kind: 'RIGHT_SENSOR', value: '30' },
            { kind: 'AND_OR', value: 'AND' },
            { kind: 'LEFT_SENSOR', sensorID: 's2' },
            { kind: 'COMPARATOR', value: 'switches from' },
            { kind: 'RIGHT_SENSOR', value: 'Closed' },
            { kind: 'TO', value: 'Open' },
          ],
        },
        saved,
      ),
    ]);
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    await openAddDialog();

    // IF and a sensor to pick; nothing to remove, nothing to save yet.
    expect(sentence()).toBe('IF … THEN alarm');
    expect(button(texts.removeLast).disabled).toBe(true);
    expect(button(texts.save).disabled).toBe(true);
    expect(await optionsOf(FIRST_SENSOR)).toEqual(['Door (Cold aisle)', 'Supply air (CRAC 1)']);

    await choose(FIRST_SENSOR, 'Supply air (CRAC 1)');
    expect(sentence()).toBe('IF Supply air … THEN alarm');
    // The two initial tokens stay.
    expect(button(texts.removeLast).disabled).toBe(true);
    // An analog sensor: no 'switches from'.
    expect(await optionsOf(/^Comparator/)).toEqual([
      'greater than (>)',
      'greater or equal (>=)',
      'less than (<)',
      'less or equal (<=)',
      'equals (=)',
      'does not equal (!=)',
    ]);
    await choose(/^Comparator/, 'greater than (>)');
    expect(button(texts.removeLast).disabled).toBe(false);
    // A number is needed before it can be added.
    expect(button(texts.addValue).disabled).toBe(true);
    expect(screen.queryByRole('group', { name: texts.connectives })).toBeNull();
    addValue('30');
    expect(sentence()).toBe('IF Supply air greater than 30 THEN alarm');
    expect(button(texts.save).disabled).toBe(false);

    fireEvent.click(
      within(screen.getByRole('group', { name: texts.connectives })).getByRole('button', {
        name: 'AND',
      }),
    );
    expect(sentence()).toBe('IF Supply air greater than 30 AND … THEN alarm');
    expect(button(texts.save).disabled).toBe(true);
    await choose(/^Sensor after AND/, 'Door (Cold aisle)');
    // A state sensor may switch.
    expect(await optionsOf(/^Comparator/)).toContain('switches from');
    await choose(/^Comparator/, 'switches from');
    await choose(/^State/, 'Closed');
    expect(sentence()).toBe(
      'IF Supply air greater than 30 AND Door switches from Closed to … THEN alarm',
    );
    await choose(/^To state/, 'Closed');
    fireEvent.click(button(texts.removeLast));
    expect(sentence()).toBe(
      'IF Supply air greater than 30 AND Door switches from Closed to … THEN alarm',
    );
    await choose(/^To state/, 'Open');

    await choose(/^Result/, 'Warning');
    expect(sentence()).toBe(saved.text);
    fireEvent.change(screen.getByRole('textbox', { name: texts.name }), {
      target: { value: 'Hot and open' },
    });
    fireEvent.click(button(texts.save));

    const list = await screen.findByRole('list', { name: texts.listLabel });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = within(list).getByRole('listitem', { name: 'Hot and open' });
    expect(within(item).getByText(saved.text)).toBeTruthy();
    expect(within(item).getByText(texts.levels.warning)).toBeTruthy();
    expect(within(item).getByText(texts.active)).toBeTruthy();
  });

  it('keeps the first sensor, which can be changed but not removed', async () => {
    renderRules([rulesMock([]), ...sensorMocks]);
    await openAddDialog();
    await choose(FIRST_SENSOR, 'Door (Cold aisle)');
    await choose(/^Comparator/, 'equals (=)');
    // Equals on a state sensor picks a state.
    expect(await optionsOf(/^State/)).toEqual(['Closed', 'Open']);
    await choose(/^State/, 'Open');
    fireEvent.click(button(texts.removeLast));
    fireEvent.click(button(texts.removeLast));
    expect(sentence()).toBe('IF Door … THEN alarm');
    expect(button(texts.removeLast).disabled).toBe(true);
    // Another sensor in its place.
    await choose(FIRST_SENSOR, 'Supply air (CRAC 1)');
    expect(sentence()).toBe('IF Supply air … THEN alarm');
    await choose(/^Comparator/, 'equals (=)');
    // Equals on an analog sensor takes a number.
    expect(screen.getByRole('spinbutton', { name: texts.value })).toBeTruthy();
  });

  it('shows the server’s refusal in the form and keeps what was built', async () => {
    renderRules([
      rulesMock([]),
      ...sensorMocks,
      saveMock(
        {
          ruleID: null,
          name: 'Cold',
          result: 'alarm',
          condition: [
            { kind: 'IF' },
            { kind: 'LEFT_SENSOR', sensorID: 's1' },
            { kind: 'COMPARATOR', value: '<' },
            { kind: 'RIGHT_SENSOR', value: '-5.5' },
          ],
        },
        { error: messages.invalidSyntax },
      ),
    ]);
    const dialog = await openAddDialog();
    await choose(FIRST_SENSOR, 'Supply air (CRAC 1)');
    await choose(/^Comparator/, 'less than (<)');
    addValue('-5.5');
    // A rule needs a name: the domain's words, before anything is sent.
    fireEvent.click(button(texts.save));
    expect(await within(dialog).findByText(messages.alarmRuleNameRequired)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: texts.name }), {
      target: { value: 'Cold' },
    });
    fireEvent.click(button(texts.save));
    const refusal = await within(dialog).findByText(messages.invalidSyntax);
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(sentence()).toBe('IF Supply air less than -5.5 THEN alarm');
    expect(screen.getByRole('dialog', { name: texts.addTitle })).toBeTruthy();
  });

  it('edits a rule: its tokens come back and the save names it', async () => {
    const rule = ruleOf('r7', 'Too warm');
    renderRules([
      rulesMock([rule]),
      ...sensorMocks,
      saveMock(
        {
          ruleID: 'r7',
          name: 'Too warm',
          result: 'cleared',
          condition: [
            { kind: 'IF' },
            { kind: 'LEFT_SENSOR', sensorID: 's1' },
            { kind: 'COMPARATOR', value: '>' },
            { kind: 'RIGHT_SENSOR', value: '30' },
          ],
        },
        { ...rule, result: 'cleared', text: 'IF Supply air greater than 30 THEN cleared' },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.editRule('Too warm') }));
    const dialog = await screen.findByRole('dialog', { name: texts.editTitle });
    await within(dialog).findByRole('combobox', { name: FIRST_SENSOR });
    expect(sentence()).toBe(rule.text);
    expect((screen.getByRole('textbox', { name: texts.name }) as HTMLInputElement).value).toBe(
      'Too warm',
    );
    await choose(/^Result/, 'Cleared');
    fireEvent.click(button(texts.save));
    expect(await screen.findByText('IF Supply air greater than 30 THEN cleared')).toBeTruthy();
  });
});

describe('a view’s alarm rules', () => {
  it('lists the rules, marks the active one, and deletes only after confirmation', async () => {
    renderRules([
      rulesMock([ruleOf('r1', 'Too warm', { active: true }), ruleOf('r2', 'Door open')]),
      {
        request: {
          query: DeleteAlarmRuleDocument,
          variables: { ...RULES_VARIABLES, ruleID: 'r1' },
        },
        result: { data: { deleteAlarmRule: true } },
      },
    ]);
    const list = await screen.findByRole('list', { name: texts.listLabel });
    const warm = within(list).getByRole('listitem', { name: 'Too warm' });
    expect(within(warm).getByText(texts.active)).toBeTruthy();
    expect(within(warm).getByText('IF Supply air greater than 30 THEN alarm')).toBeTruthy();
    expect(
      within(within(list).getByRole('listitem', { name: 'Door open' })).queryByText(texts.active),
    ).toBeNull();

    fireEvent.click(button(texts.deleteRule('Too warm')));
    let confirm = await screen.findByRole('dialog', { name: texts.deleteTitle });
    expect(within(confirm).getByText(texts.deleteBody('Too warm'))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(button(texts.deleteRule('Too warm')));
    confirm = await screen.findByRole('dialog', { name: texts.deleteTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByRole('listitem', { name: 'Too warm' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed load with Retry', async () => {
    renderRules([
      {
        request: { query: ViewAlarmRulesDocument, variables: RULES_VARIABLES },
        result: { errors: [new GraphQLError('You do not have permission.')] },
      },
    ]);
    expect(await screen.findByText('You do not have permission.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
