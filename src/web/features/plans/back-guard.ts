import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '#web/lib/router.tsx';

/** The history entry pushed over the editor's own while it has edits: the browser's Back pops it. */
interface GuardState {
  planEditorGuard: true;
}
const isGuard = (state: unknown) => (state as GuardState | null)?.planEditorGuard === true;

/**
 * The browser's Back while there are edits: an entry of the same address is pushed over the editor's
 * own, so Back only pops it and the editor stays; `ask` is then called with the way to go back for
 * real. The function returned pushes the entry again (kept editing). Both editors (a student's plan, a
 * model of the library) use it. The app's declarative router
 * has no navigation blocker (decision 021), hence the entry.
 */
export function useBackGuard(edited: boolean, ask: (back: () => void) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const guarded = useRef(false);
  const here = `${location.pathname}${location.search}`;
  const push = () => {
    if (guarded.current) return;
    guarded.current = true;
    void navigate(here, { state: { planEditorGuard: true } satisfies GuardState });
  };
  const onPop = useRef({ ask, push, edited });
  useEffect(() => {
    onPop.current = { ask, push, edited };
  });

  useEffect(() => {
    const guardHere = isGuard(location.state);
    if (guarded.current && !guardHere) {
      // Back popped the guard: ask, going back for real only if the edits are dropped.
      guarded.current = false;
      onPop.current.ask(() => void navigate(-1));
      return;
    }
    // An entry left over from an earlier visit (Back and Forward) guards nothing of this one.
    if (!guarded.current && guardHere) void navigate(here, { replace: true, state: null });
    else if (edited && !guarded.current) onPop.current.push();
  }, [location, edited, navigate, here]);

  return () => {
    if (onPop.current.edited) onPop.current.push();
  };
}
