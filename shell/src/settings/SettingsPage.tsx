import { H1, HTMLTable, Section, SectionCard } from '@blueprintjs/core';
import { Link } from '@folio/shell-kit/router';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { API_USAGE_MODULE } from '../federation/remote-modules.ts';
import { useRegistry } from '../federation/use-registry.ts';
import { ExternalSitesSettings } from './ExternalSitesSettings.tsx';
import { PasswordSettings } from './PasswordSettings.tsx';
import { SignInsSettings } from './SignInsSettings.tsx';
import { WidgetLayoutSettings } from './WidgetLayoutSettings.tsx';

/** The product's version (dashboard-news-tools.md section 9), not a package version. */
export const APPLICATION_VERSION = '1.0.0';

function ApplicationInfo() {
  const registry = useRegistry();
  return (
    <Section title="Application" icon="info-sign">
      <SectionCard>
        <p>
          Folio version <strong data-testid="app-version">{APPLICATION_VERSION}</strong>
        </p>
        {registry.data && (
          <HTMLTable compact className="folio-settings-table">
            <thead>
              <tr>
                <th>Front-end</th>
                <th>Loaded from</th>
              </tr>
            </thead>
            <tbody>
              {registry.data.remotes.map((remote) => (
                <tr key={remote.name}>
                  <td>{remote.name}</td>
                  <td className="folio-muted">{remote.manifestUrl}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <p>
          Try experimental features in <Link to="/labs">Labs</Link>.
        </p>
      </SectionCard>
    </Section>
  );
}

/** /settings: widget layout, external sites, API usage, password, recent sign-ins, application info and a link to Labs. */
export function SettingsPage() {
  return (
    <div className="folio-settings">
      <H1 className="folio-page-title">Settings</H1>
      <WidgetLayoutSettings />
      <ExternalSitesSettings />
      <Section title="API Usage" icon="dashboard">
        <SectionCard>
          <RemoteSlot module={API_USAGE_MODULE.module} label={API_USAGE_MODULE.label} size="widget" />
        </SectionCard>
      </Section>
      <PasswordSettings />
      <SignInsSettings />
      <ApplicationInfo />
    </div>
  );
}
