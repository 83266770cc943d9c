// What the element asks its service for: the static lists of the cascade (places.ts says what they
// hold), the places of a postal code, and the reading of a pasted line. Only the last needs the
// query layer; the rest are prebuilt files, so the cascade works from a CDN (DESIGN §6.7).
import { type Place, type PlacesFile, placesPath, readPlaces, readSettlements, type SettlementsFile, settlementsPath } from './places.ts';

/** A neighborhood or village of a postal code (GET /v2/postal-codes/{code}). */
export interface PostalPlace {
  kind: 'neighborhood' | 'village';
  id: number;
  provinceId: number;
  districtId: number;
}

/** The parts of POST /v2/addresses/parse's answer the element acts on. */
export interface Parsed {
  verdict: 'accept' | 'confirm' | 'fix';
  province: { id: number } | null;
  district: { id: number } | null;
  neighborhood: { id: number } | null;
  village: { id: number } | null;
  postalCode: { value: string } | null;
  street: string | null;
  formatted: string;
  granularity: string;
  candidates: unknown[];
  issues: unknown[];
}

export interface Service {
  /** Every province and district; rejects when the file cannot be had. */
  places(): Promise<{ provinces: Place[]; districts: Place[] }>;
  /** A district's neighborhoods and villages, loaded once per element. */
  settlements(districtId: number): Promise<Place[]>;
  /** The places of a postal code; rejects for a code no place has. */
  postalCodePlaces(code: string): Promise<PostalPlace[]>;
  /** The reading of one address line; rejects when it cannot be read. */
  parse(line: string): Promise<Parsed>;
}

/** One load of the provinces and districts per service, shared by every element of the page. */
const placesFiles = new Map<string, Promise<PlacesFile>>();

/** The service at `base()` (read at each request: the `base` attribute may be set after the element). */
export function createService(base: () => string): Service {
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(base() + path, init);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const settlementFiles = new Map<number, Promise<Place[]>>();
  return {
    async places() {
      const key = base();
      const file = placesFiles.get(key) ?? json<PlacesFile>(placesPath);
      placesFiles.set(key, file);
      try {
        return readPlaces(await file);
      } catch (error) {
        // The next element (or page) tries again.
        placesFiles.delete(key);
        throw error;
      }
    },
    settlements(districtId) {
      let load = settlementFiles.get(districtId);
      if (!load) {
        load = json<SettlementsFile>(settlementsPath(districtId)).then((file) => readSettlements(file, districtId));
        settlementFiles.set(districtId, load);
        load.catch(() => settlementFiles.delete(districtId));
      }
      return load;
    },
    async postalCodePlaces(code) {
      type Row = Omit<PostalPlace, 'kind'>;
      const { data } = await json<{ data: { neighborhoods: Row[]; villages: Row[] } }>(`/v2/postal-codes/${code}`);
      return [...data.neighborhoods.map((p) => ({ ...p, kind: 'neighborhood' as const })), ...data.villages.map((p) => ({ ...p, kind: 'village' as const }))];
    },
    async parse(line) {
      const answer = await json<{ data: (Parsed | { error: unknown })[] }>('/v2/addresses/parse', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lines: [line] }),
      });
      const first = answer.data[0];
      if (!first || 'error' in first) throw new Error('unreadable');
      return first;
    },
  };
}
