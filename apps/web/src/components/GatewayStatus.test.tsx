// @vitest-environment jsdom
import { GATEWAY_STATUS_DESCRIPTIONS } from '@vigil/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayStatus } from './GatewayStatus';

afterEach(cleanup);

describe('GatewayStatus', () => {
  it.each([
    [
      { slave: false, listenTriggered: false, disconnected: false },
      'polling',
      'Connected',
      'rgb(76, 175, 80)',
    ],
    [
      { slave: true, listenTriggered: false, disconnected: false },
      'listening',
      'Listen Mode',
      'rgb(33, 150, 243)',
    ],
    [
      { slave: false, listenTriggered: true, disconnected: false },
      'waiting',
      'Waiting for next poll',
      'rgb(251, 192, 45)',
    ],
    [
      { slave: true, listenTriggered: true, disconnected: true },
      'disconnected',
      'Disconnected',
      'rgb(158, 158, 158)',
    ],
  ] as const)('%j reads %s in words and colour', (gateway, mode, words, color) => {
    render(<GatewayStatus gateway={gateway} />);
    const status = screen.getByTestId('gateway-status');
    expect(status.textContent).toBe(words);
    expect(status.getAttribute('data-mode')).toBe(mode);
    expect(status.getAttribute('title')).toBe(GATEWAY_STATUS_DESCRIPTIONS[mode]);
    const dot = status.firstElementChild as HTMLElement;
    expect(dot.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(dot).backgroundColor).toBe(color);
  });
});
