// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PLAN_TIERS, togglePlan } from '@vigil/domain';
import type { PlanTier } from '@vigil/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_INCLUDES } from '../landingContent';
import { PlanTiers } from './PlanTiers';

afterEach(cleanup);

function Chooser() {
  const [selected, setSelected] = useState<PlanTier | null>(null);
  return (
    <PlanTiers selected={selected} onChoose={(plan) => setSelected(togglePlan(selected, plan))} />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button', { name: /^Choose Plan/ })
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.getAttribute('aria-label'));

describe('PlanTiers', () => {
  it('lists the four tiers of spec §9', () => {
    render(<PlanTiers selected={null} onChoose={vi.fn()} />);
    const plans = within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem');
    expect(plans).toHaveLength(PLAN_TIERS.length);
    expect(plans.map((plan) => plan.textContent)).toEqual([
      expect.stringContaining('Up to 50 SNMP devices'),
      expect.stringContaining('Up to 100 SNMP devices'),
      expect.stringContaining('Up to 150 SNMP devices'),
      expect.stringContaining('Also Modbus and branch circuit monitoring'),
    ]);
    expect(PLAN_INCLUDES).toEqual([
      'Unlimited users',
      'Automatic updates',
      'Business-hours support',
      'Annual renewal',
    ]);
  });

  it('Choose Plan selects exactly one plan, another replaces it, the same one deselects it', () => {
    render(<Chooser />);
    const choose = (name: string) =>
      fireEvent.click(screen.getByRole('button', { name: `Choose Plan: ${name}` }));
    expect(pressed()).toEqual([]);
    choose('Up to 100 devices');
    expect(pressed()).toEqual(['Choose Plan: Up to 100 devices']);
    choose('Custom');
    expect(pressed()).toEqual(['Choose Plan: Custom']);
    choose('Custom');
    expect(pressed()).toEqual([]);
  });
});
