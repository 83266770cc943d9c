// The part of the URL space that belongs to the API (JSON answers, the JSON 404); the rest is docs.
// The nginx front tests the same pattern (src/server/nginx/nginx-locations.ts).
export const apiPath = /^\/(?:v1|v2|api|health)(?:[/.]|$)/;

export const isApiPath = (path: string): boolean => apiPath.test(path);
