import {
  addSite,
  deleteSite,
  moveWidget,
  setDefaultSite,
  setSiteEnabled,
  setWidgetEnabled,
  setWidgetSpan,
  type SiteDraft,
  type SitesState,
  updateSite,
  type UserSettings,
  type WidgetId,
} from '@folio/shell-kit';
import type { AppAction } from '../app/store.ts';

/** Applies a sites rule and keeps the widget layout as it is. */
function withSites(state: UserSettings, change: (sites: SitesState) => SitesState): UserSettings {
  const sites = change({ externalSites: state.externalSites, defaultExternalSite: state.defaultExternalSite });
  return { ...state, ...sites };
}

/** Each change of the user's settings, by name: the new settings from the old and the payload. */
const changes = {
  settingsLoaded: (_state: UserSettings, settings: UserSettings) => settings,
  widgetToggled: (state: UserSettings, { id, isEnabled }: { id: WidgetId; isEnabled: boolean }) => ({
    ...state,
    widgetColumns: setWidgetEnabled(state.widgetColumns, id, isEnabled),
  }),
  widgetMoved: (state: UserSettings, { id, direction }: { id: WidgetId; direction: 'up' | 'down' }) => ({
    ...state,
    widgetColumns: moveWidget(state.widgetColumns, id, direction),
  }),
  widgetSpanChanged: (state: UserSettings, { id, span }: { id: WidgetId; span: number }) => ({
    ...state,
    widgetColumns: setWidgetSpan(state.widgetColumns, id, span),
  }),
  siteAdded: (state: UserSettings, draft: SiteDraft) => withSites(state, (sites) => addSite(sites, draft)),
  siteUpdated: (state: UserSettings, { name, draft }: { name: string; draft: SiteDraft }) => withSites(state, (sites) => updateSite(sites, name, draft)),
  siteDeleted: (state: UserSettings, name: string) => withSites(state, (sites) => deleteSite(sites, name)),
  siteToggled: (state: UserSettings, { name, isEnabled }: { name: string; isEnabled: boolean }) =>
    withSites(state, (sites) => setSiteEnabled(sites, name, isEnabled)),
  defaultSiteChosen: (state: UserSettings, name: string) => withSites(state, (sites) => setDefaultSite(sites, name)),
};

type Changes = typeof changes;
type ChangeName = keyof Changes;
export type SettingsAction = { [K in ChangeName]: { type: 'settings/change'; change: K; payload: Parameters<Changes[K]>[1] } }[ChangeName];

const creator =
  <K extends ChangeName>(change: K) =>
  (payload: Parameters<Changes[K]>[1]): SettingsAction =>
    ({ type: 'settings/change', change, payload }) as SettingsAction;

export const settingsLoaded = creator('settingsLoaded');
export const widgetToggled = creator('widgetToggled');
export const widgetMoved = creator('widgetMoved');
export const widgetSpanChanged = creator('widgetSpanChanged');
export const siteAdded = creator('siteAdded');
export const siteUpdated = creator('siteUpdated');
export const siteDeleted = creator('siteDeleted');
export const siteToggled = creator('siteToggled');
export const defaultSiteChosen = creator('defaultSiteChosen');

export function settingsReducer(state: UserSettings, action: AppAction): UserSettings {
  if (action.type !== 'settings/change') return state;
  const apply = changes[action.change] as (state: UserSettings, payload: unknown) => UserSettings;
  return apply(state, action.payload);
}
