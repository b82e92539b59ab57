/**
 * Test-only (DEV_LOGIN, never in production): make a named projection throw on the events it
 * handles, so the fault suite (`npm run soak`) can show a failing projection reported in health
 * while the others keep up, and its catch-up once the fault is lifted.
 */
import type { Projection } from '../projections/projection.ts';

export class ProjectionFaults {
  readonly #faults = new Map<string, string>();

  set(name: string, message: string | null) {
    if (message === null) this.#faults.delete(name);
    else this.#faults.set(name, message);
  }

  #check(name: string) {
    const message = this.#faults.get(name);
    if (message !== undefined) throw new Error(message);
  }

  /** The same projections, each checking for its fault before it writes anything. */
  wrap(projections: Projection[]): Projection[] {
    return projections.map((projection) => ({
      ...projection,
      apply: (event, store) => {
        this.#check(projection.name);
        return projection.apply(event, store);
      },
      ...(projection.applyBatch
        ? {
            applyBatch: (events, store) => {
              this.#check(projection.name);
              return projection.applyBatch!(events, store);
            },
          }
        : {}),
    }));
  }
}
