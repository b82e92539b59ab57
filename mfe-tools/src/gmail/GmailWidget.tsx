/**
 * The Labs Gmail widget (dashboard-news-tools.md sections 2, 4, 8 and 9): not connected (Connect,
 * or 'Gmail service not configured'), connecting (a 500x600 popup polled every second), loading,
 * the 5 latest messages, errors with Try Again. Tokens never reach the browser.
 */
import { Button, Callout, Classes, Icon, Intent, Spinner, Tag } from '@blueprintjs/core';
import { GMAIL_NOT_CONFIGURED, type GmailMessage } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '@folio/shell-kit/api';
import { age, cut, GMAIL_MESSAGE_COUNT, POLL_MS, POPUP, SNIPPET_LIMIT, SUBJECT_LIMIT } from './text.ts';

const gmailKeys = { status: ['gmail', 'status'] as const, messages: ['gmail', 'messages'] as const };

function Message({ message }: { message: GmailMessage }) {
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.25)', fontWeight: message.isRead ? 400 : 600 }} data-testid="gmail-message">
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <span>{message.sender}</span>
        <span className={Classes.TEXT_MUTED} style={{ fontWeight: 400 }}>{age(message.date)}</span>
        {!message.isRead && <Tag minimal intent={Intent.PRIMARY}>Unread</Tag>}
        {message.hasAttachments && <Icon icon="paperclip" title="Has attachments" aria-label="Has attachments" />}
      </div>
      <div style={{ overflowWrap: 'anywhere' }}>{cut(message.subject, SUBJECT_LIMIT)}</div>
      <div className={Classes.TEXT_MUTED} style={{ fontWeight: 400, overflowWrap: 'anywhere' }}>{cut(message.snippet, SNIPPET_LIMIT)}</div>
    </li>
  );
}

export function GmailWidget() {
  const queryClient = useQueryClient();
  const [connectError, setConnectError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);
  const status = useQuery({ queryKey: gmailKeys.status, queryFn: () => api.gmail.status() });
  const connected = status.data?.connected === true;
  const messages = useQuery({ queryKey: gmailKeys.messages, queryFn: () => api.gmail.messages(GMAIL_MESSAGE_COUNT), enabled: connected });

  useEffect(() => () => {
    if (poll.current) clearInterval(poll.current);
  }, []);
  // The server answered that auth is needed: it forgot the tokens; show Connect again.
  useEffect(() => {
    if (messages.data?.needsAuth) void queryClient.invalidateQueries({ queryKey: gmailKeys.status });
  }, [messages.data?.needsAuth, queryClient]);

  async function connect() {
    setConnectError(null);
    try {
      const { data } = await api.gmail.authUrl();
      const left = Math.max(0, (window.screen.width - POPUP.width) / 2);
      const top = Math.max(0, (window.screen.height - POPUP.height) / 2);
      const popup = window.open(data.authUrl, 'folio-gmail-connect', `width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`);
      if (!popup) throw new Error('popup blocked');
      setConnecting(true);
      poll.current = setInterval(() => {
        if (!popup.closed) return;
        if (poll.current) clearInterval(poll.current);
        setConnecting(false);
        void queryClient.invalidateQueries({ queryKey: ['gmail'] });
      }, POLL_MS);
    } catch (error) {
      setConnectError(error instanceof ApiRequestError && error.message === GMAIL_NOT_CONFIGURED ? GMAIL_NOT_CONFIGURED : 'Failed to connect to Gmail');
    }
  }

  async function disconnect() {
    await api.gmail.disconnect().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ['gmail'] });
  }

  if (status.isPending) return <Spinner size={20} aria-label="Loading Gmail" />;
  if (status.data?.configured === false || connectError === GMAIL_NOT_CONFIGURED) {
    return <p className={Classes.TEXT_MUTED}>{GMAIL_NOT_CONFIGURED}</p>;
  }
  if (status.isError || connectError) {
    return (
      <Callout intent={Intent.DANGER} role="alert">
        {connectError ?? 'Failed to connect to Gmail'}
        <Button size="small" text="Try Again" style={{ marginLeft: 8 }} onClick={() => (connectError ? void connect() : void status.refetch())} />
      </Callout>
    );
  }
  if (!connected) {
    return (
      <div>
        <p>Connect Gmail (read-only) to see your recent emails here.</p>
        <Button intent={Intent.PRIMARY} icon="envelope" text={connecting ? 'Waiting for Google...' : 'Connect Gmail'} onClick={() => void connect()} disabled={connecting} />
      </div>
    );
  }
  const failure = messages.isError ? (messages.error instanceof ApiRequestError ? messages.error.message : 'Failed to fetch messages') : messages.data && !messages.data.success && !messages.data.needsAuth ? (messages.data.error ?? 'Failed to fetch messages') : null;
  return (
    <div>
      {messages.isPending && <Spinner size={20} aria-label="Loading messages" />}
      {failure && (
        <Callout intent={Intent.DANGER} role="alert">
          {failure}
          <Button size="small" text="Try Again" style={{ marginLeft: 8 }} onClick={() => void messages.refetch()} />
        </Callout>
      )}
      {messages.data?.success && messages.data.data && (
        messages.data.data.messages.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>No recent emails</p>
        ) : (
          <ul aria-label="Recent emails" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {messages.data.data.messages.slice(0, GMAIL_MESSAGE_COUNT).map((message) => (
              <Message key={message.id} message={message} />
            ))}
          </ul>
        )
      )}
      <Button variant="minimal" size="small" icon="disable" text="Disconnect" onClick={() => void disconnect()} style={{ marginTop: 8 }} />
    </div>
  );
}
