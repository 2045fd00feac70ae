import { useState, type FormEvent } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useLogin, useRegister } from './api.ts';

type Mode = 'login' | 'register';

export function AuthForm() {
  const [mode, setMode] = useState<Mode>('login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const register = useRegister();
  const busy = login.isPending || register.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const missing = !email.trim() || !password || (mode === 'register' && !name.trim());
    if (missing) return setError(errorMessage('FIELDS_REQUIRED'));
    try {
      if (mode === 'login') await login.mutateAsync({ email, password });
      else await register.mutateAsync({ name, email, password });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
    }
  }

  function switchTo(next: string) {
    setMode(next as Mode);
    setError(null);
  }

  const fields = (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 pt-5">
      {mode === 'register' ? (
        <TextField
          label={t('auth.field.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
      ) : null}
      <TextField
        label={t('auth.field.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label={t('auth.field.password')}
        name="password"
        type="password"
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        hint={mode === 'register' ? t('auth.passwordHint') : undefined}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <p role="alert" aria-live="assertive" className="-mt-2 min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('auth.busy') : mode === 'login' ? t('auth.submit.login') : t('auth.submit.register')}
      </Button>
    </form>
  );

  return (
    <Tabs.Root value={mode} onValueChange={switchTo}>
      <Tabs.List aria-label={t('auth.tabs.label')} className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {(['login', 'register'] as const).map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="min-h-11 rounded-md px-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow"
          >
            {value === 'login' ? t('auth.tab.login') : t('auth.tab.register')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="login">{mode === 'login' ? fields : null}</Tabs.Content>
      <Tabs.Content value="register">{mode === 'register' ? fields : null}</Tabs.Content>
    </Tabs.Root>
  );
}
