/**
 * The single-page app's screens, as the server must know them: these paths get the page with 200;
 * any other path still gets the page (which says 'Página não encontrada') but with 404, and a path
 * naming a file that does not exist gets a plain 404. Keep in step with src/web/app/router.tsx.
 */
const SCREEN_ROOTS = ['/entrar', '/personal', '/admin', '/aluno'] as const;

export function isAppScreen(pathname: string): boolean {
  return (
    pathname === '/' || SCREEN_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`))
  );
}

/** `/robots.txt`, `/wp-login.php`: the last segment has a file extension; no screen does. */
export function namesAFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,10}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}
