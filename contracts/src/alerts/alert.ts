/**
 * Alerts (dashboard-news-tools.md sections 3 and 5): the entity, its four types, the form's
 * defaults and the hints the form and the server both give. `alertHints` is the one rule: the
 * Alerts page shows its hints after a submit attempt, and POST /api/alerts answers 400 with the
 * first of them, so a request the page would refuse is refused the same way.
 */
import { z } from 'zod';

export const ALERT_TYPES = ['PRICE', 'PERCENT_MOVE', 'NEWS', 'TECHNICAL_ANALYSIS'] as const;
export const AlertTypeSchema = z.enum(ALERT_TYPES, { error: 'Type must be PRICE, PERCENT_MOVE, NEWS or TECHNICAL_ANALYSIS' });
export type AlertType = z.infer<typeof AlertTypeSchema>;

export const ALERT_CHANNELS = ['IN_APP', 'EMAIL'] as const;
export const AlertChannelSchema = z.enum(ALERT_CHANNELS, { error: 'Channel must be IN_APP or EMAIL' });
export type AlertChannel = z.infer<typeof AlertChannelSchema>;

export const PRICE_CONDITIONS = ['ABOVE', 'BELOW'] as const;
export type PriceCondition = (typeof PRICE_CONDITIONS)[number];

export const TECHNICAL_INDICATORS = [
  'RSI', 'MACD', 'MACD_SIGNAL', 'MACD_HISTOGRAM', 'MACD_CROSSOVER', 'SMA_20', 'EMA_20', 'PRICE_VS_SMA', 'PRICE_VS_EMA',
] as const;
export type TechnicalIndicator = (typeof TECHNICAL_INDICATORS)[number];

export const TECHNICAL_CONDITIONS = ['ABOVE', 'BELOW', 'CROSSES_ABOVE', 'CROSSES_BELOW'] as const;
export type TechnicalCondition = (typeof TECHNICAL_CONDITIONS)[number];

export const TECHNICAL_SIGNALS = ['BUY', 'SELL', 'BULLISH', 'BEARISH'] as const;
export type TechnicalSignal = (typeof TECHNICAL_SIGNALS)[number];

/** The badge a type shows ('TECHNICAL' for technical analysis). */
export const ALERT_TYPE_BADGES: Record<AlertType, string> = {
  PRICE: 'PRICE',
  PERCENT_MOVE: 'PERCENT_MOVE',
  NEWS: 'NEWS',
  TECHNICAL_ANALYSIS: 'TECHNICAL',
};

