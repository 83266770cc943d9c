// `latitude` and `longitude` of /v2/locate: plain decimal numbers (DESIGN §3's number syntax, so
// `1e1`, `NaN` and `+5` are malformed) within WGS 84's ranges; the message gives the range.
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import { numberParam, type Param } from '../params/param.ts';

function coordinateParam(name: string, limit: number, example: number, description: string): Param<number> & { required: true } {
  const syntax = numberParam(description);
  const message = messages.coordinate(name, limit, String(example));
  return {
    stage: 'value',
    required: true,
    missingMessage: messages.missingCoordinate(name),
    schema: z.number().min(-limit).max(limit).meta({ description, examples: [example] }),
    parse(raw) {
      const parsed = syntax.parse(raw, name);
      return parsed.ok && Math.abs(parsed.value) <= limit ? parsed : { ok: false, error: new ApiError('BAD_REQUEST', message) };
    },
  };
}

export const latitudeParam = coordinateParam('latitude', 90, 39.92, 'Latitude in decimal degrees (WGS 84), from -90 to 90. Required.');
export const longitudeParam = coordinateParam('longitude', 180, 32.85, 'Longitude in decimal degrees (WGS 84), from -180 to 180. Required.');
