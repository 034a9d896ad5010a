// @vitest-environment jsdom
import { APP_ROUTES } from '@vigil/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { StateParserPage } from './StateParserPage';
import { stateParserTexts as texts } from './stateParserTexts';

afterEach(cleanup);

const open = (at: string) =>
  renderPage(<StateParserPage />, { route: APP_ROUTES.homeParser, at, mocks: [] });

const result = () => screen.getByRole('region', { name: texts.resultHeading });
const cell = (label: string) =>
  within(result()).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
const location = () => screen.getByTestId('location').textContent ?? '';

describe('StateParserPage', () => {
  it('reads a MIB enumeration against numbered states, and keeps the case in the address', () => {
    open('/home/parser');
    fireEvent.change(screen.getByLabelText(texts.statesLabel), {
      target: { value: 'unknown(1), batteryNormal(2), batteryLow(3)' },
    });
    fireEvent.change(screen.getByLabelText(texts.rawLabel), { target: { value: 'batteryLow(3)' } });
    expect(cell(texts.valueRead)).toBe('3');
    expect(cell(texts.stateLabel)).toBe('batteryLow');
    expect(cell(texts.condition)).toBe('Normal');
    expect(screen.getByTestId('parser-status').textContent).toBe('ok');
    expect(location()).toContain('raw=batteryLow%283%29');
    expect(location()).toContain('states=');
  });

  it('gives a state a condition, which sets the status', () => {
    open('/home/parser?raw=1&states=Closed%0AOpen');
    fireEvent.mouseDown(screen.getByLabelText(texts.conditionFor(1, 'Open')));
    fireEvent.click(screen.getByRole('option', { name: 'Alarm' }));
    expect(cell(texts.condition)).toBe('Alarm');
    expect(screen.getByTestId('parser-status').textContent).toBe('error');
    expect(location()).toContain('conditions=Normal%2CAlarm');
  });

  it('says why a sensor reads unknown', () => {
    open('/home/parser?raw=2&states=Closed,Open');
    expect(cell(texts.stateLabel)).toBe('unknown');
    expect(
      within(result()).getByText('There is no state 2: the states go from 0 to 1.'),
    ).toBeTruthy();
  });

  it('says when the gateway cannot read a number, through the string mask', () => {
    open('/home/parser?raw=ON&states=Off,On');
    expect(
      within(result()).getByText("The gateway cannot read a number: 'ON' is not a number."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(texts.strMaskLabel), { target: { value: 'x' } });
    expect(within(result()).getByText(/does not match strMask \/x\//)).toBeTruthy();
  });

  it('shows the state map’s mistakes on the field', () => {
    open('/home/parser?states=0%3DOff%0AOn');
    expect(screen.getByText("State 2 ('On') has no number, unlike the others.")).toBeTruthy();
  });

  it('refuses a multiplier that is not a number', () => {
    open('/home/parser?raw=1&states=A,B&multiplier=abc');
    expect(screen.getByText(texts.notANumber)).toBeTruthy();
    expect(within(result()).queryByRole('table')).toBeNull();
  });
});
