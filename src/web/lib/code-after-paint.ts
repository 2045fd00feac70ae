import { CODE_ENTRY_ATTRIBUTE, CODE_MODULES_ATTRIBUTE } from '#shared/contracts/first-screen.ts';

/**
 * On the student's home rendered by the server (src/server/http/first-screen.ts, decision 053): the app's
 * entry and its modules, added to the page once the screen has been painted. `script` is /early.js,
 * which carries them; a page without them (every other) is left alone.
 */
export function loadCodeAfterPaint(script: HTMLOrSVGScriptElement | null): void {
  const entry = script?.getAttribute(CODE_ENTRY_ATTRIBUTE);
  if (!entry) return;
  const modules = script?.getAttribute(CODE_MODULES_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', start);
    // As Vite writes them: module requests without credentials to other origins ('anonymous').
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const code = document.createElement('script');
    code.type = 'module';
    code.crossOrigin = '';
    code.src = entry;
    document.body.append(code);
  };
  // A page opened in the background paints nothing until shown: its code need not wait for that.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start);
  // A frame's callbacks run before its paint; a task they queue runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
}
