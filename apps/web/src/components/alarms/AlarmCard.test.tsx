// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlarmCard } from './AlarmCard';
import { alarmTexts } from './alarmTexts';
import { alarmFixture } from './testing/alarmMocks';

afterEach(cleanup);

const renderCard = (alarm: ReturnType<typeof alarmFixture>) =>
  render(
    <MockedProvider mocks={[]}>
      <AlarmCard alarm={alarm} customerID="c1" now={Date.now()} />
    </MockedProvider>,
  );

describe('an alarm card', () => {
  it('shows a sensor alarm’s equipment, gateway and value', () => {
    renderCard(alarmFixture('1', 'Output voltage'));
    const card = screen.getByRole('article', { name: 'Output voltage' });
    expect(within(card).getByText('UPS 1')).toBeTruthy();
    expect(within(card).getByText('North gateway')).toBeTruthy();
    expect(within(card).getByText('231.5 V')).toBeTruthy();
  });

  it('shows a view’s alarm rule by its name and sentence, not one sensor’s place and value', () => {
    const sentence = 'IF Supply air greater than 30 AND Door equals Open THEN alarm';
    renderCard(
      alarmFixture('2', 'Hot and open', {
        subjectKind: 'rule',
        severity: 'error',
        sensorID: 's1',
        value: 31.2,
        unit: '°C',
        detail: sentence,
      }),
    );
    const card = screen.getByRole('article', { name: 'Hot and open' });
    expect(card.textContent).toContain(`${alarmTexts.rule}: ${sentence}`);
    expect(within(card).queryByText(`${alarmTexts.value}: `)).toBeNull();
    expect(within(card).queryByText('31.2 °C')).toBeNull();
    expect(within(card).queryByText('UPS 1')).toBeNull();
    expect(within(card).queryByText('North gateway')).toBeNull();
    expect(
      within(card).getByRole('button', { name: alarmTexts.deliveryLogOf('Hot and open') }),
    ).toBeTruthy();
  });
});
