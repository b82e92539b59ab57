import { Card, Classes, H1, H2, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from '@folio/shell-kit/router';
import { GmailWidget } from '../gmail/GmailWidget.tsx';

function LabCard({ title, children, to }: { title: string; children: ReactNode; to?: string }) {
  return (
    <Card style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <H2 style={{ margin: 0, fontSize: 18 }}>{to ? <Link to={to}>{title}</Link> : title}</H2>
      <div>{children}</div>
    </Card>
  );
}

/** /labs: experimental features (dashboard-news-tools.md section 2). */
export default function LabsPage() {
  return (
    <section data-testid="labs-page">
      <H1>Labs</H1>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' }}>
        <LabCard title="Trends" to="/trends">
          Bullish and bearish signals across your stocks.
        </LabCard>
        <LabCard title="Smart Lists" to="/smart-lists">
          Lists that pick and weight their own members.
        </LabCard>
        <LabCard title="News" to="/news">
          Headlines for your portfolio and the market.
        </LabCard>
        <LabCard title="Recent emails">
          <GmailWidget />
        </LabCard>
        <LabCard title="Coming Soon">
          <Tag minimal>Soon</Tag> More experiments are on the way.
        </LabCard>
      </div>
      <p className={Classes.TEXT_MUTED} style={{ marginTop: 16 }}>
        About Labs: these features are experimental; they may change or disappear.
      </p>
    </section>
  );
}
