// Decode, then match (issue 32): a request path whose percent-decoding changes its structure (an
// encoded `/`, `.` or `\`) names no published file, on any host. Matched raw, the embedded server
// served `/v2/provinces%2f34.json` from the rewritten file and `/sitemap.xml%2egz` from the gzip
// sibling; nginx matched its locations on the decoded path and served
// `/v2/datasets%2f2025%2fneighborhoods.json` as the dataset. Such a path goes to the query layer,
// whose route matching sees the raw path: 404 ROUTE_NOT_FOUND (or a parameter's 400).
export const encodedSeparator = /%(?:2[fF]|2[eE]|5[cC])/;
