import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The app's router (decision 040): the part of react-router the app used — routes matched by path,
 * `:param` and a trailing `*`, links, `navigate` (push, replace, state, a number of steps), the
 * location, its params and query — in ~1.5 KB instead of ~14 KB on every first screen. Its history
 * is the browser's (`BrowserRouter`) or an array in memory (`MemoryRouter`, `createMemoryRouter`:
 * the components' tests).
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`); null otherwise. */
  state: unknown;
  /** Unique per history entry. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface History {
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change of location; returns the way to stop listening. */
  listen(listener: () => void): () => void;
}

type Navigate = (to: string | number, options?: NavigateOptions) => void;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` (absolute, or a query/hash alone) read against the current location. */
function parseTo(to: string, from: Location): Omit<Location, 'state' | 'key'> {
  const url = new URL(to, `http://x${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const pathOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${l.pathname}${l.search}${l.hash}`;

/** The browser's own history; the state is kept as react-router kept it (`{ usr, key }`). */
export function createBrowserHistory(): History {
  const listeners = new Set<() => void>();
  const read = (): Location => {
    const kept = window.history.state as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: kept?.usr ?? null, key: kept?.key ?? 'default' };
  };
  let location = read();
  const notify = () => {
    location = read();
    listeners.forEach((listener) => listener());
  };
  window.addEventListener('popstate', notify);
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    const next = parseTo(to, location);
    window.history[method]({ usr: state ?? null, key: newKey(), idx: 0 }, '', pathOf(next));
    notify();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history in memory, for tests: `initialEntries` are paths, `initialIndex` the current one (the last by default). */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: string[]; initialIndex?: number } = {}): History {
  const root: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  let entries: Location[] = initialEntries.map((to, i) => ({
    ...parseTo(to, root),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const entry = (to: string, state: unknown): Location => ({
    ...parseTo(to, entries[index]!),
    state: state ?? null,
    key: newKey(),
  });
  return {
    get location() {
      return entries[index]!;
    },
    push(to, state) {
      entries = [...entries.slice(0, index + 1), entry(to, state)];
      index = entries.length - 1;
      notify();
    },
    replace(to, state) {
      entries = entries.map((old, i) => (i === index ? entry(to, state) : old));
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RouterValue {
  history: History;
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Record<string, string>>({});

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router hooks need a <Router> above them');
  return value;
}

/** Renders `children` with `history`'s location, re-rendering on every change. */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const read = () => history.location;
  // The third reader is the server's (src/web/ssr): the same history, held in memory there.
  const location = useSyncExternalStore(history.listen, read, read);
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
  const value = useMemo(() => ({ history, location, navigate }), [history, location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  return <Router history={history}>{children}</Router>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;
export const useParams = (): Record<string, string | undefined> => useContext(ParamsContext);

type SearchInit = URLSearchParams | Record<string, string>;

/** The query as `URLSearchParams`, and a way to change it (the path stays; the hash goes, as in react-router). */
export function useSearchParams() {
  const { history, location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((old: URLSearchParams) => SearchInit), options: NavigateOptions = {}) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(history.location.search)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [history, navigate],
  );
  return [params, setParams] as const;
}

/** `params` when `pattern` matches the whole path: `/a/:id` segments, a trailing `*` for the rest, `*` alone for anything. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    if (part === '*') {
      params['*'] = actual.slice(i).join('/');
      return params;
    }
    const segment = actual[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return actual.length === wanted.length ? params : null;
}

export interface RouteDef {
  path: string;
  element: ReactNode;
}

/** The first route whose path matches the location (in order), with its params for `useParams`. */
export function Routes({ routes }: { routes: readonly RouteDef[] }) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return <ParamsContext.Provider value={params}>{route.element}</ParamsContext.Provider>;
  }
  return null;
}

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once per mount, as react-router's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** An `<a>` whose plain click navigates in the app; a click on the current address replaces it. */
export function Link({
  to,
  replace,
  state,
  onClick,
  ...rest
}: { to: string } & NavigateOptions & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { location, navigate } = useRouter();
  const href = pathOf(parseTo(to, location));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? href === pathOf(location), state });
  };
  return <a {...rest} href={href} onClick={click} />;
}

/** For tests: a memory history with routes, which a test drives (`navigate`) and reads (`state.location`). */
export function createMemoryRouter(
  routes: readonly RouteDef[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
) {
  const history = createMemoryHistory(options);
  return {
    history,
    routes,
    get state() {
      return { location: history.location };
    },
    navigate(to: string | number, navigateOptions: NavigateOptions = {}) {
      if (typeof to === 'number') history.go(to);
      else if (navigateOptions.replace) history.replace(to, navigateOptions.state);
      else history.push(to, navigateOptions.state);
      return Promise.resolve();
    },
  };
}

export function RouterProvider({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  return (
    <Router history={router.history}>
      <Routes routes={router.routes} />
    </Router>
  );
}
