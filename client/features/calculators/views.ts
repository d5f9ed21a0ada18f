import type { CalculatorId } from '#shared/calculators';
import type { CalculatorView } from './calculator-view';

/**
 * Each calculator's page part in its own chunk (docs/calculators.md, "Using a calculator": a page
 * carries only the calculator it shows). The route's loader awaits the one it needs, so the server
 * renders it at once and a client-side navigation has it before the page draws; on the first load
 * the browser fetches it while hydrating (the server's HTML stays meanwhile).
 */
const imports: Record<CalculatorId, () => Promise<{ view: CalculatorView }>> = {
  'cable-section': () => import('./views/cable-section'),
  'voltage-drop': () => import('./views/voltage-drop'),
  'power-consumption': () => import('./views/power-consumption'),
  'short-circuit': () => import('./views/short-circuit'),
  grounding: () => import('./views/grounding'),
  'electricity-cost': () => import('./views/electricity-cost'),
};

export function isKnownCalculator(id: string): id is CalculatorId {
  return Object.hasOwn(imports, id);
}

const loading = new Map<CalculatorId, Promise<CalculatorView>>();

function viewPromise(id: CalculatorId): Promise<CalculatorView> {
  let promise = loading.get(id);
  if (!promise) {
    const loaded = imports[id]().then(({ view }) => view);
    // Marked the way React reads a settled promise, so `use` returns a loaded view without suspending.
    loaded.then(
      (view) => Object.assign(loaded, { status: 'fulfilled', value: view }),
      // A chunk that failed to load (a new build, the network) is asked for again next time.
      () => loading.delete(id),
    );
    loading.set(id, loaded);
    promise = loaded;
  }
  return promise;
}

/**
 * The calculator's page part, loading or loaded: loaders await it; the form reads it with React's
 * `use`, which suspends only while the first load in the browser fetches it. (No React import here:
 * this module is shared by both calculator pages, and a shared chunk that needs React without JSX
 * would split React out of the JSX runtime's chunk — one more file for every page.)
 */
export function calculatorView(id: CalculatorId): Promise<CalculatorView> {
  return viewPromise(id);
}
