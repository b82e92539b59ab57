import { createFrontendConfig, DEV_PORTS } from '../rspack.config.ts';

export default createFrontendConfig({
  name: 'mfe_tools',
  dir: import.meta.dirname,
  port: DEV_PORTS.mfe_tools,
  title: 'mfe-tools (standalone)',
  exposes: {
    './AlertsPage': './src/routes/AlertsPage.tsx',
    './SmartListsPage': './src/routes/SmartListsPage.tsx',
    './TrendsPage': './src/routes/TrendsPage.tsx',
    './LabsPage': './src/routes/LabsPage.tsx',
    './ApiUsageMonitor': './src/widgets/ApiUsageMonitor.tsx',
  },
});
