// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { BRANDS, messages } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '../testing/renderPublicPage';
import { FAKE_ALTCHA_PAYLOAD } from '../testing/FakeAltchaField';
import { MarketingRequestForm } from './MarketingRequestForm';
import { PRERENDERED_ID, PublicSiteShell } from './PublicSiteShell';

const requestDemo = vi.fn<(request: unknown) => Promise<void>>();
vi.mock('../hooks/useRequestDemo', () => ({ useRequestDemo: () => requestDemo }));
vi.mock('./AltchaField', async () => ({
  AltchaField: (await import('../testing/FakeAltchaField')).FakeAltchaField,
}));

afterEach(cleanup);
beforeEach(() => requestDemo.mockReset());

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submitButton = () =>
  screen.getByRole('button', { name: /Show me More|Requesting|Demo Requested/ });
const fillValid = () => {
  type(/^name/i, 'Rosa Diaz');
  type(/^email/i, 'rosa@acme.test');
  type(/^company/i, 'Acme');
  type(/^phone/i, '(510) 555-0100');
  fireEvent.click(screen.getByRole('button', { name: 'I am human' }));
};

/** A request the test lets finish when it chooses. */
function deferred() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('MarketingRequestForm', () => {
  it('asks for a name, an address and a solved captcha before sending', async () => {
    renderPublicPage(<MarketingRequestForm type="demo" />);
    fireEvent.click(submitButton());
    expect(await screen.findByText(messages.demoNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.demoEmailRequired)).toBeTruthy();
    expect(screen.getByText(messages.mustBeHuman)).toBeTruthy();
    expect(requestDemo).not.toHaveBeenCalled();
  });

  it('checks the address format, and the phone only when one is given', async () => {
    renderPublicPage(<MarketingRequestForm type="demo" />);
    type(/^name/i, 'Rosa');
    type(/^email/i, 'rosa@');
    type(/^phone/i, '555');
    fireEvent.click(submitButton());
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
    expect(screen.getByText(messages.invalidPhone)).toBeTruthy();
    type(/^phone/i, '');
    type(/^email/i, 'rosa@acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'I am human' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(requestDemo).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(messages.invalidPhone)).toBeNull();
  });

  it('moves its button from Show me More to Requesting... to Demo Requested, then stays disabled', async () => {
    const request = deferred();
    requestDemo.mockReturnValue(request.promise);
    renderPublicPage(<MarketingRequestForm type="demo" />, { brand: BRANDS[1]! });
    expect(submitButton().textContent).toBe('Show me More');
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Requesting...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(requestDemo).toHaveBeenCalledWith({
      name: 'Rosa Diaz',
      email: 'rosa@acme.test',
      company: 'Acme',
      phone: '(510) 555-0100',
      type: 'demo',
      productName: 'Vigil InfraAI',
      allowedToken: FAKE_ALTCHA_PAYLOAD,
      planType: 'UNKNOWN',
      notes: undefined,
    });
    await act(async () => request.resolve());
    expect(submitButton().textContent).toBe('Demo Requested');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toMatch(/Thank you/);
  });

  it('says there was a problem when the request fails, and lets the visitor try again', async () => {
    requestDemo.mockRejectedValueOnce(new Error(messages.demoRequestFailed));
    renderPublicPage(<MarketingRequestForm type="demo" />);
    fillValid();
    fireEvent.click(submitButton());
    expect(await screen.findByText(messages.demoFormProblem)).toBeTruthy();
    expect(submitButton().textContent).toBe('Show me More');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    requestDemo.mockResolvedValueOnce();
    // The used captcha was dropped: the visitor solves a fresh one.
    fireEvent.click(submitButton());
    expect(await screen.findByText(messages.mustBeHuman)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I am human' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Demo Requested'));
    expect(screen.queryByText(messages.demoFormProblem)).toBeNull();
  });

  it('sends nothing when the hidden honeypot is filled, yet looks sent', async () => {
    const { container } = renderPublicPage(<MarketingRequestForm type="demo" />);
    fillValid();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="title"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    fireEvent.change(honeypot, { target: { value: 'CTO' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Demo Requested'));
    expect(requestDemo).not.toHaveBeenCalled();
  });

  it('sends pricing and partnership requests with their type and plan', async () => {
    requestDemo.mockResolvedValue();
    renderPublicPage(<MarketingRequestForm type="Pricing" planType="100 DEVICE" />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Request Pricing' }));
    await screen.findByRole('button', { name: 'Pricing Requested' });
    expect(requestDemo).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'Pricing', planType: '100 DEVICE', productName: 'Vigil' }),
    );
    cleanup();
    renderPublicPage(<MarketingRequestForm type="Partnership Info" />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Become a Partner' }));
    await screen.findByRole('button', { name: 'Request Sent' });
    expect(requestDemo).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'Partnership Info', planType: 'UNKNOWN' }),
    );
  });

  it('keeps what the visitor typed into the pre-rendered copy before the app took over', async () => {
    requestDemo.mockResolvedValue();
    const copy = document.createElement('div');
    copy.id = PRERENDERED_ID;
    copy.innerHTML =
      '<form aria-label="Request a Demo"><input name="name" value="Rosa Diaz">' +
      '<input name="email" value="rosa@acme.test"><textarea name="notes">Two sites</textarea></form>';
    document.body.append(copy);
    renderPublicPage(
      <PublicSiteShell>
        <MarketingRequestForm type="demo" />
      </PublicSiteShell>,
    );
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(field(/^name/i).value).toBe('Rosa Diaz');
    fireEvent.click(screen.getByRole('button', { name: 'I am human' }));
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(requestDemo).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Rosa Diaz', email: 'rosa@acme.test', notes: 'Two sites' }),
      ),
    );
  });
});
