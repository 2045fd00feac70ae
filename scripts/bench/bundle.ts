import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Check } from './checks.ts';
import { TARGETS } from './config.ts';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The page chunk /aluno renders (router.tsx lazy-loads it) and the workout modal's entry. */
export const STUDENT_PAGE = 'pages/student-page.tsx';
export const WORKOUT_MODAL_PREFIX = 'features/workout/';

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export function readManifest(webDir: string): Manifest {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build with \`npx vite build\` (manifest: true)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Every chunk `keys` load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * Bytes and gzip bytes: the build's own `.gz` beside the file when there is one (what the server
 * sends, scripts/precompress.ts), else gzipped here at zlib's default level.
 */
export function sizeOf(webDir: string, file: string): FileSize {
  const body = readFileSync(path.join(webDir, file));
  const gz = path.join(webDir, `${file}.gz`);
  return { file, bytes: body.length, gzipBytes: existsSync(gz) ? statSync(gz).size : gzipSync(body).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript the student's first screen needs: the entry (index.html's script) with its static
 * imports, plus the student page chunk the router loads for /aluno with its static imports. Reports
 * the shell (entry side) and the page separately, and the workout modal's own chunks (loaded when the
 * student taps 'Começar a Treinar', not counted in the first screen).
 */
export function studentBundleCheck(webDir: string): Check {
  const name = 'student-first-screen-js';
  let manifest: Manifest;
  try {
    manifest = readManifest(webDir);
  } catch (error) {
    return { name, passed: false, detail: error instanceof Error ? error.message : String(error) };
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[STUDENT_PAGE]) {
    return { name, passed: false, detail: `no entry or no ${STUDENT_PAGE} in the manifest` };
  }
  const shellKeys = staticClosure(manifest, [entry]);
  const firstScreenKeys = staticClosure(manifest, [entry, STUDENT_PAGE]);
  const files = firstScreenKeys.map((key) => sizeOf(webDir, manifest[key]!.file));
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const shell = files
    .filter((f) => shellKeys.some((key) => manifest[key]!.file === f.file))
    .reduce((sum, f) => sum + f.gzipBytes, 0);

  // The workout modal: its entry chunks under features/workout/ and what they import beyond the first screen.
  const modalEntries = Object.keys(manifest).filter((key) => key.startsWith(WORKOUT_MODAL_PREFIX));
  const modalFiles = staticClosure(manifest, modalEntries)
    .filter((key) => !firstScreenKeys.includes(key))
    .map((key) => sizeOf(webDir, manifest[key]!.file));
  const modal = modalFiles.reduce((sum, f) => sum + f.gzipBytes, 0);

  const passed = total <= TARGETS.maxStudentFirstScreenGzipBytes;
  return {
    name,
    passed,
    detail:
      `${kb(total)} gzipped JS for /aluno (target ≤ ${kb(TARGETS.maxStudentFirstScreenGzipBytes)}): ` +
      `shell ${kb(shell)} + student page ${kb(total - shell)}, ${files.length} files; ` +
      (modalEntries.length > 0
        ? `workout modal ${kb(modal)} more when opened (${modalFiles.length} files)`
        : `no workout modal chunk (${WORKOUT_MODAL_PREFIX}) in this build`),
    data: {
      webDir,
      gzipBytes: total,
      shellGzipBytes: shell,
      pageGzipBytes: total - shell,
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      workoutModal: { entries: modalEntries, gzipBytes: modal, files: modalFiles },
    },
  };
}
