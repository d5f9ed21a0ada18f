import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadingBarSettings as s } from '#shared/loading-bar';
import { loadingBar } from '#client/data/loading-bar-store';

/**
 * Shows only for tasks longer than the throttle, creeps towards the end over `duration`,
 * fills on finish, fades after the hide delay and resets after the reset delay
 * (docs/behaviour.md, "Loading indicator").
 */
export function LoadingBar() {
  const { active, error } = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState, loadingBar.getState);
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);
  // Whether the bar is showing, for the effect: only a change in running tasks restarts the timers.
  const shown = useRef(false);

  useEffect(() => {
    const clear = () => {
      timers.current.forEach((t) => window.clearTimeout(t));
      timers.current = [];
    };
    clear();
    if (active > 0) {
      timers.current.push(
        window.setTimeout(() => {
          setVisible(true);
          shown.current = true;
          setProgress(0);
          const started = performance.now();
          const tick = () => {
            const elapsed = performance.now() - started;
            // Approaches 90 % asymptotically: it never claims to be done before it is.
            setProgress(90 * (1 - Math.exp((-2 * elapsed) / s.durationMs)));
            timers.current.push(window.setTimeout(tick, 100));
          };
          tick();
        }, s.throttleMs),
      );
    } else if (shown.current) {
      // Fill the bar, then fade it and reset it (each step a timer: the effect only schedules).
      timers.current.push(window.setTimeout(() => setProgress(100), 0));
      timers.current.push(
        window.setTimeout(() => {
          setVisible(false);
          shown.current = false;
          timers.current.push(window.setTimeout(() => setProgress(0), s.resetDelayMs));
        }, s.hideDelayMs),
      );
    }
    return clear;
  }, [active]);

  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      data-state={visible ? (error ? 'error' : 'loading') : 'idle'}
      style={{
        height: s.heightPx,
        background: error ? s.errorColor : s.color,
        transform: `scaleX(${progress / 100})`,
        opacity: visible ? 1 : 0,
      }}
    />
  );
}
