import { lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The built web app lives in `<dist>/web-builds/<build>`, and `<dist>/web` (what the server serves)
 * is a symbolic link to the current one. A new build is written beside the old one while the old
 * one is served, then the link is replaced by a rename, which is atomic: a request finds the old
 * build or the new one, never an empty or half-written folder. The build before the new one is kept
 * (a running instance's open pages may still ask for its files); older ones are removed.
 */
export async function publishBuild(
  distDir: string,
  build: (outDir: string) => Promise<void>,
  id = `${Date.now()}-${process.pid}`,
): Promise<string> {
  const builds = path.join(distDir, 'web-builds');
  const outDir = path.join(builds, id);
  mkdirSync(builds, { recursive: true });
  try {
    await build(outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const served = path.join(distDir, 'web');
  const previous = currentBuild(served);
  if (previous === 'folder') {
    // A plain folder from an older start or a bare `vite build`: kept as a build of its own. This
    // first switch to the link is the one moment the folder is briefly absent.
    renameSync(served, path.join(builds, `${id}-before`));
  }
  const link = path.join(distDir, `.web-${id}`);
  symlinkSync(path.relative(distDir, outDir), link, 'dir');
  renameSync(link, served);
  const keep = new Set([id, previous === 'folder' ? `${id}-before` : previous]);
  for (const name of readdirSync(builds))
    if (!keep.has(name)) rmSync(path.join(builds, name), { recursive: true, force: true });
  return outDir;
}

/** What `<dist>/web` is now: a link to a build (its name), a plain folder, or nothing. */
function currentBuild(served: string): string | 'folder' | undefined {
  let stat;
  try {
    stat = lstatSync(served);
  } catch {
    return undefined;
  }
  if (!stat.isSymbolicLink()) return 'folder';
  return path.basename(readlinkSync(served));
}
