/** Menu entries of the top navigation bar (dashboard-news-tools.md section 2). */
export interface NavEntry {
  label: string;
  to: string;
  icon: 'dashboard' | 'briefcase' | 'lightbulb' | 'timeline-line-chart' | 'notifications';
  /** Only exact matches highlight Dashboard; the others also match their sub-pages. */
  end?: boolean;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Dashboard', to: '/', icon: 'dashboard', end: true },
  { label: 'Investments', to: '/investments', icon: 'briefcase' },
  { label: 'Recommendations', to: '/recommendations', icon: 'lightbulb' },
  { label: 'Analysis', to: '/indicators', icon: 'timeline-line-chart' },
  { label: 'Alerts', to: '/alerts', icon: 'notifications' },
];
