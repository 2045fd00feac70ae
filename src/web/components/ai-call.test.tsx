import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { aiNotices } from '#web/lib/api-client.ts';
import { findToast } from '#web/testing/toasts.ts';
import { aiCall } from './ai-call.ts';

test.each([
  ['key-rotated', 'A cota de uma chave de API foi atingida. A próxima chave foi usada.'],
  ['local-fallback', 'A IA remota não respondeu: esta resposta é do coach local do RumoFit.'],
])("an answer's %s notice is said in a toast", async (notice, text) => {
  render(<Toaster />);
  expect(
    await aiCall(async () => {
      aiNotices.dispatchEvent(new Event(notice));
      return 42;
    }),
  ).toBe(42);
  expect(await findToast(text)).toBeVisible();
});
