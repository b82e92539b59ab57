import { Button, Spinner } from '@blueprintjs/core';
import type { SuggestedQuestion } from '@folio/contracts';

/** Suggested questions from the server; choosing one fills the input. */
export function SuggestionsPanel({ suggestions, loading, onChoose, disabled }: {
  suggestions: SuggestedQuestion[];
  loading: boolean;
  onChoose: (question: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="folio-ins-chat-suggestions" aria-label="Suggested questions" role="group">
      {loading && <Spinner size={16} />}
      {suggestions.map((suggestion) => (
        <Button
          key={suggestion.id}
          variant="outlined"
          alignText="start"
          disabled={disabled}
          onClick={() => onChoose(suggestion.question)}
          title={suggestion.description}
          text={suggestion.question}
        />
      ))}
    </div>
  );
}
