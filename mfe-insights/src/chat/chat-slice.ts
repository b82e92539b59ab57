/**
 * The assistant chat's client state (core.md sections 3-5 and 8), a Redux Toolkit slice used
 * with useReducer inside the panel: messages, the input, busy while a question is answered, and
 * the suggestions panel. Clear Chat starts a new conversation; a late answer to the old one is dropped.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatHistoryItem, ChatResponse } from '@folio/contracts';

export interface ChatMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
  /** 0-1, shown as a percent. */
  confidence?: number;
  sources?: string[];
  followUpQuestions?: string[];
}

export interface ChatState {
  messages: ChatMessage[];
  input: string;
  busy: boolean;
  showSuggestions: boolean;
  /** Bumped by Clear Chat. */
  conversation: number;
  nextId: number;
}

export const WELCOME_MESSAGE =
  "Hello! I'm your portfolio assistant. Ask me about your holdings, performance, risk or recommendations, or pick one of the suggested questions.";

export function errorReply(message: string | null | undefined): string {
  return `Sorry, I encountered an error processing your question: ${message?.trim() || 'Unknown error'}. Please try again.`;
}

const welcome = (timestamp: string): ChatMessage => ({ id: 'welcome', type: 'assistant', content: WELCOME_MESSAGE, timestamp });

export function initialChatState(timestamp = new Date().toISOString()): ChatState {
  return { messages: [welcome(timestamp)], input: '', busy: false, showSuggestions: true, conversation: 0, nextId: 1 };
}

/** Send is possible with some text (after trimming) and nothing in flight. */
export function canSend(state: Pick<ChatState, 'input' | 'busy'>): boolean {
  return state.input.trim().length > 0 && !state.busy;
}

/** What the server reads of the conversation: every message but the welcome. */
export function chatHistory(state: Pick<ChatState, 'messages'>): ChatHistoryItem[] {
  return state.messages
    .filter((message) => message.id !== 'welcome')
    .map(({ type, content, timestamp }) => ({ type, content, timestamp }));
}

type Stamped<T> = PayloadAction<T & { timestamp: string; conversation: number }>;

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    inputChanged(state, action: PayloadAction<string>) {
      state.input = action.payload;
    },
    /** A suggestion or follow-up fills the input; the user still sends it. */
    questionChosen(state, action: PayloadAction<string>) {
      if (!state.busy) state.input = action.payload;
    },
    sent(state, action: PayloadAction<{ timestamp: string }>) {
      if (!canSend(state)) return;
      state.messages.push({ id: `m${state.nextId++}`, type: 'user', content: state.input.trim(), timestamp: action.payload.timestamp });
      state.input = '';
      state.busy = true;
    },
    answered(state, action: Stamped<{ response: ChatResponse }>) {
      if (action.payload.conversation !== state.conversation) return;
      const { answer, confidence, sources, followUpQuestions } = action.payload.response;
      state.messages.push({ id: `m${state.nextId++}`, type: 'assistant', content: answer, timestamp: action.payload.timestamp, confidence, sources, followUpQuestions });
      state.busy = false;
    },
    failed(state, action: Stamped<{ message: string }>) {
      if (action.payload.conversation !== state.conversation) return;
      state.messages.push({ id: `m${state.nextId++}`, type: 'assistant', content: errorReply(action.payload.message), timestamp: action.payload.timestamp });
      state.busy = false;
    },
    cleared(state, action: PayloadAction<{ timestamp: string }>) {
      state.messages = [welcome(action.payload.timestamp)];
      state.busy = false;
      state.conversation += 1;
    },
    suggestionsToggled(state) {
      state.showSuggestions = !state.showSuggestions;
    },
  },
});

export const { inputChanged, questionChosen, sent, answered, failed, cleared, suggestionsToggled } = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
