// Style sheets are bundled by rspack; importing one is a side effect only.
declare module '*.css';

/** Set by rspack.config.ts (DefinePlugin): this front-end's federation name and package version. */
declare const __FRONTEND_NAME__: string;
declare const __FRONTEND_VERSION__: string;
