// GeoJSON's media type, RFC 7946 §12: `application/geo+json`, which defines no charset parameter (GeoJSON
// is JSON, and JSON text is UTF-8: RFC 8259 §8.1).
export const geoJsonContentType = 'application/geo+json';
