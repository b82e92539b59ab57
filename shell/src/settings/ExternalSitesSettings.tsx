import { Button, ButtonGroup, InputGroup, Radio, Section, SectionCard, Switch, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { SYMBOL_PLACEHOLDER, type ExternalSite, type SiteDraft } from '@folio/shell-kit';
import { defaultSiteChosen, siteAdded, siteDeleted, siteToggled, siteUpdated } from './settings-slice.ts';

function SiteForm({ initial, submitText, onSubmit, onCancel }: {
  initial: SiteDraft;
  submitText: string;
  onSubmit: (draft: SiteDraft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Name and URL are both required; otherwise nothing happens (spec section 5).
    if (!draft.name.trim() || !draft.url.trim()) return;
    onSubmit(draft);
    if (!onCancel) setDraft({ name: '', url: '', icon: '' });
  };
  return (
    <form className="folio-site-form" onSubmit={submit}>
      <InputGroup aria-label="Icon" placeholder="🔗" className="folio-site-icon" value={draft.icon ?? ''} onValueChange={(icon) => setDraft({ ...draft, icon })} />
      <InputGroup aria-label="Site name" placeholder="Name" value={draft.name} onValueChange={(name) => setDraft({ ...draft, name })} />
      <InputGroup
        aria-label="URL template"
        placeholder={`https://example.com/quote/${SYMBOL_PLACEHOLDER}`}
        className="folio-site-url"
        value={draft.url}
        onValueChange={(url) => setDraft({ ...draft, url })}
      />
      <ButtonGroup>
        <Button type="submit" icon={onCancel ? 'tick' : 'plus'} text={submitText} />
        {onCancel && <Button icon="cross" text="Cancel" onClick={onCancel} />}
      </ButtonGroup>
    </form>
  );
}

function SiteRow({ site, isDefault }: { site: ExternalSite; isDefault: boolean }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="folio-site">
        <SiteForm
          initial={{ name: site.name, url: site.url, icon: site.icon }}
          submitText="Save"
          onSubmit={(draft) => {
            dispatch(siteUpdated({ name: site.name, draft }));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="folio-site" data-site={site.name}>
      <Radio
        aria-label={`Make ${site.name} the default`}
        checked={isDefault}
        disabled={!site.isEnabled}
        onChange={() => dispatch(defaultSiteChosen(site.name))}
      />
      <span className="folio-site-name">
        <span aria-hidden="true">{site.icon}</span> {site.name} {isDefault && <Tag minimal>Default</Tag>}
        <span className="folio-muted folio-site-template">{site.url}</span>
      </span>
      <Switch
        aria-label={`Enable ${site.name}`}
        checked={site.isEnabled}
        onChange={(event) => dispatch(siteToggled({ name: site.name, isEnabled: event.currentTarget.checked }))}
      />
      <ButtonGroup>
        <Button icon="edit" aria-label={`Rename ${site.name}`} onClick={() => setEditing(true)} />
        <Button icon="trash" aria-label={`Delete ${site.name}`} onClick={() => dispatch(siteDeleted(site.name))} />
      </ButtonGroup>
    </li>
  );
}

/** Research sites linked from each symbol; {symbol} in the template becomes the ticker. */
export function ExternalSitesSettings() {
  const dispatch = useAppDispatch();
  const { externalSites, defaultExternalSite } = useAppSelector((state) => state.settings);
  return (
    <Section title="External Sites" icon="link" subtitle={`Links opened from a symbol; ${SYMBOL_PLACEHOLDER} is replaced by the ticker.`}>
      <SectionCard>
        <ul className="folio-sites">
          {externalSites.map((site) => (
            <SiteRow key={site.name} site={site} isDefault={site.name === defaultExternalSite} />
          ))}
        </ul>
        <SiteForm initial={{ name: '', url: '', icon: '' }} submitText="Add site" onSubmit={(draft) => dispatch(siteAdded(draft))} />
      </SectionCard>
    </Section>
  );
}
