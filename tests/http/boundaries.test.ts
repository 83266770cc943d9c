// GET /v2/provinces/{provinceId}/boundary, /v2/districts/{districtId}/boundary and the GeoJSON
// downloads: the Features carry the dataset files' geometry and the record plus codes, as
// application/geo+json, on both hosts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { realDatasetDir } from '../support/datasets.ts';
import { describeEachTarget, errorBody } from '../support/targets.ts';

// biome-ignore lint: parsed fixture JSON
type Json = any;
const readData = (file: string): Json => JSON.parse(readFileSync(join(realDatasetDir, file), 'utf8'));
const boundaries: Json[] = readData('province-boundaries.geojson').features;
const provinces: Json[] = readData('provinces.json');
const districtOutlines: Json[] = readData('district-boundaries.geojson').features;
const districts: Json[] = readData('districts.json');

/** The Feature the API must serve for a province, built from the two dataset files. */
function expectedFeature(id: number) {
  const source = boundaries.find((feature) => feature.id === id);
  const { iso3166_2, wikidataId, geonamesId, hasc } = source.properties;
  return { type: 'Feature', id, properties: { ...provinces.find((province) => province.id === id), codes: { iso3166_2, wikidataId, geonamesId, hasc } }, geometry: source.geometry };
}

/** The Feature the API must serve for a district, built from the two dataset files. */
function expectedDistrictFeature(id: number) {
  const source = districtOutlines.find((feature) => feature.id === id);
  const { osmRelationId, wikidataId } = source.properties;
  return { type: 'Feature', id, properties: { ...districts.find((district) => district.id === id), codes: { osmRelationId, wikidataId } }, geometry: source.geometry };
}

const latest = 'public, max-age=3600, stale-while-revalidate=86400';
const pinned = 'public, max-age=31536000, immutable';

