import { describe, expect, it } from 'vitest';
import { formatReasoning, humanizeKey, markdownPreview, reasoningPreview, stripCodeFences } from './reasoning-format.ts';

describe('reasoning formatting (core.md section 9)', () => {
  it('strips code fences', () => {
    expect(stripCodeFences('```\nRSI is high\n```')).toBe('RSI is high');
    expect(stripCodeFences('Before ```text\ninside\n``` after')).toBe('Before inside after');
    expect(formatReasoning('```json\n{"rsi": 74.2}\n```')).toEqual({ body: { kind: 'lines', lines: [{ label: 'Rsi', value: '74.2' }] }, links: [] });
  });

  it('turns JSON into labelled lines, nested keys included', () => {
    const result = formatReasoning('{"targetPrice": 210.5, "risk_level": "high", "signals": ["RSI", "MACD"], "valuation": {"peRatio": 41, "cheap": false}, "note": null}');
    expect(result.body).toEqual({
      kind: 'lines',
      lines: [
        { label: 'Target Price', value: '210.5' },
        { label: 'Risk Level', value: 'high' },
        { label: 'Signals', value: 'RSI, MACD' },
        { label: 'Valuation Pe Ratio', value: '41' },
        { label: 'Valuation Cheap', value: 'No' },
        { label: 'Note', value: 'N/A' },
      ],
    });
  });

  it('turns a JSON list of strings into bullets', () => {
    expect(formatReasoning('["RSI 74 is above 70", "P/E 41 vs sector 25"]').body).toEqual({
      kind: 'bullets',
      items: ['RSI 74 is above 70', 'P/E 41 vs sector 25'],
    });
  });

  it('turns key-value text into labelled lines', () => {
    expect(formatReasoning('RSI: 74.2; P/E: 41; sector: Technology').body).toEqual({
      kind: 'lines',
      lines: [
        { label: 'RSI', value: '74.2' },
        { label: 'P/E', value: '41' },
        { label: 'Sector', value: 'Technology' },
      ],
    });
    expect(formatReasoning('rsi=74, pe_ratio=41, sector=Technology').body).toEqual({
      kind: 'lines',
      lines: [
        { label: 'Rsi', value: '74' },
        { label: 'Pe Ratio', value: '41' },
        { label: 'Sector', value: 'Technology' },
      ],
    });
    expect(formatReasoning('Trend: up\nMomentum: strong').body).toMatchObject({ kind: 'lines', lines: [{ label: 'Trend' }, { label: 'Momentum' }] });
  });

  it('does not take sentences with figures or times for keys', () => {
    expect(formatReasoning('RSI 81.0 is above 70: overbought; Position is 14.9% of the list').body).toEqual({
      kind: 'bullets',
      items: ['RSI 81.0 is above 70: overbought', 'Position is 14.9% of the list'],
    });
    expect(formatReasoning('Earnings at 10:30 tomorrow').body).toEqual({ kind: 'text', paragraphs: ['Earnings at 10:30 tomorrow'] });
  });

  it('makes bullets of a semicolon list only when every item is under 200 characters', () => {
    expect(formatReasoning('Golden cross 6 days ago; ROE 32% meets the 15% minimum; PEG 0.8 is attractive').body).toEqual({
      kind: 'bullets',
      items: ['Golden cross 6 days ago', 'ROE 32% meets the 15% minimum', 'PEG 0.8 is attractive'],
    });
    const long = `${'a'.repeat(199)}; short`;
    expect(formatReasoning(long).body.kind).toBe('bullets');
    const tooLong = `${'a'.repeat(200)}; short`;
    expect(formatReasoning(tooLong).body).toEqual({ kind: 'text', paragraphs: [tooLong] });
  });

  it('moves links to the end', () => {
    const result = formatReasoning('Strong quarter, see https://example.com/q3.html. Analysts agree [per Reuters](https://reuters.com/x); RSI 55');
    expect(result.links).toEqual([
      { text: 'per Reuters', url: 'https://reuters.com/x' },
      { text: 'https://example.com/q3.html', url: 'https://example.com/q3.html' },
    ]);
    expect(result.body).toEqual({ kind: 'bullets', items: ['Strong quarter, see. Analysts agree per Reuters', 'RSI 55'] });
  });

  it('keeps plain text as paragraphs and copes with nothing', () => {
    expect(formatReasoning('First thought.\n\nSecond thought.').body).toEqual({ kind: 'text', paragraphs: ['First thought.', 'Second thought.'] });
    expect(formatReasoning(null)).toEqual({ body: { kind: 'text', paragraphs: [] }, links: [] });
    expect(formatReasoning(['a', 'b']).body).toEqual({ kind: 'bullets', items: ['a', 'b'] });
  });

  it('humanizes keys', () => {
    expect(humanizeKey('targetPrice')).toBe('Target Price');
    expect(humanizeKey('risk_level')).toBe('Risk Level');
    expect(humanizeKey('RSI')).toBe('RSI');
  });
});

describe('previews', () => {
  it('cuts the reasoning preview at 100 characters on one line', () => {
    expect(reasoningPreview('short\nreason')).toBe('short reason');
    const text = 'x'.repeat(120);
    expect(reasoningPreview(text)).toBe(`${'x'.repeat(100)}...`);
    expect(reasoningPreview('y'.repeat(100))).toBe('y'.repeat(100));
  });

  it('previews markdown without its marks', () => {
    expect(markdownPreview('## AAPL: Hold\n\n**Confidence 53%**, priority medium')).toBe('AAPL: Hold Confidence 53%, priority medium');
  });
});
