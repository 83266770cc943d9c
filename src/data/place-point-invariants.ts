// The rules of place-points.csv across files (data/README.md, "Place points"): a point names a record
// that exists in its kind, a place has at most one point, and the point lies inside the outline of the
// place's district (for a district, its own), tested with the same point-in-polygon as /v2/locate.
import type { DatasetProblem } from './dataset-error.ts';
import type { DistrictBoundaryFeature } from './district-boundaries-schema.ts';
import { boxHolds, flattenOutlines } from './flat-outlines.ts';
import { type DataRecord, type KindName, kinds } from './kinds.ts';
import { type PlacePoint, placePointsFile } from './place-points.ts';
import { outlineContains } from './point-in-polygon.ts';

interface Input {
  districtBoundaries: readonly DistrictBoundaryFeature[];
  placePoints: readonly PlacePoint[];
}

export function placePointProblems(dataset: Input, index: Record<KindName, Map<number, DataRecord>>): DatasetProblem[] {
  const outlines = flattenOutlines(dataset.districtBoundaries.map((feature) => feature.geometry));
  const entryOf = new Map(dataset.districtBoundaries.map((feature, entry) => [feature.id, entry]));
  const seen = new Set<string>();
  const problems: DatasetProblem[] = [];
  dataset.placePoints.forEach((point, i) => {
    const where = { file: placePointsFile, record: `line ${i + 2}` };
    const singular = kinds[point.kind].singular;
    const record = index[point.kind].get(point.id);
    if (!record) {
      problems.push({ ...where, field: 'id', rule: `every point names a place that exists, but no ${singular} has id ${point.id}` });
      return;
    }
    const key = `${point.kind}:${point.id}`;
    if (seen.has(key)) problems.push({ ...where, field: 'id', rule: `a place has at most one point, but ${singular} ${point.id} has another one above` });
    seen.add(key);
    const districtId = point.kind === 'districts' ? point.id : (record.districtId as number);
    const entry = entryOf.get(districtId);
    if (entry === undefined) return; // the outline rule reports the district without an outline
    if (!boxHolds(outlines.boxes, entry, point.longitude, point.latitude) || !outlineContains(outlines, entry, point.longitude, point.latitude)) {
      problems.push({
        ...where,
        field: 'latitude',
        rule: `every point lies inside its district's outline, but ${singular} ${point.id} (${point.latitude}, ${point.longitude}) is outside district ${districtId}'s`,
      });
    }
  });
  return problems;
}
