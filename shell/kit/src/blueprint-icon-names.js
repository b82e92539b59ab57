/**
 * Stands in for `@blueprintjs/icons/lib/esm/iconNames.js` in the built front-ends (rspack.config.ts
 * swaps the module). The original builds the table of all ~1,400 icon names (9.8 KB gz, fetched
 * on every signed-in screen) only so the icon loader can refuse an unknown name before loading
 * it; no component of the kit's Blueprint subset reads the table. Here any kebab-case name is
 * accepted: an unknown one fails to load its file (/icons/16px/<name>.js answers 404) and Blueprint
 * logs "Unable to load", where it logged "Unknown icon". TypeScript still checks icon names
 * (`IconName`), and tests run the real module. Plain JS: the swap keeps the original's module
 * rules, so this file is not compiled from TypeScript.
 */
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the loader asks: is this an icon name? */
export const IconNamesSet = { has: (name) => typeof name === 'string' && ICON_NAME.test(name) };

/** `IconNames.CARET_DOWN` and `IconNames.CaretDown` -> 'caret-down', without the table. */
export const IconNames = new Proxy(
  {},
  {
    get: (_target, key) =>
      typeof key === 'string'
        ? key.includes('_') || key === key.toUpperCase()
          ? key.toLowerCase().replaceAll('_', '-')
          : key.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase()
        : undefined,
  },
);
