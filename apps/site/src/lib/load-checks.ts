import { parseWithoutEval } from "@rimbun/domain/schemas/without-eval";

/**
 * Loads a module of the domain's zod checks, telling zod first not to compile code: under the pages'
 * policy its probe for that would be refused and reported (docs/decisions/csp.md). Every `import()`
 * of a check module goes through here.
 */
export function loadChecks<T>(load: () => Promise<T>): Promise<T> {
  parseWithoutEval();
  return load();
}
