// `npm run data:import -- <folder>`: a valid release replaces data/<version>/ whole; a broken one
// changes nothing and names every problem. Each case runs the command in a scratch project folder, so
// the repository's own data/ is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editedDatasetCopy, miniDatasetDir, temporaryDir } from '../support/datasets.ts';

const importScript = join(import.meta.dirname, '..', '..', 'scripts', 'data-import.ts');

/** A scratch project whose data/2025/ holds one sentinel file, and a release folder beside a README. */
function scratchProject() {
  const project = temporaryDir('project');
  mkdirSync(join(project, 'data', '2025'), { recursive: true });
  writeFileSync(join(project, 'data', '2025', 'sentinel.txt'), 'the old copy\n');
  return project;
}

function runImport(project: string, folder: string) {
  return spawnSync(process.execPath, [importScript, folder], { cwd: project, encoding: 'utf8' });
}

describe('npm run data:import', () => {
  it('replaces data/<datasetVersion>/ with a valid folder, and data/README.md with the releases README', () => {
    const project = scratchProject();
    const releases = temporaryDir('releases');
    cpSync(miniDatasetDir, join(releases, '2025'), { recursive: true });
    writeFileSync(join(releases, 'README.md'), '# The releases\n');
    const run = runImport(project, join(releases, '2025'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readdirSync(join(project, 'data', '2025')).sort()).toEqual(readdirSync(miniDatasetDir).sort());
    expect(readFileSync(join(project, 'data', '2025', 'provinces.json'), 'utf8')).toBe(readFileSync(join(miniDatasetDir, 'provinces.json'), 'utf8'));
    expect(readFileSync(join(project, 'data', 'README.md'), 'utf8')).toBe('# The releases\n');
  });

  it('changes nothing for a broken folder and lists every problem by file and record', () => {
    const project = scratchProject();
    const broken = editedDatasetCopy(miniDatasetDir, (files) => {
      files['provinces.json'][0].population = -1;
      files['villages.json'][0].postalCode = '123';
    });
    const run = runImport(project, broken);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/is invalid \(2 problems\)/);
    expect(run.stderr).toMatch(/provinces\.json, record id \d+, field population: /);
    expect(run.stderr).toMatch(/villages\.json, record id \d+, field postalCode: must be a string of exactly five digits/);
    expect(run.stderr).toContain('nothing was changed in data/');
    expect(readdirSync(join(project, 'data', '2025'))).toEqual(['sentinel.txt']);
  });

  it('lists the record problems of the other files when a file is missing', () => {
    const project = scratchProject();
    const broken = editedDatasetCopy(miniDatasetDir, (files) => (files['districts.json'][0].population = -1));
    unlinkSync(join(broken, 'neighborhoods.json'));
    const run = runImport(project, broken);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/is invalid \(2 problems\)/);
    expect(run.stderr).toMatch(/districts\.json, record id \d+, field population: must be a non-negative integer/);
    expect(run.stderr).toContain('neighborhoods.json: the file is missing');
    expect(run.stderr).toContain('The rules across files were not checked for districts.json, neighborhoods.json, which could not be read whole.');
    expect(readdirSync(join(project, 'data', '2025'))).toEqual(['sentinel.txt']);
  });

  it('says so when the folder does not exist', () => {
    const project = scratchProject();
    const run = runImport(project, join(project, 'no-such-folder'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('does not exist. Usage: npm run data:import -- <dataset folder>');
    expect(existsSync(join(project, 'data', '2025', 'sentinel.txt'))).toBe(true);
  });
});
