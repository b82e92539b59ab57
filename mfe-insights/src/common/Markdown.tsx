import { Classes, HTMLTable } from '@blueprintjs/core';
import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown.ts';

function InlineText({ parts }: { parts: Inline[] }): ReactNode {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={index}>{part.text}</strong>;
      case 'em':
        return <em key={index}>{part.text}</em>;
      case 'code':
        return <code key={index} className={Classes.CODE}>{part.text}</code>;
      case 'link':
        return (
          <a key={index} href={part.url} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        );
      default:
        return part.text;
    }
  });
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      // Inside a dialog or card the analysis is a section, so its headings start small.
      const Tag = (`h${Math.min(6, block.level + 2)}`) as 'h3' | 'h4' | 'h5' | 'h6';
      return <Tag className={Classes.HEADING}><InlineText parts={block.inline} /></Tag>;
    }
    case 'paragraph':
      return <p><InlineText parts={block.inline} /></p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={Classes.LIST}>
          {block.items.map((item, index) => (
            <li key={index}><InlineText parts={item} /></li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div className="folio-ins-scroll-x">
          <HTMLTable compact striped>
            <thead>
              <tr>{block.header.map((cell, index) => <th key={index}><InlineText parts={cell} /></th>)}</tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>{row.map((cell, index) => <td key={index}><InlineText parts={cell} /></td>)}</tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      );
    case 'code':
      return <pre className={Classes.CODE_BLOCK}>{block.text}</pre>;
    case 'rule':
      return <hr />;
  }
}

/** An analyst's markdown text, rendered without HTML. */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={`folio-ins-markdown ${className ?? ''}`}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}
