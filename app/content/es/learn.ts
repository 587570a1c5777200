/** The learn copy in Spanish: the data is learn.json, its shape schema/learn.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './learn.json';

export const {
  learnCta,
  learnInAction,
  learnPresentations,
  learnSolutions,
  learnSpecs,
  learnTeam,
  learnTimeline,
} = data as unknown as ContentOf<'learn'>;
