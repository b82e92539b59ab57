import { Classes } from '@blueprintjs/core';
import { useMemo } from 'react';
import { formatReasoning } from './reasoning-format.ts';

/** Reasoning formatted for reading: labelled lines, bullets or paragraphs, then its links. */
export function ReasoningView({ text }: { text: string | readonly string[] }) {
  const { body, links } = useMemo(() => formatReasoning(text), [text]);
  return (
    <div className="folio-ins-reasoning" data-testid="formatted-reasoning">
      {body.kind === 'lines' && (
        <dl className="folio-ins-lines">
          {body.lines.map((line, index) => (
            <div key={index}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {body.kind === 'bullets' && (
        <ul className={Classes.LIST}>
          {body.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
      {body.kind === 'text' && body.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      {links.length > 0 && (
        <div className="folio-ins-links">
          <strong>Links</strong>
          <ul className={Classes.LIST}>
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