export const AlertSchema = z
  .object({
    id: z.string(),
    symbol: z.string(),
    type: AlertTypeSchema,
    channel: AlertChannelSchema,
    listId: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    lastTriggeredAt: z.string().nullable(),
    condition: z.enum(PRICE_CONDITIONS).nullable(),
    targetPrice: z.number().nullable(),
    percentChange: z.number().nullable(),
    criticalOnly: z.boolean().nullable(),
    technicalIndicator: z.enum(TECHNICAL_INDICATORS).nullable(),
    technicalCondition: z.enum(TECHNICAL_CONDITIONS).nullable(),
    technicalValue: z.number().nullable(),
    technicalSignal: z.enum(TECHNICAL_SIGNALS).nullable(),
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof AlertSchema>;

export const AlertsResponseSchema = z.array(AlertSchema).meta({ id: 'Alerts' });

/** What the form holds: numbers as typed (strings) so a half-typed value is still the user's. */
export interface AlertForm {
  symbol: string;
  type: AlertType;
  channel: AlertChannel;
  listId: string | null;
  condition: PriceCondition | '';
  targetPrice: string;
  percentChange: string;
  criticalOnly: boolean;
  technicalIndicator: TechnicalIndicator | '';
  technicalCondition: TechnicalCondition | '';
  technicalValue: string;
  technicalSignal: TechnicalSignal | '';
}

/** Defaults: type PRICE, condition ABOVE, channel IN_APP, criticalOnly true, technical RSI / ABOVE / 70 / SELL. */
export const ALERT_FORM_DEFAULTS: AlertForm = {
  symbol: '',
  type: 'PRICE',
  channel: 'IN_APP',
  listId: null,
  condition: 'ABOVE',
  targetPrice: '',
  percentChange: '',
  criticalOnly: true,
  technicalIndicator: 'RSI',
  technicalCondition: 'ABOVE',
  technicalValue: '70',
  technicalSignal: 'SELL',
};

export const ALERT_HINTS = {
  symbol: 'Enter a symbol',
  condition: 'Select a condition',
  targetPrice: 'Enter a valid target price',
  percentChange: 'Enter a valid percentage',
  technicalIndicator: 'Select a technical indicator',
  technicalValue: 'Enter a threshold value',
  technicalSignal: 'Select a signal type',
} as const;
export type AlertHintField = keyof typeof ALERT_HINTS;

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

/**
 * The hints an alert draws, by field (section 5): symbol required; PRICE a condition and a target
 * price above 0; PERCENT_MOVE a percent change above 0; NEWS nothing more; TECHNICAL_ANALYSIS an
 * indicator, a condition, a threshold (any number, 0 included) and a signal.
 */
export function alertHints(input: Record<string, unknown>): Partial<Record<AlertHintField, string>> {
  const hints: Partial<Record<AlertHintField, string>> = {};
  if (typeof input.symbol !== 'string' || input.symbol.trim() === '') hints.symbol = ALERT_HINTS.symbol;
  const type = input.type;
  if (type === 'PRICE') {
    if (!PRICE_CONDITIONS.includes(input.condition as PriceCondition)) hints.condition = ALERT_HINTS.condition;
    const price = asNumber(input.targetPrice);
    if (price === null || price <= 0) hints.targetPrice = ALERT_HINTS.targetPrice;
  } else if (type === 'PERCENT_MOVE') {
    const percent = asNumber(input.percentChange);
    if (percent === null || percent <= 0) hints.percentChange = ALERT_HINTS.percentChange;
  } else if (type === 'TECHNICAL_ANALYSIS') {
    if (!TECHNICAL_INDICATORS.includes(input.technicalIndicator as TechnicalIndicator)) hints.technicalIndicator = ALERT_HINTS.technicalIndicator;
    if (!TECHNICAL_CONDITIONS.includes(input.technicalCondition as TechnicalCondition)) hints.condition = ALERT_HINTS.condition;
    if (asNumber(input.technicalValue) === null) hints.technicalValue = ALERT_HINTS.technicalValue;
    if (!TECHNICAL_SIGNALS.includes(input.technicalSignal as TechnicalSignal)) hints.technicalSignal = ALERT_HINTS.technicalSignal;
  }
  return hints;
}

const nullableNumber = z.number().nullish();

/**
 * POST /api/alerts: symbol, type, channel, listId plus the type's fields. Fields of other types
 * are ignored; the answer carries null for them.
 */
export const CreateAlertRequestSchema = z
  .object({
    symbol: z.string().max(20, 'Symbol must be at most 20 characters').optional(),
    type: AlertTypeSchema.default('PRICE'),
    channel: AlertChannelSchema.default('IN_APP'),
    listId: z.string().min(1).max(100).nullish(),
    condition: z.string().nullish(),
    targetPrice: nullableNumber,
    percentChange: nullableNumber,
    criticalOnly: z.boolean().nullish(),
    technicalIndicator: z.string().nullish(),
    technicalCondition: z.string().nullish(),
    technicalValue: nullableNumber,
    technicalSignal: z.string().nullish(),
  })
  .superRefine((input, context) => {
    const first = Object.values(alertHints(input))[0];
    if (first) context.addIssue({ code: 'custom', message: first });
  })
  .transform((input) => ({
    symbol: (input.symbol ?? '').trim().toUpperCase(),
    type: input.type,
    channel: input.channel,
    listId: input.listId ?? null,
    condition: input.type === 'PRICE' ? (input.condition as PriceCondition) : null,
    targetPrice: input.type === 'PRICE' ? asNumber(input.targetPrice) : null,
    percentChange: input.type === 'PERCENT_MOVE' ? asNumber(input.percentChange) : null,
    criticalOnly: input.type === 'NEWS' ? (input.criticalOnly ?? true) : null,
    technicalIndicator: input.type === 'TECHNICAL_ANALYSIS' ? (input.technicalIndicator as TechnicalIndicator) : null,
    technicalCondition: input.type === 'TECHNICAL_ANALYSIS' ? (input.technicalCondition as TechnicalCondition) : null,
    technicalValue: input.type === 'TECHNICAL_ANALYSIS' ? asNumber(input.technicalValue) : null,
    technicalSignal: input.type === 'TECHNICAL_ANALYSIS' ? (input.technicalSignal as TechnicalSignal) : null,
  }))
  .meta({ id: 'CreateAlertRequest' });
export type CreateAlertRequest = z.input<typeof CreateAlertRequestSchema>;
export type AlertDraft = z.output<typeof CreateAlertRequestSchema>;

/** The request a filled form sends. */
export function alertRequestFromForm(form: AlertForm): CreateAlertRequest {
  return {
    ...form,
    symbol: form.symbol.trim().toUpperCase(),
    targetPrice: asNumber(form.targetPrice),
    percentChange: asNumber(form.percentChange),
    technicalValue: asNumber(form.technicalValue),
  };
}

export const UpdateAlertRequestSchema = z
  .object({ isActive: z.boolean({ error: 'isActive must be true or false' }) })
  .meta({ id: 'UpdateAlertRequest' });
export type UpdateAlertRequest = z.infer<typeof UpdateAlertRequestSchema>;

/** 'Price above $x.xx', 'x% daily move', 'Critical news only: Yes/No', or the technical rule. */
export function alertDetail(alert: Alert): string {
  switch (alert.type) {
    case 'PRICE':
      return `Price ${alert.condition === 'BELOW' ? 'below' : 'above'} $${(alert.targetPrice ?? 0).toFixed(2)}`;
    case 'PERCENT_MOVE':
      return `${alert.percentChange ?? 0}% daily move`;
    case 'NEWS':
      return `Critical news only: ${alert.criticalOnly === false ? 'No' : 'Yes'}`;
    case 'TECHNICAL_ANALYSIS':
      return `${alert.technicalIndicator} ${alert.technicalCondition} ${alert.technicalValue} (${alert.technicalSignal})`;
  }
}
