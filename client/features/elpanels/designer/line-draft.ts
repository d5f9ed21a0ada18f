import type { ConductorMaterial, DesignLine, LineLoad } from '#shared/designer/design';
import { lineLimits } from '#shared/designer/limits';
import { isStepped, lineFieldLabels, lineMessages, loadProblem } from '#shared/designer/line';

/**
 * A line's fields as the visitor types them in the designer's line editor (docs/designer.md,
 * "Designer page"): text until it is read, so a half-typed «18,» is not lost or turned into NaN.
 * A draft becomes a line only when every field it has holds; each field that does not gets its
 * message from the shared bounds (shared/designer/line.ts).
 */
export interface LineDraft {
  readonly material: ConductorMaterial;
  /** mm² as the select's value ('2.5'). */
  readonly section: string;
  /** Metres as typed ('18', '18,5'). */
  readonly length: string;
  /** As typed; empty means no load given. */
  readonly load: string;
  readonly loadUnit: LineLoad['unit'];
}

/** What a device without a line starts from: copper 2.5 mm², the usual socket line; no length yet. */
export const newLineDraft: LineDraft = { material: 'copper', section: '2.5', length: '', load: '', loadUnit: 'kW' };

/** A number as the visitor writes it: the site's decimal comma or a point. */
const typedNumber = (text: string) => text.replace(/\s/g, '').replace(',', '.');

/** '18.5' → '18,5': how a stored number goes back into a field. */
const shown = (value: number) => String(value).replace('.', ',');

export function draftOf(line: DesignLine | undefined): LineDraft {
  if (!line) return newLineDraft;
  return {
    material: line.material,
    section: String(line.section),
    length: shown(line.length),
    load: line.load ? shown(line.load.value) : '',
    loadUnit: line.load?.unit ?? 'kW',
  };
}

/** Where a draft stands: a line to keep, nothing to keep yet (no length), or messages by field. */
export type DraftReading =
  | { readonly status: 'line'; readonly line: DesignLine }
  | { readonly status: 'empty' }
  | { readonly status: 'invalid'; readonly problems: DraftProblems };

export interface DraftProblems {
  readonly length?: string;
  readonly load?: string;
}

/** A typed number, or NaN for anything that is not one (Number('') is 0, which must not pass). */
function parse(text: string): number {
  const typed = typedNumber(text);
  return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * Reads a draft. An empty length is «nothing yet» for a device without a line, and the required
 * field's message for one that has a line (the line is taken away with «Убрать линию», not by
 * clearing a field).
 */
export function readDraft(draft: LineDraft, hasLine: boolean): DraftReading {
  const problems: { length?: string; load?: string } = {};
  const lengthText = typedNumber(draft.length);
  const length = parse(draft.length);
  if (lengthText === '') {
    if (hasLine) problems.length = `Поле ${lineFieldLabels.length} обязательно для заполнения`;
  } else if (!isStepped(length, lineLimits.length)) problems.length = lineMessages.length;
  let load: LineLoad | undefined;
  if (typedNumber(draft.load) !== '') {
    load = { value: parse(draft.load), unit: draft.loadUnit };
    const problem = loadProblem(load);
    if (problem) problems.load = problem;
  }
  if (problems.length || problems.load) return { status: 'invalid', problems };
  if (lengthText === '') return { status: 'empty' };
  // The section comes from a select of the standard series; the edit refuses anything else.
  const line: DesignLine = { material: draft.material, section: Number(draft.section), length, ...(load ? { load } : {}) };
  return { status: 'line', line };
}
