import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ptBR } from './pt-BR.ts';
import { assessmentStrings } from './strings/assessments.ts';
import { studentDialogStrings } from './strings/student-dialogs.ts';
import { workoutStrings } from './strings/workout.ts';

// These tables are not in the one every screen loads (the student's first screen does not show them):
// a module that names one of their keys without importing the table's file would show the bare key.
const WEB = path.resolve(import.meta.dirname, '..');
const TABLES = [
  {
    file: 'workout-strings.ts',
    keys: Object.keys(workoutStrings),
    example: 'features/workout/run-modal.tsx',
  },
  {
    file: 'student-dialog-strings.ts',
    keys: Object.keys(studentDialogStrings),
    example: 'features/student-home/calendar-popup.tsx',
  },
  {
    file: 'assessment-strings.ts',
    keys: Object.keys(assessmentStrings),
    example: 'components/evolution-table.tsx',
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const modules = sources(WEB)
  .filter((file) => !file.startsWith(path.join(WEB, 'i18n')))
  .map((file) => ({ name: path.relative(WEB, file), source: readFileSync(file, 'utf8') }));

/** A key named in full, or the head of a key built at run time (`t(\`calendar.month.${n}\`)`). */
function names(source: string, key: string): boolean {
  if (source.includes(`'${key}'`)) return true;
  return [...source.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g)].some((match) => key.startsWith(match[1]!));
}

describe.each(TABLES)('the strings of $file', ({ file, keys, example }) => {
  const naming = modules.filter((module) => keys.some((key) => names(module.source, key)));

  it('stay out of the table every screen loads', () => {
    expect(keys.filter((key) => key in ptBR)).toEqual([]);
  });

  it('are named by the modules that show them', () => {
    expect(naming.map((module) => module.name)).toContain(example);
  });

  it.each(naming.map((module) => [module.name, module.source]))(`%s imports ${file}`, (_name, source) => {
    expect(source).toContain(`import '#web/i18n/${file}';`);
  });
});
