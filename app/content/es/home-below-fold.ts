/** The home-below-fold copy in Spanish: the data is home-below-fold.json, its shape schema/home-below-fold.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './home-below-fold.json';

export const { homeBrands, homeCards, homeDemo, homeFeatures, homeMission, homeVision } =
  data as ContentOf<'home-below-fold'>;
