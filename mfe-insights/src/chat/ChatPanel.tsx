/**
 * The assistant chat panel, 'Portfolio Assistant' (core.md sections 2-5 and 8). The server answers
 * from the signed-in user's own holdings and recommendations. Exposed as './ChatPanel'.
 */
import { Button, ButtonGroup, H4, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { api } from '@folio/shell-kit/api';
import { errorText } from '../common/errors.ts';
import '../insights.css';
import { chatKeys } from '../keys.ts';
import { ChatMessageView } from './ChatMessageView.tsx';
import {
  answered,
  canSend,
  chatHistory,
  chatReducer,
  cleared,
  failed,
  initialChatState,
  inputChanged,
  questionChosen,
  sent,
  suggestionsToggled,
} from './chat-slice.ts';
import { SuggestionsPanel } from './SuggestionsPanel.tsx';

export interface ChatPanelProps {
  /** The list to talk about; every list when null or absent. */
  listId?: string | null;
  /** Shows a Close button when given. */
  onClose?: () => void;
}

/** core.md section 6: the request carries a fixed placeholder user id; the server uses the session. */
export const CHAT_USER_ID = 'portfolio-assistant-user';

const now = () => new Date().toISOString();

export function ChatPanel({ listId = null, onClose }: ChatPanelProps) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState());
  const suggestions = useQuery({ queryKey: chatKeys.suggestions, queryFn: api.chat.suggestions, staleTime: 5 * 60_000 });
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [state.messages.length, state.busy]);

  const send = async () => {
    if (!canSend(state)) return;
    const question = state.input.trim();
    const { conversation } = state;
    const history = chatHistory(state);
    dispatch(sent({ timestamp: now() }));
    try {
      const response = await api.chat.query({ question, userId: CHAT_USER_ID, chatHistory: history, ...(listId ? { listId } : {}) });
      dispatch(answered({ response, conversation, timestamp: now() }));
    } catch (error) {
      dispatch(failed({ message: errorText(error), conversation, timestamp: now() }));
    }
    // The next question goes where the last one was typed.
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };
  const choose = (question: string) => dispatch(questionChosen(question));

  return (
    <section
      className="folio-ins folio-ins-chat"
      data-testid="chat-panel"
      aria-label="Portfolio Assistant"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) onClose();
      }}
    >
      <header className="folio-ins-section-header">
        <H4>Portfolio Assistant</H4>
        <ButtonGroup>
          <Button icon="lightbulb" text="Suggestions" active={state.showSuggestions} onClick={() => dispatch(suggestionsToggled())} />
          <Button icon="eraser" text="Clear Chat" onClick={() => dispatch(cleared({ timestamp: now() }))} />
          {onClose && <Button icon="cross" text="Close" onClick={onClose} />}
        </ButtonGroup>
      </header>
      {state.showSuggestions && (
        <SuggestionsPanel suggestions={suggestions.data?.suggestions ?? []} loading={suggestions.isPending} onChoose={choose} disabled={state.busy} />
      )}
      <div className="folio-ins-chat-log" ref={log} role="log" aria-live="polite" aria-label="Conversation">
        {state.messages.map((message) => (
          <ChatMessageView key={message.id} message={message} onFollowUp={choose} disabled={state.busy} />
        ))}
        {state.busy && (
          <div className="folio-ins-chat-message folio-ins-chat-assistant folio-ins-inline" role="status">
            <Spinner size={16} /> Thinking...
          </div>
        )}
      </div>
      <form
        className="folio-ins-chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextArea
          aria-label="Your question"
          placeholder="Ask about your portfolio..."
          inputRef={input}
          value={state.input}
          // Read-only, not disabled, while the answer comes: focus stays in the input.
          readOnly={state.busy}
          onChange={(event) => dispatch(inputChanged(event.currentTarget.value))}
          onKeyDown={onKeyDown}
          rows={2}
          fill
        />
        <Button type="submit" intent={Intent.PRIMARY} icon="send-message" text="Send" disabled={!canSend(state)} />
      </form>
    </section>
  );
}

export default ChatPanel;
