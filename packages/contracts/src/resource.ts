// Each `<entity>.resource.ts` is a module free of zod (like list-constants.ts) that imports types
// only: the web app's list pages read a declaration without loading the schemas (the package is
// `sideEffects: false`).

/**
 * An API resource as the web app's data access needs it, declared once
 * beside its contract (`<entity>.resource.ts`): its path under `/api/v1` and
 * the resources whose rows its items show. The item, create and update types
 * travel with it, for types only:
 * `export const stagesResource: ApiResource<Stage, StageCreate> = { path: 'stages', dependsOn: ['classes'] }`.
 */
export interface ApiResource<Item extends { id: number } = { id: number }, Create = unknown, Update = Partial<Create>> {
  /** The API path under `/api/v1` (`stages`, `support-agents`); the web's query keys start with it. */
  readonly path: string;
  /**
   * Resources whose changes its items show (a stage shows its class count:
   * `classes`): a change to any of them makes this one's reads stale too.
   */
  readonly dependsOn?: readonly string[];
  /** Never set: carries the item, create and update types to the web's `defineResource`. */
  readonly types?: { item: Item; create: Create; update: Update };
}
