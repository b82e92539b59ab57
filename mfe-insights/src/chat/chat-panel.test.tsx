// @vitest-environment happy-dom
import { type ChatResponse } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { renderWithProviders } from '../testing/render.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { errorReply, WELCOME_MESSAGE } from './chat-slice.ts';

const ANSWER: ChatResponse = {
  answer: 'Your biggest position is AAPL (Apple Inc.): 30 shares worth $6,287.70.',
  confidence: 0.95,
  sources: ['Holdings of all your lists (12 position(s))'],
  followUpQuestions: ['Why the recommendation on AAPL?', 'What should I rebalance?'],
  analyst: { provider: 'offline', model: 'offline-rules-v1' },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const input = () => screen.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const log = () => screen.getByRole('log');

beforeEach(() => {
  vi.spyOn(api.chat, 'suggestions').mockResolvedValue({
    suggestions: [
      { id: 'biggest-position', question: 'What is my biggest position?', description: 'Your largest holding', category: 'analysis' },
      { id: 'risk', question: 'How risky is my portfolio?', description: 'Concentration', category: 'risk' },
    ],
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Portfolio Assistant', () => {
  it('starts with the welcome message and suggestions; Suggestions toggles them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel />);
    expect(screen.getByRole('heading', { name: 'Portfolio Assistant' })).toBeTruthy();
    expect(within(log()).getByText(WELCOME_MESSAGE)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'What is my biggest position?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Suggestions' }));
    expect(screen.queryByRole('button', { name: 'What is my biggest position?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Suggestions' }));
    expect(screen.getByRole('button', { name: 'What is my biggest position?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('keeps Send disabled while the input is empty or blank', async () => {
    const query = vi.spyOn(api.chat, 'query');
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel />);
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.type(input(), '   ');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.type(input(), '{Enter}');
    expect(query).not.toHaveBeenCalled();
  });

  it('fills the input from a suggestion, shows Thinking... while busy, then the answer with its confidence', async () => {
    const reply = deferred<ChatResponse>();
    const query = vi.spyOn(api.chat, 'query').mockReturnValue(reply.promise);
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel listId="main" />);
    await user.click(await screen.findByRole('button', { name: 'What is my biggest position?' }));
    expect(input().value).toBe('What is my biggest position?');
    await user.click(sendButton());

    expect(within(log()).getByText('What is my biggest position?')).toBeTruthy();
    expect(screen.getByText('Thinking...')).toBeTruthy();
    expect(input().readOnly).toBe(true);
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ question: 'What is my biggest position?', chatHistory: [], listId: 'main' }));

    reply.resolve(ANSWER);
    expect(await within(log()).findByText(/Your biggest position is AAPL/)).toBeTruthy();
    expect(screen.queryByText('Thinking...')).toBeNull();
    expect(screen.getByText('Confidence: 95%')).toBeTruthy();
    expect(input().readOnly).toBe(false);

    await user.click(screen.getByRole('button', { name: 'What should I rebalance?' }));
    expect(input().value).toBe('What should I rebalance?');
  });

  it('sends the conversation so far with the next question', async () => {
    const query = vi.spyOn(api.chat, 'query').mockResolvedValue(ANSWER);
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel />);
    await user.type(input(), 'first{Enter}');
    await within(log()).findByText(/Your biggest position/);
    await user.type(input(), 'second{Enter}');
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(query.mock.calls[1]![0].chatHistory!.map((item) => [item.type, item.content])).toEqual([
      ['user', 'first'],
      ['assistant', ANSWER.answer],
    ]);
  });

  it('keeps the focus in the input after sending, and Escape closes the panel', async () => {
    vi.spyOn(api.chat, 'query').mockResolvedValue(ANSWER);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel onClose={onClose} />);
    await user.click(input());
    await user.type(input(), 'first{Enter}');
    await within(log()).findByText(/Your biggest position/);
    expect(document.activeElement).toBe(input());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("replies with the spec's error text when the question fails", async () => {
    vi.spyOn(api.chat, 'query').mockRejectedValueOnce(new ApiRequestError(503, 'Service Unavailable', 'The AI service is unavailable'));
    vi.spyOn(api.chat, 'query').mockRejectedValueOnce({});
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel />);
    await user.type(input(), 'How am I doing?{Enter}');
    expect(await within(log()).findByText(errorReply('The AI service is unavailable'))).toBeTruthy();
    await user.type(input(), 'Again?{Enter}');
    expect(
      await within(log()).findByText('Sorry, I encountered an error processing your question: Unknown error. Please try again.'),
    ).toBeTruthy();
  });

  it('Clear Chat goes back to the welcome message; Close shows when given', async () => {
    vi.spyOn(api.chat, 'query').mockResolvedValue(ANSWER);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel onClose={onClose} />);
    await user.type(input(), 'first{Enter}');
    await within(log()).findByText(/Your biggest position/);
    await user.click(screen.getByRole('button', { name: 'Clear Chat' }));
    expect(within(log()).queryByText('first')).toBeNull();
    expect(within(log()).getByText(WELCOME_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
