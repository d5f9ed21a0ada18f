import { historyTexts } from './announcements';
import { emptyDesign, type Design } from './design';
import type { FactsById } from './device-facts';
import { applyEdit, type EditAction } from './edits';

/**
 * Undo and redo over the designer's edits (docs/designer.md, "Edit history"): a pure reducer, so
 * the page can keep it in useReducer and tests can drive it. Every handled action leaves a
 * Russian announcement for the page's live region.
 */

/** A design and the edit that left it (past) or leads back to it (future), as a noun phrase. */
export interface HistoryEntry {
  readonly design: Design;
  readonly what: string;
}

export interface HistoryState {
  readonly present: Design;
  /** Oldest first; undo takes the last. */
  readonly past: readonly HistoryEntry[];
  /** Nearest last; redo takes the last. Any new edit clears it. */
  readonly future: readonly HistoryEntry[];
  /** What a screen reader should say now; empty before the first action. */
  readonly announcement: string;
  /**
   * Grows with every announcement, so a live region can tell the same text said twice (two
   * identical devices added one after the other) from nothing new.
   */
  readonly revision: number;
}

export type HistoryAction =
  | EditAction
  | { type: 'undo' }
  | { type: 'redo' }
  /** A design from elsewhere (the address, a saved design): a fresh history. */
  | { type: 'load'; design: Design };

/** Undo steps kept; older ones are forgotten. */
export const historyLimit = 100;

export function initialHistory(design: Design = emptyDesign): HistoryState {
  return { present: design, past: [], future: [], announcement: '', revision: 0 };
}

const announce = (state: HistoryState, announcement: string, changes: Partial<HistoryState> = {}): HistoryState => ({
  ...state,
  ...changes,
  announcement,
  revision: state.revision + 1,
});

/**
 * The next state. An action that changes nothing returns `state` itself, so React skips the
 * render; one refused by the limits keeps the design and announces why.
 */
export function reduceHistory(state: HistoryState, action: HistoryAction, factsById: FactsById): HistoryState {
  switch (action.type) {
    case 'undo': {
      const last = state.past[state.past.length - 1];
      if (!last) return announce(state, historyTexts.nothingToUndo);
      return announce(state, historyTexts.undone(last.what), {
        present: last.design,
        past: state.past.slice(0, -1),
        future: [...state.future, { design: state.present, what: last.what }],
      });
    }
    case 'redo': {
      const next = state.future[state.future.length - 1];
      if (!next) return announce(state, historyTexts.nothingToRedo);
      return announce(state, historyTexts.redone(next.what), {
        present: next.design,
        past: [...state.past, { design: state.present, what: next.what }],
        future: state.future.slice(0, -1),
      });
    }
    case 'load':
      return { ...initialHistory(action.design), revision: state.revision + 1 };
    default: {
      const outcome = applyEdit(state.present, action, factsById);
      if (outcome.status === 'unchanged') return state;
      if (outcome.status === 'refused') return announce(state, outcome.message);
      return announce(state, outcome.texts.done, {
        present: outcome.design,
        past: [...state.past, { design: state.present, what: outcome.texts.what }].slice(-historyLimit),
        future: [],
      });
    }
  }
}
