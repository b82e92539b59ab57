import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';

describe('analysis markdown', () => {
  it('parses the blocks an analyst writes', () => {
    const blocks = parseMarkdown(
      '## AAPL: Hold\n\n**Confidence 53%**, priority medium.\n\n| Indicator | Value |\n|---|---|\n| RSI | 81.0 |\n\n- one\n- two\n\n1. first\n2. second\n\n```\nraw\n```\n---',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'table', 'list', 'list', 'code', 'rule']);
    expect(blocks[2]).toMatchObject({ header: [[{ text: 'Indicator' }], [{ text: 'Value' }]], rows: [[[{ text: 'RSI' }], [{ text: '81.0' }]]] });
    expect(blocks[4]).toMatchObject({ ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] });
  });

  it('parses emphasis, code and only http(s) links', () => {
    expect(parseInline('a **b** _c_ `d` [e](https://x.y/z) [f](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'e', url: 'https://x.y/z' },
      { kind: 'text', text: ' [f](javascript:alert(1))' },
    ]);
  });
});
