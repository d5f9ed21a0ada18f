/**
 * The global loading indicator's state (docs/behaviour.md, "Loading indicator"). Anything can hold
 * it on — navigations, auth and user calls — and the bar shows while at least one task runs.
 */
type Listener = () => void;

export interface LoadingBarState {
  active: number;
  error: boolean;
}

let state: LoadingBarState = { active: 0, error: false };
const listeners = new Set<Listener>();

function set(next: LoadingBarState) {
  state = next;
  for (const listener of listeners) listener();
}

export const loadingBar = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getState: () => state,
  /** Starts a task; call the returned function once when it ends, with `failed` on an error. */
  start(): (outcome?: { failed?: boolean }) => void {
    set({ active: state.active + 1, error: state.active === 0 ? false : state.error });
    let done = false;
    return (outcome) => {
      if (done) return;
      done = true;
      set({ active: Math.max(0, state.active - 1), error: state.error || outcome?.failed === true });
    };
  },
  /** Wraps a promise in a task. */
  async track<T>(work: Promise<T>): Promise<T> {
    const finish = loadingBar.start();
    try {
      const result = await work;
      finish();
      return result;
    } catch (error) {
      finish({ failed: true });
      throw error;
    }
  },
};
