import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  createMemoryRouter,
  Link,
  matchPath,
  Navigate,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.tsx';

test('paths match whole, with params decoded, a trailing * for the rest and any case', () => {
  expect(matchPath('/', '/')).toEqual({});
  expect(matchPath('/', '/entrar')).toBeNull();
  expect(matchPath('/personal/alunos/:studentId', '/personal/alunos/a%20b')).toEqual({ studentId: 'a b' });
  expect(matchPath('/personal/alunos/:studentId', '/personal/alunos/s1/plano')).toBeNull();
  expect(matchPath('/personal/alunos/:studentId', '/personal/alunos/%E0')).toBeNull();
  expect(matchPath('/aluno/*', '/aluno')).toEqual({ '*': '' });
  expect(matchPath('/aluno/*', '/aluno/treino/')).toEqual({ '*': 'treino' });
  expect(matchPath('/Entrar', '/entrar/')).toEqual({});
  expect(matchPath('*', '/qualquer/coisa')).toEqual({ '*': 'qualquer/coisa' });
});

function Where() {
  const location = useLocation();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <p>
        {location.pathname}
        {location.search} id={id ?? '-'} q={params.get('q') ?? '-'} state={JSON.stringify(location.state)}
      </p>
      <Link to="/b/7">Ir</Link>
      <button
        type="button"
        onClick={() => setParams((old) => ({ q: `${old.get('q') ?? ''}x` }), { replace: true })}
      >
        Buscar
      </button>
      <button type="button" onClick={() => navigate('/b/8', { state: { from: 'a' } })}>
        Empurrar
      </button>
    </>
  );
}

test('links, navigate with state, the query and Back move through one history', async () => {
  const router = createMemoryRouter(
    [
      { path: '/a', element: <Where /> },
      { path: '/b/:id', element: <Where /> },
      { path: '/velho', element: <Navigate to="/a?q=1" replace /> },
    ],
    { initialEntries: ['/velho'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('/a?q=1 id=- q=1 state=null')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(screen.getByText('/a?q=1x id=- q=1x state=null')).toBeTruthy();

  const link = screen.getByRole('link', { name: 'Ir' });
  expect(link.getAttribute('href')).toBe('/b/7');
  fireEvent.click(link);
  expect(screen.getByText('/b/7 id=7 q=- state=null')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Empurrar' }));
  expect(screen.getByText('/b/8 id=8 q=- state={"from":"a"}')).toBeTruthy();

  await act(() => router.navigate(-1));
  expect(screen.getByText('/b/7 id=7 q=- state=null')).toBeTruthy();
  await act(() => router.navigate(-1));
  // The query change replaced its entry and the redirect replaced '/velho': one entry before.
  expect(router.state.location.pathname + router.state.location.search).toBe('/a?q=1x');
  await act(() => router.navigate(-1));
  expect(router.state.location.search).toBe('?q=1x');
});

test('a click with a modifier is left to the browser, a click on the current address replaces it', () => {
  const router = createMemoryRouter([{ path: '*', element: <Where /> }], { initialEntries: ['/x', '/b/7'] });
  render(<RouterProvider router={router} />);
  const link = screen.getByRole('link', { name: 'Ir' });
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  fireEvent.click(link);
  act(() => void router.navigate(-1));
  expect(router.state.location.pathname).toBe('/x');
});