describeEachTarget('province boundaries', (api) => {
  it('serves İstanbul as a GeoJSON Feature with its codes', async () => {
    const { status, headers, json } = await api().get('/v2/provinces/34/boundary');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/geo+json');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(headers.get('etag')).toMatch(api().fileEtag);
    expect(json.properties.codes).toEqual({ iso3166_2: 'TR-34', wikidataId: 'Q534799', geonamesId: 745042, hasc: 'TR.IB' });
    expect(json.properties.name).toBe('İstanbul');
    expect(json.geometry.type).toBe('MultiPolygon');
    expect(json).toEqual(expectedFeature(34));
  });

  it('serves every province the dataset file has, with the same geometry', async () => {
    for (const { id } of provinces) expect((await api().get(`/v2/provinces/${id}/boundary`)).json).toEqual(expectedFeature(id));
  });

  it('answers the same bytes from the file and from the query layer, and revalidates', async () => {
    const file = await api().get('/v2/provinces/6/boundary');
    // A leading zero is no file name, so the query layer answers it.
    const query = await api().get('/v2/provinces/006/boundary');
    expect(query.text).toBe(file.text);
    expect(query.headers.get('content-type')).toBe('application/geo+json');
    const again = await api().get('/v2/provinces/6/boundary', { headers: { 'If-None-Match': file.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await api().get('/v2/provinces/6/boundary', { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(file.text)));
  });

  it.each([
    ['/v2/provinces/82/boundary', 404, errorBody('PROVINCE_NOT_FOUND', 'Province not found.', 404)],
    ['/v2/provinces/99999999999999999999/boundary', 404, errorBody('PROVINCE_NOT_FOUND', 'Province not found.', 404)],
    ['/v2/provinces/0/boundary', 400, errorBody('BAD_REQUEST', 'provinceId must be a positive integer (ASCII digits only), for example 34.', 400)],
    ['/v2/provinces/ankara/boundary', 400, errorBody('BAD_REQUEST', 'provinceId must be a positive integer (ASCII digits only), for example 34.', 400)],
    ['/v2/provinces/34/boundary?fields=id', 400, errorBody('BAD_REQUEST', 'Unknown query parameter "fields": this endpoint takes no query parameters.', 400)],
    ['/v2/provinces/34/boundary.geojson', 404, errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
    ['/v2/provinces/34/boundaries', 404, errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
  ])('%s → %i', async (path, status, body) => {
    const response = await api().get(path);
    expect(response.status).toBe(status);
    expect(response.json).toEqual(body);
  });

  it.each([
    ['/v2/datasets/provinces.geojson', latest],
    ['/v2/datasets/2025/provinces.geojson', pinned],
  ])('%s: the 81 Features as a FeatureCollection', async (path, cacheControl) => {
    const { status, headers, json, text } = await api().get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/geo+json');
    expect(headers.get('cache-control')).toBe(cacheControl);
    expect(headers.get('last-modified')).toBe('Sat, 28 Nov 2026 00:00:00 GMT');
    expect(headers.get('etag')).toMatch(api().fileEtag);
    const ids = provinces.map((province) => province.id).sort((a, b) => a - b);
    expect(json.features.map((feature: Json) => feature.id)).toEqual(ids);
    expect(json).toEqual({ type: 'FeatureCollection', features: ids.map(expectedFeature) });
    // Each Feature is byte for byte the boundary route's answer.
    expect(text).toContain((await api().get('/v2/provinces/17/boundary')).text);
  });

  it('keeps the JSON datasets JSON beside the GeoJSON one', async () => {
    expect((await api().get('/v2/datasets/2025/provinces.json')).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it.each([
    ['/v2/datasets/municipalities.geojson'],
    ['/v2/datasets/2025/provinces.GEOJSON'],
    ['/v2/datasets/2024/provinces.geojson'],
  ])('%s → 404 DATASET_NOT_FOUND', async (path) => {
    const response = await api().get(path);
    expect(response.status).toBe(404);
    expect(response.json).toEqual(errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404));
  });
});

describeEachTarget('district boundaries', (api) => {
  it('serves Kadıköy as a GeoJSON Feature with its OpenStreetMap relation', async () => {
    const { status, headers, json } = await api().get('/v2/districts/1421/boundary');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/geo+json');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(headers.get('etag')).toMatch(api().fileEtag);
    expect(json.properties).toMatchObject({ id: 1421, name: 'Kadıköy', provinceId: 34 });
    expect(json).toEqual(expectedDistrictFeature(1421));
  });

  it('serves every district the dataset file has, with the same geometry', async () => {
    for (const { id } of districts) expect((await api().get(`/v2/districts/${id}/boundary`)).json).toEqual(expectedDistrictFeature(id));
  });

  it('says null for the three outlines without a Wikidata item (Harran, Ağrı Merkez, Atabey)', async () => {
    const nulls = districtOutlines.filter((feature) => feature.properties.wikidataId === null).map((feature) => feature.id);
    expect(nulls).toHaveLength(3);
    for (const id of nulls) expect((await api().get(`/v2/districts/${id}/boundary`)).json.properties.codes.wikidataId).toBeNull();
  });

  it('answers the same bytes from the file and from the query layer', async () => {
    const file = await api().get('/v2/districts/1421/boundary');
    const query = await api().get('/v2/districts/01421/boundary');
    expect(query.text).toBe(file.text);
    expect(query.headers.get('content-type')).toBe('application/geo+json');
    expect((await api().get('/v2/districts/1421/boundary', { headers: { 'If-None-Match': file.headers.get('etag')! } })).status).toBe(304);
  });

  it.each([
    ['/v2/districts/1/boundary', 404, errorBody('DISTRICT_NOT_FOUND', 'District not found.', 404)],
    ['/v2/districts/99999999999999999999/boundary', 404, errorBody('DISTRICT_NOT_FOUND', 'District not found.', 404)],
    ['/v2/districts/0/boundary', 400, errorBody('BAD_REQUEST', 'districtId must be a positive integer (ASCII digits only), for example 34.', 400)],
    ['/v2/districts/kadikoy/boundary', 400, errorBody('BAD_REQUEST', 'districtId must be a positive integer (ASCII digits only), for example 34.', 400)],
    ['/v2/districts/1421/boundary?fields=id', 400, errorBody('BAD_REQUEST', 'Unknown query parameter "fields": this endpoint takes no query parameters.', 400)],
    ['/v2/districts/1421/boundary.geojson', 404, errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
  ])('%s → %i', async (path, status, body) => {
    const response = await api().get(path);
    expect(response.status).toBe(status);
    expect(response.json).toEqual(body);
  });

  it.each([
    ['/v2/datasets/districts.geojson', latest],
    ['/v2/datasets/2025/districts.geojson', pinned],
  ])('%s: the 973 Features as a FeatureCollection', async (path, cacheControl) => {
    const { status, headers, json, text } = await api().get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/geo+json');
    expect(headers.get('cache-control')).toBe(cacheControl);
    const ids = districts.map((district) => district.id).sort((a, b) => a - b);
    expect(json).toEqual({ type: 'FeatureCollection', features: ids.map(expectedDistrictFeature) });
    expect(text).toContain((await api().get('/v2/districts/1421/boundary')).text);
  });
});
