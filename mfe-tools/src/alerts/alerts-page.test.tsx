// @vitest-environment happy-dom
import { type Alert } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import AlertsPage from '../routes/AlertsPage.tsx';
import { renderWithQueries } from '../testing/render.tsx';

const alert = (fields: Partial<Alert> = {}): Alert => ({
  id: 'a1', symbol: 'AAPL', type: 'PRICE', channel: 'IN_APP', listId: null, isActive: true, createdAt: '2026-03-02T10:00:00.000Z', lastTriggeredAt: null,
  condition: 'ABOVE', targetPrice: 200, percentChange: null, criticalOnly: null,
  technicalIndicator: null, technicalCondition: null, technicalValue: null, technicalSignal: null, ...fields,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Alerts page', () => {
  it('shows the empty state', async () => {
    vi.spyOn(api.alerts, 'all').mockResolvedValue([]);
    renderWithQueries(<AlertsPage />);
    expect(await screen.findByText('No alerts yet. Create your first alert above.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Alerts' })).toBeTruthy();
  });

  it('shows each alert with badges, detail lines and the company name tooltip', async () => {
    vi.spyOn(api.alerts, 'all').mockResolvedValue([
      alert(),
      alert({ id: 'a2', symbol: 'MSFT', type: 'PERCENT_MOVE', condition: null, targetPrice: null, percentChange: 5, isActive: false, channel: 'EMAIL', lastTriggeredAt: 'garbage' }),
      alert({ id: 'a3', symbol: 'NVDA', type: 'NEWS', condition: null, targetPrice: null, criticalOnly: true, lastTriggeredAt: '2026-03-03T15:30:00.000Z' }),
      alert({ id: 'a4', type: 'TECHNICAL_ANALYSIS', condition: null, targetPrice: null, technicalIndicator: 'RSI', technicalCondition: 'CROSSES_ABOVE', technicalValue: 70, technicalSignal: 'SELL' }),
    ]);
    renderWithQueries(<AlertsPage />);
    const cards = await screen.findAllByTestId('alert-card');
    expect(cards).toHaveLength(4);
    const [price, move, news, technical] = cards.map((card) => within(card));
    expect(price!.getByText('Price above $200.00')).toBeTruthy();
    expect(price!.getByText('PRICE')).toBeTruthy();
    expect(price!.getByText('Active')).toBeTruthy();
    expect(price!.getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(price!.queryByTestId('last-triggered')).toBeNull();
    expect(move!.getByText('5% daily move')).toBeTruthy();
    expect(move!.getByText('Inactive')).toBeTruthy();
    expect(move!.getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(move!.getByText('Channel: Email')).toBeTruthy();
    expect(move!.getByText('Last triggered: N/A')).toBeTruthy();
    expect(news!.getByText('Critical news only: Yes')).toBeTruthy();
    expect(news!.getByText(/Last triggered: Mar 3, 2026/)).toBeTruthy();
    expect(technical!.getByText('TECHNICAL')).toBeTruthy();
    expect(technical!.getByText('RSI CROSSES_ABOVE 70 (SELL)')).toBeTruthy();

    const tooltip = price!.getByRole('tooltip', { hidden: true });
    expect(tooltip.hidden).toBe(true);
    await userEvent.hover(price!.getByText('AAPL'));
    expect(tooltip.hidden).toBe(false);
    expect(tooltip.textContent).toBe('Apple Inc.');
  });

  it('shows hints only after a submit attempt, creates with upper-cased symbol and resets the form', async () => {
    vi.spyOn(api.alerts, 'all').mockResolvedValue([]);
    const create = vi.spyOn(api.alerts, 'create').mockResolvedValue(alert());
    const user = userEvent.setup();
    renderWithQueries(<AlertsPage />);
    await screen.findByText('No alerts yet. Create your first alert above.');
    expect(screen.queryByText('Enter a symbol')).toBeNull();
    const add = screen.getByRole('button', { name: 'Add Alert' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.click(add);
    expect(screen.getByText('Enter a symbol')).toBeTruthy();
    expect(screen.getByText('Enter a valid target price')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Symbol'), 'aapl');
    expect((screen.getByLabelText('Symbol') as HTMLInputElement).value).toBe('AAPL');
    await user.type(screen.getByLabelText('Target price ($)'), '250.5');
    expect(add.getAttribute('aria-disabled')).toBeNull();
    await user.click(add);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toMatchObject({ symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 250.5, channel: 'IN_APP' });
    await waitFor(() => expect((screen.getByLabelText('Symbol') as HTMLInputElement).value).toBe(''));
  });

  it('shows the technical fields with their defaults RSI / ABOVE / 70 / SELL', async () => {
    vi.spyOn(api.alerts, 'all').mockResolvedValue([]);
    const user = userEvent.setup();
    renderWithQueries(<AlertsPage />);
    await user.selectOptions(screen.getByLabelText('Type'), 'TECHNICAL_ANALYSIS');
    expect((screen.getByLabelText('Indicator') as HTMLSelectElement).value).toBe('RSI');
    expect((screen.getByLabelText('Condition') as HTMLSelectElement).value).toBe('ABOVE');
    expect((screen.getByLabelText('Threshold') as HTMLInputElement).value).toBe('70');
    expect((screen.getByLabelText('Signal') as HTMLSelectElement).value).toBe('SELL');
  });

  it('says Failed to create alert when the server refuses', async () => {
    vi.spyOn(api.alerts, 'all').mockResolvedValue([]);
    vi.spyOn(api.alerts, 'create').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    const user = userEvent.setup();
    renderWithQueries(<AlertsPage />);
    await user.selectOptions(screen.getByLabelText('Type'), 'NEWS');
    await user.type(screen.getByLabelText('Symbol'), 'msft');
    await user.click(screen.getByRole('button', { name: 'Add Alert' }));
    expect(await screen.findByText('Failed to create alert')).toBeTruthy();
  });

  it('asks before deleting, and disables with Enable/Disable', async () => {
    vi.spyOn(api.alerts, 'all').mockResolvedValue([alert()]);
    const remove = vi.spyOn(api.alerts, 'remove').mockResolvedValue({ success: true });
    const update = vi.spyOn(api.alerts, 'update').mockResolvedValue(alert({ isActive: false }));
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    renderWithQueries(<AlertsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete AAPL alert' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this alert?');
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete AAPL alert' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('a1'));
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('a1', { isActive: false }));
  });

  it('shows the update and delete failures in the spec\'s words', async () => {
    vi.spyOn(api.alerts, 'all').mockResolvedValue([alert()]);
    vi.spyOn(api.alerts, 'update').mockRejectedValue(new Error('x'));
    vi.spyOn(api.alerts, 'remove').mockRejectedValue(new Error('x'));
    vi.stubGlobal('confirm', vi.fn().mockReturnValue(true));
    const user = userEvent.setup();
    renderWithQueries(<AlertsPage />);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Failed to update alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete AAPL alert' }));
    expect(await screen.findByText('Failed to delete alert')).toBeTruthy();
  });

  it('shows Failed to load alerts with Retry', async () => {
    vi.spyOn(api.alerts, 'all').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithQueries(<AlertsPage />);
    expect(await screen.findByText('Failed to load alerts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
