/**
 * /investments/tax-report: a list's realised gains of one calendar year, short and long term,
 * lot by lot with wash-sale warnings, the dividends of the year, and the Form 8949-like CSV
 * (docs/returns.md, "Tax report"). ?listId= and ?year= choose what it shows.
 */
import { Button, Callout, H1, H2, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import type { TaxReport } from '@folio/contracts';
import { useNavigate, useSearchParams } from '@folio/shell-kit/router';
import { useState } from 'react';
import { messageOf } from '../common/notify.ts';
import { chooseList } from '../lists/choose-list.ts';
import { useLists } from '../lists/use-lists.ts';
import { DisposalsTable, methodName, YearDividends } from './DisposalsTable.tsx';
import { TaxTotals } from './TaxTotals.tsx';
import { downloadTaxReport, useTaxReport, yearChoices } from './use-tax-report.ts';
import '../portfolio.css';
import './tax-report.css';

function ReportBody({ report }: { report: TaxReport }) {
  const methods = report.methodsUsed.map(methodName).join(', ');
  return (
    <>
      <p className="folio-muted" data-testid="tax-method">
        Amounts in {report.currency}. Lot method: {methodName(report.method)}
        {report.methodsUsed.length > 0 && methods !== methodName(report.method) ? ` (this year's sales used ${methods})` : ''}.
      </p>
      {!report.complete && (
        <Callout intent="warning" compact>
          Some exchange rates could not be loaded: those amounts are in their listing currency.
        </Callout>
      )}
      <TaxTotals report={report} />
      <H2 className="folio-tax-heading">Sales</H2>
      {report.disposals.length === 0 ? (
        <p data-testid="tax-no-sales">No sales were recorded in {report.year}.</p>
      ) : (
        <>
          {report.washSaleCount > 0 && (
            <Callout intent="warning" compact icon="warning-sign" data-testid="tax-wash-warning">
              {report.washSaleCount === 1 ? 'One sale at a loss' : `${report.washSaleCount} sales at a loss`} had a purchase of the same
              symbol within 30 days (wash-sale rule): that part of the loss is not deductible and adds to the replacement shares' basis. The
              book is not changed; the CSV carries code W and the amount.
            </Callout>
          )}
          <DisposalsTable report={report} />
        </>
      )}
      <H2 className="folio-tax-heading">Dividends received</H2>
      <YearDividends report={report} />
    </>
  );
}

export function TaxReportScreen({ now = () => new Date() }: { now?: () => Date }) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const lists = useLists();
  const list = lists.data ? chooseList(lists.data, search.get('listId')) : null;
  const currentYear = now().getFullYear();
  const asked = Number(search.get('year'));
  const year = Number.isInteger(asked) && asked >= 1900 && asked <= currentYear ? asked : currentYear;
  const report = useTaxReport(list?.id ?? null, year);
  const [downloading, setDownloading] = useState(false);
  const choose = (patch: { listId?: string; year?: number }) =>
    setSearch({ listId: patch.listId ?? list?.id ?? '', year: String(patch.year ?? year) }, { replace: true });
  const download = async () => {
    if (!list) return;
    setDownloading(true);
    await downloadTaxReport(list, year);
    setDownloading(false);
  };

  return (
    <section className="folio-portfolio folio-tax" data-testid="tax-report-page">
      <header className="folio-page-header">
        <H1>Tax Report</H1>
        <div className="folio-inline folio-tax-controls">
          {lists.data && list && (
            <HTMLSelect aria-label="List" value={list.id} onChange={(event) => choose({ listId: event.currentTarget.value })}>
              {lists.data.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </HTMLSelect>
          )}
          <HTMLSelect aria-label="Tax year" value={year} onChange={(event) => choose({ year: Number(event.currentTarget.value) })}>
            {yearChoices(currentYear, year).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </HTMLSelect>
          <Button icon="download" text="Download CSV" disabled={!report.data} loading={downloading} onClick={() => void download()} />
          <Button
            icon="cross"
            text="Close"
            onClick={() => navigate(list ? `/investments?listId=${encodeURIComponent(list.id)}` : '/investments')}
          />
        </div>
      </header>
      {lists.isPending && <NonIdealState icon={<Spinner />} title="Loading your lists..." />}
      {lists.isError && <NonIdealState icon="error" title="Failed to load your lists" description={lists.error.message} />}
      {list && report.isPending && <NonIdealState icon={<Spinner />} title="Loading the tax report..." />}
      {list && report.isError && (
        <NonIdealState
          icon="error"
          title="Failed to load the tax report"
          description={messageOf(report.error)}
          action={<Button icon="refresh" text="Retry" onClick={() => void report.refetch()} />}
        />
      )}
      {report.data && <ReportBody report={report.data} />}
    </section>
  );
}
