import { Card, Elevation, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the auth screens: logo, title and a card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="folio-auth">
      <Link to="/" className="folio-logo folio-auth-logo" aria-label="Folio home">
        <span className="folio-logo-mark" aria-hidden="true">◆</span> Folio
      </Link>
      <Card elevation={Elevation.TWO} className="folio-auth-card">
        <H2>{title}</H2>
        {children}
      </Card>
    </div>
  );
}
