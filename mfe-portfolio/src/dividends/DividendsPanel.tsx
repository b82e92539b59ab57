/**
 * Dividends on the Investments screen: the income the summary reports (trailing 12 months, per
 * year, yields when the list shows them), a Record dividend button, and the provider's dividends
 * and splits for what the list holds, each to Confirm or Dismiss (docs/returns.md).
 */
import { Button, ButtonGroup, Callout, Card, H5, HTMLTable } from '@blueprintjs/core';
import type { DividendSuggestion, PortfolioSummary, SplitSuggestion } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '../common/dates.ts';
import { alertUser, messageOf } from '../common/notify.ts';
import { quantityText } from '../common/numbers.ts';
import { investmentKeys } from '../keys.ts';
import { DividendDialog } from './DividendDialog.tsx';
import { useCorporateActions, useDividendCommands } from './use-dividends.ts';
import './dividends.css';

export interface DividendsPanelProps {
  listId: string;
  /** Symbols the list holds shares of: what a dividend can be recorded on. */
  symbols: readonly string[];
  trackDividends: boolean;
  showDividendYield: boolean;
}

const LATEST_OFFERS = 8;

const percentText = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(2)}%`);

export function DividendIncome({ income, showDividendYield, currency }: { income: NonNullable<PortfolioSummary['dividends']>; showDividendYield: boolean; currency?: string | undefined }) {
  const money = (value: number) => formatCurrency(value, undefined, currency);
  return (
    <dl className="folio-dividend-income" data-testid="dividend-income">
      <div>
        <dt>Last 12 months</dt>
        <dd>{money(income.trailingTwelveMonths)}</dd>
      </div>
      {showDividendYield && (
        <>
          <div>
            <dt>Yield on cost</dt>
            <dd>{percentText(income.yieldOnCost)}</dd>
          </div>
          <div>
            <dt>Current yield</dt>
            <dd>{percentText(income.currentYield)}</dd>
          </div>
        </>
      )}
      {income.byYear.slice(-3).map((year) => (
        <div key={year.year}>
          <dt>{year.year}</dt>
          <dd>{money(year.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

function DividendOffers({ offers, onConfirm, onDismiss }: { offers: readonly DividendSuggestion[]; onConfirm(offer: DividendSuggestion): void; onDismiss(offer: DividendSuggestion): void }) {
  return (
    <div className="folio-table-scroll">
      <HTMLTable compact className="folio-wide" aria-label="Dividends to confirm">
        <thead>
          <tr>
            <th>Stock</th>
            <th>Ex-date</th>
            <th className="folio-numeric">Shares</th>
            <th className="folio-numeric">Per share</th>
            <th className="folio-numeric">Amount</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={`${offer.symbol}-${offer.exDate}`}>
              <td>{offer.symbol}</td>
              <td>{formatDay(offer.exDate)}</td>
              <td className="folio-numeric">{quantityText(offer.quantity)}</td>
              <td className="folio-numeric">{offer.perShare}</td>
              <td className="folio-numeric">{formatCurrency(offer.amount)}</td>
              <td>
                <ButtonGroup size="small">
                  <Button text="Confirm" intent="primary" aria-label={`Confirm ${offer.symbol} dividend of ${formatDay(offer.exDate)}`} onClick={() => onConfirm(offer)} />
                  <Button text="Dismiss" aria-label={`Dismiss ${offer.symbol} dividend of ${formatDay(offer.exDate)}`} onClick={() => onDismiss(offer)} />
                </ButtonGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function SplitOffers({ offers, onApply, onDismiss }: { offers: readonly SplitSuggestion[]; onApply(offer: SplitSuggestion): void; onDismiss(offer: SplitSuggestion): void }) {
  return (
    <ul className="folio-split-offers" aria-label="Splits to confirm">
      {offers.map((offer) => (
        <li key={`${offer.symbol}-${offer.date}`}>
          <span>
            <strong>{offer.symbol}</strong> split {offer.numerator}:{offer.denominator} on {formatDay(offer.date)}: {quantityText(offer.sharesBefore)} shares bought before it
            become {quantityText(offer.sharesAfter)}, cost unchanged.
          </span>
          <ButtonGroup size="small">
            <Button text="Confirm" intent="primary" aria-label={`Confirm ${offer.symbol} split of ${formatDay(offer.date)}`} onClick={() => onApply(offer)} />
            <Button text="Dismiss" aria-label={`Dismiss ${offer.symbol} split of ${formatDay(offer.date)}`} onClick={() => onDismiss(offer)} />
          </ButtonGroup>
        </li>
      ))}
    </ul>
  );
}

export function DividendsPanel({ listId, symbols, trackDividends, showDividendYield }: DividendsPanelProps) {
  const summary = useQuery({ queryKey: investmentKeys.summary(listId), queryFn: () => api.investments.summary(listId) });
  const offers = useCorporateActions(listId);
  const commands = useDividendCommands(listId);
  const [dialog, setDialog] = useState<{ suggestion: DividendSuggestion | null } | null>(null);
  const [allOffers, setAllOffers] = useState(false);
  const failed = (error: unknown) => alertUser(messageOf(error));

  const income = summary.data?.dividends;
  const everyOffer = trackDividends ? (offers.data?.dividends ?? []) : [];
  // A position held for years has dozens: the latest first, the rest on request.
  const dividendOffers = allOffers ? everyOffer : everyOffer.slice(0, LATEST_OFFERS);
  const splitOffers = offers.data?.splits ?? [];
  return (
    <Card className="folio-card folio-dividends" aria-label="Dividends and splits" data-testid="dividends-panel">
      <div className="folio-dividends-header">
        <H5>Dividends</H5>
        {trackDividends && (
          <Button icon="bank-account" text="Record dividend" disabled={symbols.length === 0} onClick={() => setDialog({ suggestion: null })} />
        )}
      </div>
      {!trackDividends && <p className="folio-muted folio-small">This list does not track dividends (Portfolio settings).</p>}
      {trackDividends && income && <DividendIncome income={income} showDividendYield={showDividendYield} currency={summary.data?.currency} />}
      {offers.isError && (
        <Callout intent="warning" compact>
          The provider's dividends and splits could not be loaded.
        </Callout>
      )}
      {splitOffers.length > 0 && (
        <SplitOffers
          offers={splitOffers}
          onApply={(offer) => commands.applySplit.mutate({ symbol: offer.symbol, date: offer.date, numerator: offer.numerator, denominator: offer.denominator }, { onError: failed })}
          onDismiss={(offer) => commands.dismissSplit.mutate({ symbol: offer.symbol, date: offer.date }, { onError: failed })}
        />
      )}
      {dividendOffers.length > 0 && (
        <DividendOffers
          offers={dividendOffers}
          onConfirm={(offer) => setDialog({ suggestion: offer })}
          onDismiss={(offer) => commands.dismissDividend.mutate({ symbol: offer.symbol, exDate: offer.exDate }, { onError: failed })}
        />
      )}
      {everyOffer.length > LATEST_OFFERS && (
        <Button variant="minimal" text={allOffers ? 'Show the latest only' : `Show all ${everyOffer.length} dividends to confirm`} onClick={() => setAllOffers(!allOffers)} />
      )}
      {dialog && (
        <DividendDialog
          symbols={symbols}
          suggestion={dialog.suggestion}
          submitting={commands.record.isPending}
          onSubmit={(body) => commands.record.mutateAsync(body)}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
