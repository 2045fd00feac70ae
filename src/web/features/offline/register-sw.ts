/**
 * Registers the service worker (/sw.js, built from src/web/sw/sw.ts: the app's shell and code offline) in production
 * builds, once the page has loaded so it never competes with the first screen for the network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
