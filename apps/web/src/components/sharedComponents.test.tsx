// @vitest-environment jsdom
import { SNACKBAR_HIDE_MS, messages } from '@vigil/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { RequestButton } from './RequestButton';
import type { RequestState } from './RequestButton';
import { StatusBanner } from './StatusBanner';
import type { BannerKind } from './StatusBanner';
import { StatusSnackbar } from './StatusSnackbar';

afterEach(cleanup);

describe('StatusSnackbar', () => {
  it.each([
    ['error', 'Could not save', 'Could not save'],
    ['error', undefined, messages.snackbarError],
    ['success', 'ignored', messages.snackbarSuccess],
  ] as const)('%s with %s shows %s', (kind, message, text) => {
    render(<StatusSnackbar open kind={kind} message={message} onClose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain(text);
  });

  it('hides itself after 4000 ms', () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      render(<StatusSnackbar open kind="success" onClose={onClose} />);
      act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS - 100));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(200));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('StatusBanner', () => {
  it.each<[BannerKind, string]>([
    ['error', 'MuiAlert-colorError'],
    ['warning', 'MuiAlert-colorWarning'],
    ['ok', 'MuiAlert-colorSuccess'],
    ['info', 'MuiAlert-colorInfo'],
  ])('%s banner', (kind, className) => {
    render(<StatusBanner kind={kind}>Message</StatusBanner>);
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain(className);
    expect(alert.textContent).toContain('Message');
  });
});

describe('RequestButton', () => {
  it.each<[RequestState, { disabled: boolean; busy: string; colour: string }]>([
    ['before', { disabled: false, busy: 'false', colour: 'colorPrimary' }],
    ['fetching', { disabled: true, busy: 'true', colour: 'colorPrimary' }],
    ['success', { disabled: false, busy: 'false', colour: 'colorSuccess' }],
    ['error', { disabled: false, busy: 'false', colour: 'colorError' }],
  ])('%s state', (state, expected) => {
    render(<RequestButton state={state}>Save</RequestButton>);
    const button = screen.getByRole('button', { name: /Save/ });
    expect((button as HTMLButtonElement).disabled).toBe(expected.disabled);
    expect(button.getAttribute('aria-busy')).toBe(expected.busy);
    expect(button.className).toContain(expected.colour);
  });
});

describe('ConfirmDialog', () => {
  it('asks before acting and reports the choice', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete view?"
        body="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete view?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while the confirmed action runs', () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        busy
        title="Delete view?"
        body="…"
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
