// @vitest-environment happy-dom
import { ApiRequestError } from '@folio/contracts/client';
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { renderWithProviders } from '../testing/render.tsx';
import { GmailWidget } from './GmailWidget.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const message = (n: number, fields = {}) => ({
  id: `m${n}`, sender: `Sender ${n}`, subject: `Subject ${n}`, snippet: `Snippet ${n}`, date: new Date(Date.now() - n * 3_600_000).toISOString(), isRead: n % 2 === 0, hasAttachments: n === 1, ...fields,
});

describe('Gmail widget', () => {
  it("says 'Gmail service not configured' when Google is not set up", async () => {
    vi.spyOn(api.gmail, 'status').mockResolvedValue({ configured: false, connected: false });
    renderWithProviders(<GmailWidget />);
    expect(await screen.findByText('Gmail service not configured')).toBeTruthy();
  });

  it('connects through a 500x600 popup polled every second, then shows 5 messages with cuts, ages, read state and attachments', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const status = vi.spyOn(api.gmail, 'status').mockResolvedValueOnce({ configured: true, connected: false }).mockResolvedValue({ configured: true, connected: true });
    vi.spyOn(api.gmail, 'authUrl').mockResolvedValue({ success: true, data: { authUrl: 'https://accounts.example/auth?state=s' } });
    const messages = vi.spyOn(api.gmail, 'messages').mockResolvedValue({
      success: true,
      data: { messages: [message(1, { subject: 'S'.repeat(45), snippet: 'n'.repeat(90) }), message(2), message(3), message(4), message(5), message(6)] },
    });
    const popup = { closed: false };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<GmailWidget />);
    await user.click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    expect(open).toHaveBeenCalledWith('https://accounts.example/auth?state=s', 'folio-gmail-connect', expect.stringContaining('width=500,height=600'));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(messages).not.toHaveBeenCalled();
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const list = await screen.findByRole('list', { name: 'Recent emails' });
    expect(status).toHaveBeenCalledTimes(2);
    expect(messages).toHaveBeenCalledWith(5);
    const items = within(list).getAllByTestId('gmail-message');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByText(`${'S'.repeat(40)}...`)).toBeTruthy();
    expect(within(items[0]!).getByText(`${'n'.repeat(80)}...`)).toBeTruthy();
    expect(within(items[0]!).getByText('1 hour ago')).toBeTruthy();
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(within(items[0]!).getByLabelText('Has attachments')).toBeTruthy();
    expect(within(items[1]!).queryByText('Unread')).toBeNull();
  });

  it('goes back to not connected when the server says auth is needed', async () => {
    vi.spyOn(api.gmail, 'status').mockResolvedValueOnce({ configured: true, connected: true }).mockResolvedValue({ configured: true, connected: false });
    vi.spyOn(api.gmail, 'messages').mockResolvedValue({ success: false, needsAuth: true, error: 'Gmail needs to be connected again' });
    renderWithProviders(<GmailWidget />);
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeTruthy();
  });

  it("shows 'Failed to fetch messages' with Try Again, and 'Failed to connect to Gmail' when the link fails", async () => {
    vi.spyOn(api.gmail, 'status').mockResolvedValue({ configured: true, connected: true });
    const messages = vi.spyOn(api.gmail, 'messages').mockResolvedValueOnce({ success: false, error: 'Failed to fetch messages' }).mockResolvedValue({ success: true, data: { messages: [message(1)] } });
    const user = userEvent.setup();
    renderWithProviders(<GmailWidget />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch messages');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Subject 1')).toBeTruthy();
    expect(messages).toHaveBeenCalledTimes(2);
    cleanup();

    vi.spyOn(api.gmail, 'status').mockResolvedValue({ configured: true, connected: false });
    vi.spyOn(api.gmail, 'authUrl').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    renderWithProviders(<GmailWidget />);
    await user.click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to connect to Gmail');
  });
});
