import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { tempDir } from '#server/testing/temp-dir.ts';
import { testApp } from '#server/testing/test-app.ts';
import { buildThenStart } from './start.ts';
import { publishBuild } from './web-build.ts';

const tempDist = () => tempDir('rumofit-dist-');
const page = (dist: string) => readFileSync(path.join(dist, 'web', 'index.html'), 'utf8');

/** A build as Vite would write one: the page and a hashed asset. */
const fakeBuild = (label: string) => async (outDir: string) => {
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><title>${label}</title>`);
  writeFileSync(path.join(outDir, 'assets', `app-${label}.js`), `console.log('${label}')`);
};

describe('a new build replaces the served one at once', () => {
  test('the old build is served, whole, until the new one replaces it in one rename', async () => {
    const dist = tempDist();
    await publishBuild(dist, fakeBuild('um'), 'b1');
    expect(page(dist)).toContain('um');
    const linkBefore = lstatSync(path.join(dist, 'web'));
    expect(linkBefore.isSymbolicLink()).toBe(true);

    await publishBuild(
      dist,
      async (outDir) => {
        // While the new build is written, the served folder is the old one, untouched.
        expect(page(dist)).toContain('um');
        expect(existsSync(path.join(dist, 'web', 'assets', 'app-um.js'))).toBe(true);
        await fakeBuild('dois')(outDir);
        expect(page(dist)).toContain('um');
      },
      'b2',
    );
    expect(page(dist)).toContain('dois');
    expect(readlinkSync(path.join(dist, 'web'))).toBe(path.join('web-builds', 'b2'));
    // The link itself was replaced (a rename), never emptied in place.
    expect(lstatSync(path.join(dist, 'web')).ino).not.toBe(linkBefore.ino);

    // The build before the current one is kept for a running instance's open pages; older ones go.
    await publishBuild(dist, fakeBuild('tres'), 'b3');
    expect(readdirSync(path.join(dist, 'web-builds')).sort()).toEqual(['b2', 'b3']);
  });

  test('a failed build leaves the served one as it was', async () => {
    const dist = tempDist();
    await publishBuild(dist, fakeBuild('um'), 'b1');
    const failing = publishBuild(
      dist,
      async (outDir) => {
        await fakeBuild('meio')(outDir);
        throw new Error('vite build exited with 1');
      },
      'b2',
    );
    await expect(failing).rejects.toThrow('vite build exited with 1');
    expect(page(dist)).toContain('um');
    expect(readdirSync(path.join(dist, 'web-builds'))).toEqual(['b1']);
  });

  test('a plain dist/web from an older start becomes a kept build, and the server serves through the link', async () => {
    const dist = tempDist();
    await fakeBuild('antigo')(path.join(dist, 'web'));
    await publishBuild(dist, fakeBuild('novo'), 'b1');
    expect(page(dist)).toContain('novo');
    expect(readdirSync(path.join(dist, 'web-builds')).sort()).toEqual(['b1', 'b1-before']);

    const { app } = await testApp({ webDir: path.join(dist, 'web') });
    expect((await app.inject({ method: 'GET', url: '/aluno' })).body).toContain('novo');
    expect((await app.inject({ method: 'GET', url: '/assets/app-novo.js' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('npm start', () => {
  test('checks that the data is free before it builds anything', async () => {
    const steps: string[] = [];
    const refused = buildThenStart({
      checkData: () => {
        steps.push('check');
        throw new Error('in use');
      },
      build: async () => void steps.push('build'),
      distDir: tempDist(),
      start: async () => steps.push('start'),
    });
    await expect(refused).rejects.toThrow('in use');
    expect(steps).toEqual(['check']);
  });

  test('a second start in a folder whose data is in use refuses in one line and builds nothing', () => {
    const dataDir = tempDir('rumofit-start-');
    // This test's own process holds the data, as a running RumoFit would (its pid and start time).
    const startedAt = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
    const ticks = startedAt.slice(startedAt.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(
      path.join(dataDir, '.postgres-owner'),
      JSON.stringify({ pid: process.pid, startedAt: ticks }),
    );
    const builds = path.resolve('dist', 'web-builds');
    const before = existsSync(builds) ? readdirSync(builds) : [];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`.trim()).toBe(
      `[rumofit] ${path.join(dataDir, 'postgres')} is in use by another running RumoFit (pid ${process.pid}); stop it first or give this one another DATA_DIR`,
    );
    expect(existsSync(builds) ? readdirSync(builds) : []).toEqual(before);
  });
});
