import { createFrontendConfig, DEV_PORTS } from '../rspack.config.ts';

export default createFrontendConfig({
  name: 'mfe_news',
  dir: import.meta.dirname,
  port: DEV_PORTS.mfe_news,
  title: 'mfe-news (standalone)',
  exposes: {
    './NewsPage': './src/routes/NewsPage.tsx',
    './NewsTimelinePage': './src/routes/NewsTimelinePage.tsx',
    './NewsSettingsPage': './src/routes/NewsSettingsPage.tsx',
    './NewsWidget': './src/widgets/NewsWidget.tsx',
  },
});
