/**
 * The part of TanStack Query the front-ends use at run time. Module Federation shares this file
 * under the `@tanstack/react-query` key (rspack.config.ts), as the kit's blueprint.ts is shared for
 * Blueprint: a shared module is never tree-shaken, and the whole package (hydration, infinite and
 * suspense queries, streamed queries) was 13.1 KB gz on every screen; this is 11.7.
 * Front-ends keep importing '@tanstack/react-query' (types and tests use the real package); a
 * build fails when a file imports a value missing here (shell/kit/build/blueprint-subset.ts).
 * It imports the package as `@folio/react-query-package`, an alias of rspack.config.ts, so it does
 * not consume its own shared key; plain JS because TypeScript does not know the alias (the names
 * are checked against the package by shell/kit/build/blueprint-subset.test.ts).
 */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@folio/react-query-package';
