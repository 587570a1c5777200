/** The edge copy in German: the data is edge.json, its shape schema/edge.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './edge.json';

export const { edgeSolutions, edgeWhy } = data as unknown as ContentOf<'edge'>;
