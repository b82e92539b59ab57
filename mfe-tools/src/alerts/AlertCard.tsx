import { Button, ButtonGroup, Card, Classes, Intent, Tag } from '@blueprintjs/core';
import { ALERT_TYPE_BADGES, alertDetail, type Alert } from '@folio/contracts';
import { SymbolWithName } from './SymbolWithName.tsx';

const NO_DATE = 'N/A';

/** 'Nov 21, 2026, 3:04 PM', or N/A for a missing or invalid date. */
export function alertDate(value: string | null): string {
  if (!value) return NO_DATE;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? NO_DATE
    : date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

const CHANNELS = { IN_APP: 'In app', EMAIL: 'Email' } as const;

export interface AlertCardProps {
  alert: Alert;
  busy: boolean;
  onToggle(alert: Alert): void;
  onEdit(alert: Alert): void;
  onDelete(alert: Alert): void;
}

/** One alert: symbol, type and state badges, its detail lines, Enable/Disable, edit and delete. */
export function AlertCard({ alert, busy, onToggle, onEdit, onDelete }: AlertCardProps) {
  return (
    <Card className="folio-alert-card" data-testid="alert-card" aria-label={`${alert.symbol} ${ALERT_TYPE_BADGES[alert.type]} alert`}>
      <div className="folio-alert-card-head">
        <SymbolWithName symbol={alert.symbol} />
        <Tag minimal intent={Intent.PRIMARY}>{ALERT_TYPE_BADGES[alert.type]}</Tag>
        <Tag minimal intent={alert.isActive ? Intent.SUCCESS : Intent.NONE}>{alert.isActive ? 'Active' : 'Inactive'}</Tag>
        <ButtonGroup className="folio-alert-actions">
          <Button size="small" text={alert.isActive ? 'Disable' : 'Enable'} disabled={busy} onClick={() => onToggle(alert)} />
          <Button size="small" icon="edit" aria-label={`Edit ${alert.symbol} alert`} onClick={() => onEdit(alert)} />
          <Button size="small" icon="trash" intent={Intent.DANGER} aria-label={`Delete ${alert.symbol} alert`} disabled={busy} onClick={() => onDelete(alert)} />
        </ButtonGroup>
      </div>
      <ul className={`folio-alert-details ${Classes.LIST_UNSTYLED}`}>
        <li>{alertDetail(alert)}</li>
        <li>Channel: {CHANNELS[alert.channel]}</li>
        <li>Created: {alertDate(alert.createdAt)}</li>
        {alert.lastTriggeredAt !== null && <li data-testid="last-triggered">Last triggered: {alertDate(alert.lastTriggeredAt)}</li>}
      </ul>
    </Card>
  );
}
