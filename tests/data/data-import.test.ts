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

  // Issue 44, DESIGN §6.8: replacing a release compares the two record by record and appends the
  // difference to data/changes.json, by the rules of src/data/compare-releases.ts.
  describe('the change list', () => {
    /** A scratch project whose data/2025/ is the mini dataset, and the next release of it. */
    function projectWithRelease() {
      const project = temporaryDir('project');
      mkdirSync(join(project, 'data'), { recursive: true });
      cpSync(miniDatasetDir, join(project, 'data', '2025'), { recursive: true });
      const next = editedDatasetCopy(miniDatasetDir, (files) => {
        files['meta.json'].lastUpdated = '2026-11-28';
        const [kizilay, bahcelievler, camikebir] = files['neighborhoods.json'];
        // Renamed (the letters differ after folding), with another postal code and population.
        Object.assign(kizilay, { name: 'Yeni Kızılay', slug: 'yeni-kizilay', postalCode: '06421', population: 1300 });
        // A spelling fix only (the same letters once folded), and moved to the town of its district.
        Object.assign(camikebir, { name: 'Cami Kebir', slug: 'cami-kebir', municipalityId: 201 });
        files['municipalities.json'][1].stats.neighborhoodCount = 0;
        files['municipalities.json'][2].stats.neighborhoodCount = 1;
        // Removed, and a record of the same folded name added in the same district: its successor.
        const added = { ...bahcelievler, id: 6, name: 'Bahçeli Evler', slug: 'bahceli-evler', population: 30100 };
        files['neighborhoods.json'] = [kizilay, camikebir, added];
        files['place-points.csv'] = files['place-points.csv'].replace('neighborhood,2,', 'neighborhood,6,');
      });
      return { project, next };
    }
    const snapshot = (name: string, municipalityId: number, postalCode: string, postalCodeStatus: string, [provinceId, districtId]: [number, number]) => ({
      name,
      provinceId,
      districtId,
      municipalityId,
      postalCode,
      postalCodeStatus,
    });

    it('appends the comparison with the release it replaces, and prints its summary', () => {
      const { project, next } = projectWithRelease();
      const run = runImport(project, next);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(
        'release 2025 of 2026-11-28 against the copy of 2026-05-21 it replaced (appended to data/changes.json):\n' +
          '  provinces: no changes\n  districts: no changes\n  municipalities: no changes\n' +
          '  neighborhoods: 1 added, 1 removed (1 with a successor), 1 renamed, 1 moved (0 to another district), 1 postal-code changes\n' +
          '  villages: no changes\n',
      );
      const file = JSON.parse(readFileSync(join(project, 'data', 'changes.json'), 'utf8'));
      const ankara: [number, number] = [6, 1130];
      const merzifon: [number, number] = [5, 1158];
      expect(file).toEqual({
        comparisons: [
          {
            release: '2025',
            previousLastUpdated: '2026-05-21',
            lastUpdated: '2026-11-28',
            changes: [
              { kind: 'neighborhood', id: 6, type: 'added', name: 'Bahçeli Evler', previous: null, current: snapshot('Bahçeli Evler', 100, '06490', 'derived', ankara), successorIds: [] },
              { kind: 'neighborhood', id: 2, type: 'removed', name: 'Bahçelievler', previous: snapshot('Bahçelievler', 100, '06490', 'derived', ankara), current: null, successorIds: [6] },
              { kind: 'neighborhood', id: 1, type: 'renamed', name: 'Yeni Kızılay', previous: snapshot('Kızılay', 100, '06420', 'official', ankara), current: snapshot('Yeni Kızılay', 100, '06421', 'official', ankara), successorIds: [] },
              { kind: 'neighborhood', id: 3, type: 'moved', name: 'Cami Kebir', previous: snapshot('Camikebir', 200, '05300', 'estimated', merzifon), current: snapshot('Cami Kebir', 201, '05300', 'estimated', merzifon), successorIds: [] },
              { kind: 'neighborhood', id: 1, type: 'postalCode', name: 'Yeni Kızılay', previous: snapshot('Kızılay', 100, '06420', 'official', ankara), current: snapshot('Yeni Kızılay', 100, '06421', 'official', ankara), successorIds: [] },
            ],
          },
        ],
      });
      // One row per line, so that a review reads the change list as a diff.
      expect(readFileSync(join(project, 'data', 'changes.json'), 'utf8').split('\n')).toHaveLength(10);
    });

    it('adds nothing when the same release comes in again, and keeps earlier comparisons when the next one does', () => {
      const { project, next } = projectWithRelease();
      runImport(project, next);
      const once = readFileSync(join(project, 'data', 'changes.json'), 'utf8');
      const again = runImport(project, next);
      expect(again.status).toBe(0);
      expect(again.stdout).toContain('the release is the one data/ already had: data/changes.json gains nothing.');
      expect(readFileSync(join(project, 'data', 'changes.json'), 'utf8')).toBe(once);
      const later = editedDatasetCopy(next, (files) => {
        files['meta.json'].lastUpdated = '2027-05-01';
        files['neighborhoods.json'][0].postalCodeStatus = 'estimated';
      });
      expect(runImport(project, later).status).toBe(0);
      const { comparisons } = JSON.parse(readFileSync(join(project, 'data', 'changes.json'), 'utf8'));
      expect(comparisons.map((comparison: { lastUpdated: string }) => comparison.lastUpdated)).toEqual(['2026-11-28', '2027-05-01']);
      expect(comparisons[1].changes).toEqual([expect.objectContaining({ id: 1, type: 'postalCode', previous: expect.objectContaining({ postalCodeStatus: 'official' }), current: expect.objectContaining({ postalCodeStatus: 'estimated' }) })]);
    });

    it('changes nothing, the change list included, for a broken release', () => {
      const { project, next } = projectWithRelease();
      runImport(project, next);
      const before = readFileSync(join(project, 'data', 'changes.json'), 'utf8');
      const broken = editedDatasetCopy(next, (files) => (files['provinces.json'][0].population = -1));
      expect(runImport(project, broken).status).toBe(1);
      expect(readFileSync(join(project, 'data', 'changes.json'), 'utf8')).toBe(before);
    });

    it('refuses a change list that is not one, naming the file and the fix', () => {
      const { project, next } = projectWithRelease();
      writeFileSync(join(project, 'data', 'changes.json'), '{"comparisons": [{"release": "2025"}]}\n');
      const run = runImport(project, next);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('data/changes.json does not hold a change list: comparisons.0.previousLastUpdated:');
      expect(run.stderr).toContain('Only npm run data:import writes it: restore it from git.');
      expect(readFileSync(join(project, 'data', '2025', 'meta.json'), 'utf8')).toBe(readFileSync(join(miniDatasetDir, 'meta.json'), 'utf8'));
    });
  });

  it('says so when the folder does not exist', () => {
    const project = scratchProject();
    const run = runImport(project, join(project, 'no-such-folder'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('does not exist. Usage: npm run data:import -- <dataset folder>');
    expect(existsSync(join(project, 'data', '2025', 'sentinel.txt'))).toBe(true);
  });
});
