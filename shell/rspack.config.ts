import { rspack } from '@rspack/core';
import { createFrontendConfig, DEV_PORTS } from '../rspack.config.ts';

/** Blueprint's icon paths, one small ES module per icon, loaded on demand (src/app/icon-loader.ts). */
const iconPaths = (size: '16px' | '20px') => ({
  from: `../node_modules/@blueprintjs/icons/lib/esm/generated/${size}/paths/*.js`,
  to: `icons/${size}/[name][ext]`,
});

export default createFrontendConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: DEV_PORTS.shell,
  isHost: true,
  title: 'Folio',
  plugins: [new rspack.CopyRspackPlugin({ patterns: [iconPaths('16px'), iconPaths('20px')] })],
});
