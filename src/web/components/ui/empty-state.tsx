import type { LucideIcon } from 'lucide-react';

/** An empty list says what to do next: an icon, what is (not) there, and the next step. */
export function EmptyState({ icon: Icon, title, hint }: { icon: LucideIcon; title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-white px-5 py-10 text-center ring-1 ring-slate-200">
      <Icon aria-hidden="true" className="size-8 text-slate-500" />
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-600">{hint}</p>
    </div>
  );
}
