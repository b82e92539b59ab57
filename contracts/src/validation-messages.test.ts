import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldLabel, issueSentence, issuesSentence } from './validation-messages.ts';

const sentenceOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return issuesSentence(result.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message })));
};

describe('validation messages read as sentences', () => {
  it('names fields in words', () => {
    expect(fieldLabel(['purchasePrice'])).toBe('Purchase price');
    expect(fieldLabel(['items', 2, 'symbol'])).toBe('Item 3 symbol');
    expect(fieldLabel([])).toBe('Value');
  });

  it('keeps messages the schemas wrote as sentences, and continues lower-case ones', () => {
    expect(issueSentence(['password'], 'Password must be at least 8 characters')).toBe('Password must be at least 8 characters');
    expect(issueSentence(['purchaseDate'], 'is not a real date')).toBe('Purchase date is not a real date');
  });

  it("rewords zod's defaults with the field's name", () => {
    const schema = z.object({ quantity: z.number().min(1), kind: z.enum(['deposit', 'withdrawal']), note: z.string().max(3) });
    expect(sentenceOf(schema, { quantity: 'x', kind: 'deposit', note: '' })).toBe('Quantity must be a number');
    expect(sentenceOf(schema, { kind: 'deposit', note: '' })).toBe('Quantity is required');
    expect(sentenceOf(schema, { quantity: 0, kind: 'gift', note: 'long' })).toBe(
      'Quantity must be at least 1. Kind must be one of "deposit", "withdrawal". Note must be at most 3 characters',
    );
  });
});
