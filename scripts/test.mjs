#!/usr/bin/env node
// What `npm test` runs: lint, format check, typecheck, then the vitest projects
// (server, web, e2e). Each step prints a heading; the last line printed is
// `N passed, N failed` (`, N skipped` when some were skipped), and the exit
// code is non-zero when anything failed.
//
// Env:
//   TEST_ONLY=server,web      run only these steps (lint,format,typecheck,server,web,e2e)
//   TEST_SUMMARY_FILE=path    also write the counts there (passed=N, failed=N, skipped=N)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Node ${process.version} is too old: run \`npm test\`, which uses the project's own Node 24.`);
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEPS = ['lint', 'format', 'typecheck', 'server', 'web', 'e2e'];

const only = (process.env.TEST_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((s) => !STEPS.includes(s));
if (unknown.length > 0) {
  console.error(`TEST_ONLY: unknown step(s) ${unknown.join(', ')}; known: ${STEPS.join(', ')}`);
  process.exit(2);
}
const selected = only.length > 0 ? STEPS.filter((s) => only.includes(s)) : STEPS;

const tmp = mkdtempSync(join(tmpdir(), 'dashboard-test-'));
const results = []; // { step, passed, failed, skipped, seconds, note }

function heading(text) {
  const line = '='.repeat(Math.max(20, text.length + 8));
  console.log(`\n${line}\n=== ${text}\n${line}`);
}

function run(cmd, args, extraEnv = {}) {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
    shell: process.platform === 'win32',
  });
  if (r.error) console.error(`could not start ${cmd}: ${r.error.message}`);
  return r.status ?? 1;
}

// A step that counts as one test: passed when the command exits 0.
function single(step, cmd, args) {
  const started = Date.now();
  const code = run(cmd, args);
  results.push({
    step,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
    note: code === 0 ? '' : `exit code ${code}`,
  });
}

// Newest modification time of any file under dir (node_modules and dist excluded).
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  const st = statSync(dir);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(dir, entry.name)));
  }
  return newest;
}

// Builds apps/web when dist/index.html is missing or older than its sources.
// Returns true when the build is usable.
function ensureWebBuild() {
  const index = join(root, 'apps/web/dist/index.html');
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'packages/contracts/src',
  ];
  let reason = '';
  if (!existsSync(index)) {
    reason = 'apps/web/dist/index.html is missing';
  } else {
    const built = statSync(index).mtimeMs;
    const stale = inputs.find((p) => newestMtime(join(root, p)) > built);
    if (stale) reason = `${stale} changed since the last build`;
  }
  if (!reason) {
    console.log('apps/web/dist is up to date; not rebuilding.');
    return true;
  }
  console.log(`Building the web app (${reason}).`);
  const started = Date.now();
  const code = run('npm', ['run', 'build']);
  if (code !== 0) {
    results.push({
      step: 'web build',
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds: (Date.now() - started) / 1000,
      note: `npm run build exited ${code}`,
    });
    return false;
  }
  return true;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitest(project) {
  const started = Date.now();
  const out = join(tmp, `vitest-${project}.json`);
  const bin = join(root, 'node_modules/.bin/vitest');
  const args = [
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ];
  // Run vitest with this very node binary, so `PATH=<node 24>/bin:$PATH node
  // scripts/test.mjs` tests on that Node and nothing else.
  const code = existsSync(bin) ? run(process.execPath, [bin, ...args]) : run('npx', ['--no', 'vitest', ...args]);
  const seconds = (Date.now() - started) / 1000;
  const report = readJson(out);
  if (!report) {
    results.push({
      step: project,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `vitest exited ${code} without a JSON report`,
    });
    return;
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const notes = [];
  // A file that failed to load (syntax error, failing beforeAll, missing
  // import) has no failed test in it; count each such file as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  if (brokenFiles.length > 0) {
    failed += brokenFiles.length;
    notes.push(
      `${brokenFiles.length} file(s) failed outside any test: ${brokenFiles.map((f) => relative(root, f.name)).join(', ')}`,
    );
  }
  // Unhandled errors, a failing globalSetup and the like fail the run without
  // failing a test.
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`vitest exited ${code} with no failed test (unhandled error or setup failure)`);
  }
  // Each failed test, named with its file, its time and its error's first line: the summary at the
  // end of a long log (all a CI page may show) then says what failed and why, not only how many.
  const failures = (report.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => {
        const why =
          stripVTControlCharacters((a.failureMessages ?? [''])[0])
            .split('\n')
            .find((l) => l.trim()) ?? '';
        const where = /\(?([^\s()]+\.test\.tsx?:\d+:\d+)/.exec((a.failureMessages ?? []).join('\n'))?.[1];
        const time = a.duration ? ` after ${(a.duration / 1000).toFixed(1)} s` : '';
        return `${relative(root, f.name)} › ${a.fullName}${time}: ${why.trim().slice(0, 300)}${where ? ` (at ${relative(root, where)})` : ''}`;
      }),
  );
  results.push({ step: project, passed, failed, skipped, seconds, note: notes.join('; '), failures });
}

const started = Date.now();
console.log(`node ${process.version} · steps: ${selected.join(', ')}`);
selected.forEach((step, i) => {
  const n = `[${i + 1}/${selected.length}]`;
  switch (step) {
    case 'lint':
      heading(`${n} lint: eslint . --max-warnings 0`);
      single('lint', 'npx', ['--no', '--', 'eslint', '.', '--max-warnings', '0']);
      break;
    case 'format':
      heading(`${n} format: prettier --check .`);
      single('format', 'npx', ['--no', '--', 'prettier', '--check', '.']);
      break;
    case 'typecheck':
      heading(`${n} typecheck: npm run typecheck`);
      single('typecheck', 'npm', ['run', 'typecheck']);
      break;
    case 'e2e':
      heading(`${n} e2e: build the web app if needed, then vitest --project e2e`);
      if (ensureWebBuild()) vitest('e2e');
      break;
    default:
      heading(`${n} ${step}: vitest run --project ${step}`);
      vitest(step);
  }
});
rmSync(tmp, { recursive: true, force: true });

const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);

heading(`summary (node ${process.version}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
for (const r of results) {
  const mark = r.failed > 0 ? 'FAIL' : 'ok  ';
  const counts = `${r.passed} ok / ${r.failed} failed${r.skipped ? ` / ${r.skipped} skipped` : ''}`;
  console.log(
    `  ${mark} ${r.step.padEnd(10)} ${counts.padEnd(32)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ''}`,
  );
  for (const failure of r.failures ?? []) console.log(`       ✗ ${failure}`);
}

if (process.env.TEST_SUMMARY_FILE) {
  writeFileSync(
    process.env.TEST_SUMMARY_FILE,
    `passed=${total.passed}\nfailed=${total.failed}\nskipped=${total.skipped}\n`,
  );
}

console.log(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed > 0 ? 1 : 0;
