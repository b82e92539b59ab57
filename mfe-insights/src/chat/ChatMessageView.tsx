import { Button, Tag } from '@blueprintjs/core';
import { confidencePercent } from '@folio/contracts';
import { formatTime } from '../common/dates.ts';
import { Markdown } from '../common/Markdown.tsx';
import type { ChatMessage } from './chat-slice.ts';

/** One message: the assistant's in markdown with its confidence, sources and follow-up questions. */
export function ChatMessageView({ message, onFollowUp, disabled }: {
  message: ChatMessage;
  onFollowUp: (question: string) => void;
  disabled: boolean;
}) {
  const mine = message.type === 'user';
  return (
    <div className={`folio-ins-chat-message ${mine ? 'folio-ins-chat-user' : 'folio-ins-chat-assistant'}`} data-testid={`chat-${message.type}`}>
      {mine ? <p>{message.content}</p> : <Markdown text={message.content} />}
      <div className="folio-ins-inline folio-ins-small folio-ins-muted">
        <span>{formatTime(message.timestamp)}</span>
        {message.confidence !== undefined && <Tag minimal>Confidence: {confidencePercent(message.confidence)}%</Tag>}
      </div>
      {message.sources && message.sources.length > 0 && (
        <div className="folio-ins-small folio-ins-muted">Sources: {message.sources.join('; ')}</div>
      )}
      {message.followUpQuestions && message.followUpQuestions.length > 0 && (
        <div className="folio-ins-chat-followups" aria-label="Follow-up questions">
          {message.followUpQuestions.map((question) => (
            <Button key={question} size="small" variant="outlined" text={question} disabled={disabled} onClick={() => onFollowUp(question)} />
          ))}
        </div>
      )}
    </div>
  );
}
