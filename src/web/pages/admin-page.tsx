import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from '#web/lib/router.tsx';
import { AiKeysTab } from '#web/features/admin/ai-keys-tab.tsx';
import { AuditTab } from '#web/features/admin/audit-tab.tsx';
import { ExercisesTab } from '#web/features/admin/exercises-tab.tsx';
import { UsersTab } from '#web/features/admin/users-tab.tsx';
import { t } from '#web/i18n/pt-BR.ts';

const TAB_CLASS =
  'min-h-11 rounded-md px-3 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

/**
 * 'Painel de Administração' (product §2): 'Chaves de API', 'Base de Exercícios', 'Usuários', and the
 * record of who read health data ('Registro de Acesso', issue 14).
 */
const TABS = ['keys', 'exercises', 'users', 'audit'] as const;

export default function AdminPage() {
  // The open tab is in the address ('?aba=users'), so a reload or 'Voltar' lands where the admin was.
  const [params, setParams] = useSearchParams();
  const asked = params.get('aba');
  const tab = TABS.find((name) => name === asked) ?? 'keys';
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
      <p className="text-slate-600">{t('admin.intro')}</p>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'keys' ? {} : { aba: value }, { replace: true })}
        className="flex flex-col gap-4"
      >
        <Tabs.List aria-label={t('admin.title')} className="flex flex-wrap rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="keys" className={TAB_CLASS}>
            {t('admin.tab.keys')}
          </Tabs.Trigger>
          <Tabs.Trigger value="exercises" className={TAB_CLASS}>
            {t('admin.tab.exercises')}
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={TAB_CLASS}>
            {t('admin.tab.users')}
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" className={TAB_CLASS}>
            {t('admin.tab.audit')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="keys">
          <AiKeysTab />
        </Tabs.Content>
        <Tabs.Content value="exercises">
          <ExercisesTab />
        </Tabs.Content>
        <Tabs.Content value="users">
          <UsersTab />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditTab />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
