import { createElement, type ComponentType, type ReactElement } from 'react';

// The student page's code, asked for by app/early-fetch.ts before React starts (and preloaded by
// /early.js). Once it is in, the router
// renders it directly: React.lazy would suspend once more (a fallback, a render and a paint) even for
// code that is already there.
let loaded: ComponentType | null = null;

export function loadStudentPage(): Promise<{ default: ComponentType }> {
  return import('#web/pages/student-page.tsx').then((module) => {
    loaded = module.default;
    return module;
  });
}

/** The student page once its code is in, else null. */
export function loadedStudentPage(): ReactElement | null {
  return loaded ? createElement(loaded) : null;
}
