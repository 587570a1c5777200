/**
 * The site's URL paths (spec §2), kept in common/paths.ts so the server shares them; the app's
 * modules import them from here as before.
 */
// Relative, not @common: react-router.config.ts loads this file without the Vite aliases.
export * from '../../common/paths';
