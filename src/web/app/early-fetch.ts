import { hasFirstData, isStudentHome, signedInHere } from '#web/lib/early-start.ts';
import { loadStudentPage } from './student-page-module.ts';

// Imported first by main.tsx, so this runs before React and the rest of the app start. /early.js
// (src/web/early.ts) has already asked for the first screen's data; the student's home also needs
// its code, asked for now rather than when the router gets to it (the server's page says a student is
// signed in even on a device that has not kept the hint).
if ((hasFirstData() || signedInHere()) && isStudentHome(window.location.pathname)) void loadStudentPage().catch(() => undefined);
