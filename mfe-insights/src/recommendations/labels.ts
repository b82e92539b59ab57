/** How recommendation values are labelled and coloured across the screens. */
import { Intent } from '@blueprintjs/core';
import type { RecommendationStatus, RecommendationType, RiskLevel } from '@folio/contracts';

const TYPE_INTENT: Record<RecommendationType, Intent> = {
  buy: Intent.SUCCESS,
  sell: Intent.DANGER,
  hold: Intent.WARNING,
  neutral: Intent.NONE,
  diversify: Intent.PRIMARY,
  rebalance: Intent.PRIMARY,
};

export function typeIntent(type: string): Intent {
  return TYPE_INTENT[type.toLowerCase() as RecommendationType] ?? Intent.NONE;
}

/** 'buy' -> 'BUY'. */
export function typeLabel(type: string): string {
  return type.toUpperCase();
}

const RISK_INTENT: Record<RiskLevel, Intent> = { high: Intent.DANGER, medium: Intent.WARNING, low: Intent.SUCCESS };

export function riskIntent(risk: string): Intent {
  return RISK_INTENT[risk as RiskLevel] ?? Intent.NONE;
}

/** 'medium' -> 'Medium'. */
export function capitalize(word: string): string {
  return word ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word;
}

const STATUS_INTENT: Record<RecommendationStatus, Intent> = { ACTIVE: Intent.PRIMARY, DONE: Intent.SUCCESS, DELETED: Intent.NONE };

export function statusIntent(status: string): Intent {
  return STATUS_INTENT[status as RecommendationStatus] ?? Intent.NONE;
}
