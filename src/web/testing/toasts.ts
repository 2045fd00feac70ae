import { screen, within } from '@testing-library/react';

/**
 * The toasts as a person reads them, in the real `<Toaster>` the test renders beside the screen
 * (no test stands in for the toaster: decision 023).
 */
const region = () => screen.getByRole('region', { name: 'Notificações' });

/** The toast that says `text`, once it shows. */
export const findToast = (text: string) => within(region()).findByText(text);

/** What every toast on screen says now, newest first. */
export const shownToasts = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
