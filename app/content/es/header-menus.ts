/** The header-menus copy in Spanish: the data is header-menus.json, its shape schema/header-menus.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './header-menus.json';

export const { productMenus } = data as unknown as ContentOf<'header-menus'>;
