/**
 * Whether a mouse button (or a finger: touch sends the same mouse events after the tap) is down
 * on the page, and work to run once it is released. A field's blur happens on the press, before
 * the release: a validation message drawn then moves the control under the pointer, and the
 * release — so the click — lands beside it (docs/behaviour.md, "Validation").
 */
let pressed = false;
let queued: Array<() => void> = [];
let listening = false;

function release() {
  if (!pressed) return;
  pressed = false;
  const run = queued;
  queued = [];
  // After the click the release belongs to, which the browser dispatches in the same task.
  if (run.length > 0) setTimeout(() => run.forEach((work) => work()), 0);
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true } as const;
  window.addEventListener('mousedown', () => (pressed = true), options);
  // A press can end without a mouseup here: released outside the window, turned into a drag.
  for (const event of ['mouseup', 'pointercancel', 'dragend'] as const) window.addEventListener(event, release, options);
  // The window losing focus (not a field's blur, which capture sees here too): the release may never come.
  window.addEventListener('blur', (event) => event.target === window && release(), options);
}

/** Runs `work` now, or right after the press in progress ends. */
export function afterPointerPress(work: () => void): void {
  listen();
  if (pressed) queued.push(work);
  else work();
}

/** Starts listening before the first blur can happen (a form calls it when it first renders in the browser). */
export function watchPointerPresses(): void {
  listen();
}
