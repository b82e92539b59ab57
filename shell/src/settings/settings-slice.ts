import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addSite,
  defaultUserSettings,
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

/** Applies a sites rule and keeps the widget layout as it is. */
function withSites(state: UserSettings, change: (sites: SitesState) => SitesState): UserSettings {
  const sites = change({ externalSites: state.externalSites, defaultExternalSite: state.defaultExternalSite });
  return { ...state, ...sites };
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultUserSettings(),
  reducers: {
    settingsLoaded: (_state, action: PayloadAction<UserSettings>) => action.payload,
    widgetToggled: (state, action: PayloadAction<{ id: WidgetId; isEnabled: boolean }>) => ({
      ...state,
      widgetColumns: setWidgetEnabled(state.widgetColumns, action.payload.id, action.payload.isEnabled),
    }),
    widgetMoved: (state, action: PayloadAction<{ id: WidgetId; direction: 'up' | 'down' }>) => ({
      ...state,
      widgetColumns: moveWidget(state.widgetColumns, action.payload.id, action.payload.direction),
    }),
    widgetSpanChanged: (state, action: PayloadAction<{ id: WidgetId; span: number }>) => ({
      ...state,
      widgetColumns: setWidgetSpan(state.widgetColumns, action.payload.id, action.payload.span),
    }),
    siteAdded: (state, action: PayloadAction<SiteDraft>) => withSites(state, (sites) => addSite(sites, action.payload)),
    siteUpdated: (state, action: PayloadAction<{ name: string; draft: SiteDraft }>) =>
      withSites(state, (sites) => updateSite(sites, action.payload.name, action.payload.draft)),
    siteDeleted: (state, action: PayloadAction<string>) => withSites(state, (sites) => deleteSite(sites, action.payload)),
    siteToggled: (state, action: PayloadAction<{ name: string; isEnabled: boolean }>) =>
      withSites(state, (sites) => setSiteEnabled(sites, action.payload.name, action.payload.isEnabled)),
    defaultSiteChosen: (state, action: PayloadAction<string>) =>
      withSites(state, (sites) => setDefaultSite(sites, action.payload)),
  },
});

export const {
  settingsLoaded,
  widgetToggled,
  widgetMoved,
  widgetSpanChanged,
  siteAdded,
  siteUpdated,
  siteDeleted,
  siteToggled,
  defaultSiteChosen,
} = settingsSlice.actions;
