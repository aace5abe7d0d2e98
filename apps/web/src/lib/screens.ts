import type { ScreenPath } from '@dashboard/contracts';
import type { ComponentType } from 'react';

/** A page module, loaded when its route is first opened. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** One screen of the spec: its title, where it sits in the breadcrumb, and its page. */
export interface Screen {
  /** Catalogue key of the title, under `common:screens.` */
  key: string;
  /** The screen above it in the breadcrumb (home is always first). */
  parent?: ScreenPath;
  /** The page itself; a screen no feature builds yet shows its title and breadcrumb only. */
  load?: ScreenLoader;
  /** A teacher may open it only with his or her own id in this parameter. */
  ownerParam?: string;
}

/**
 * The screens a feature builds, declared in its own `features/<entity>/screens.ts`
 * as `export const screens = { … } satisfies FeatureScreens`: `app/screens.ts`
 * gathers every such file. Only this small declaration is loaded with the
 * app; each `load` stays lazy.
 */
export type FeatureScreens = Partial<Record<ScreenPath, Screen & { load: ScreenLoader }>>;
