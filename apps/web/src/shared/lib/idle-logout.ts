/**
 * The security setting `autoLogoutMinutes`: the session ends after that long without input. The
 * last input is shared through localStorage, so an idle tab never signs out a person busy in
 * another. Loaded only for people who chose a limit.
 */
const ACTIVITY_KEY = 'auth-activity';
const CHECK_MS = 15_000;
let lastActivity = 0;
let started = false;

function stored() {
  try {
    return Number(localStorage.getItem(ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function active() {
  const now = Date.now();
  // Input comes in bursts: once every ten seconds is plenty for a limit counted in minutes.
  if (now - lastActivity < 10_000) return;
  lastActivity = now;
  try {
    localStorage.setItem(ACTIVITY_KEY, String(now));
  } catch {
    // The timer then only knows this tab.
  }
}

/**
 * Starts (once) watching for input; `limit()` is the current limit in minutes, or null for none.
 * Each call counts as activity: the session just changed because of something the person did.
 */
export function watchIdle(limit: () => number | null | undefined, onIdle: () => void) {
  lastActivity = Date.now();
  if (started) return;
  started = true;
  for (const type of ['pointerdown', 'keydown', 'scroll', 'touchstart'])
    window.addEventListener(type, active, { passive: true, capture: true });
  setInterval(() => {
    const minutes = limit();
    if (minutes && Date.now() - Math.max(lastActivity, stored()) >= minutes * 60_000) onIdle();
  }, CHECK_MS);
}
