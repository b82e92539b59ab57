import { useState } from 'react';
import { Markdown } from '../common/Markdown.tsx';
import { FullTextDialog } from './FullTextDialog.tsx';
import { markdownPreview, reasoningPreview } from './reasoning-format.ts';
import { ReasoningView } from './ReasoningView.tsx';

/**
 * A one-line preview (reasoning cut at 100 characters) that opens the full formatted text in a
 * modal: reasoning through the formatting rules, AI analysis as markdown.
 */
export function PreviewCell({ kind, text, subject }: { kind: 'reasoning' | 'analysis'; text: string; subject: string }) {
  const [open, setOpen] = useState(false);
  const preview = kind === 'reasoning' ? reasoningPreview(text) : markdownPreview(text);
  if (!preview) return <td className="folio-ins-muted">N/A</td>;
  const title = `${kind === 'reasoning' ? 'Reasoning' : 'AI Analysis'}: ${subject}`;
  return (
    <td className="folio-ins-preview-cell">
      {/* The name starts with what the cell is and holds the visible preview (WCAG 2.5.3). */}
      <button type="button" className="folio-ins-preview" title="Show the full text" aria-label={`${title}. ${preview}`} onClick={() => setOpen(true)}>
        {preview}
      </button>
      <FullTextDialog title={title} isOpen={open} onClose={() => setOpen(false)}>
        {kind === 'reasoning' ? <ReasoningView text={text} /> : <Markdown text={text} />}
      </FullTextDialog>
    </td>
  );
}
