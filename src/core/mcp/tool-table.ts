// The MCP tools, as rows: each names the route(s) it calls and tells a model when to use it, with an
// example from the real data. A route-backed tool is one row of routeTool.
import type { Route } from '../routing/route.ts';
import { getPlaceTool, listPlacesTool, placeHistoryTool } from './kind-tools.ts';
import { routeTool } from './route-tool.ts';
import type { McpTool } from './tool.ts';
import {
  summarizeAddress,
  summarizeAddresses,
  summarizeChanges,
  summarizeHistory,
  summarizeList,
  summarizeLocation,
  summarizePlace,
  summarizePostalCode,
  summarizeSearch,
} from './tool-summaries.ts';

export function mcpTools(routes: readonly Route[]): McpTool[] {
  return [
    routeTool(routes, {
      route: 'searchPlaces',
      name: 'search_places',
      title: 'Search places in Türkiye by name',
      description:
        'Finds provinces, districts, municipalities, neighborhoods and villages of Türkiye by name, best first, as people type: case and Turkish letters do not matter, small typos are forgiven, and naming a parent narrows it ("moda kadıköy"). Use it first whenever someone names a place, to get its `type` and `id` for get_place or list_places. Example: {"q": "caferağa kadıköy", "limit": 1} → Caferağa, Kadıköy, İstanbul (neighborhood 40512, postal code 34710).',
      summary: summarizeSearch,
    }),
    getPlaceTool(routes, {
      name: 'get_place',
      title: 'Get one place by kind and id',
      description:
        'One province, district, municipality, neighborhood or village by its kind and id: name, population, area, postal code and its parents’ ids; `include` embeds parents (as objects) or children (as arrays), `fields` trims the record. Use it after search_places, or to follow a parent id. Example: {"kind": "district", "id": 1421, "include": "province"} → Kadıköy (population 458,573) with İstanbul.',
      summary: summarizePlace,
    }),
    listPlacesTool(routes, {
      name: 'list_places',
      title: 'List places with filters, sorting and paging',
      description:
        'Lists the places of one kind, with the filters, sorting and paging of the API’s list routes: every district of a province (a dropdown), the most populous places, coastal or metropolitan provinces, neighborhoods by postal code prefix or status. `parent` lists the children of one place; `meta.total` says how many match, `limit` (1–1000) and `offset` page through them. Example: {"kind": "district", "parent": {"kind": "province", "id": 6}, "sort": "-population", "limit": 3} → Çankaya, Keçiören, Yenimahalle.',
      summary: summarizeList,
    }),
    routeTool(routes, {
      route: 'getPostalCode',
      name: 'lookup_postal_code',
      title: 'Look up a Turkish postal code',
      description:
        'The neighborhoods and villages that use a five-digit Turkish postal code, with their district(s) and province; each place says whether its code is official, derived or estimated. Use it when someone gives a postal code, asks where one is, or wants to check that a code fits an address. Example: {"postalCode": "34710"} → Caferağa, in Kadıköy (district 1421), İstanbul (province 34).',
      summary: summarizePostalCode,
    }),
    routeTool(routes, {
      route: 'locatePoint',
      name: 'locate_point',
      title: 'Which district and province is this point in?',
      description:
        'The district and province that contain a point given in WGS 84 decimal degrees, with their whole records, and up to 5 villages or neighborhoods of that district near the point (`nearby`, nearest first, with `distanceKm`). Near a coast, the nearest district within 2 km (`districtMatch: "nearest"`); farther out, `district` is null and the province is the nearest within 10 km. Use it for GPS positions, map clicks or coordinates in a text. Example: {"latitude": 40.99, "longitude": 29.03} → Kadıköy (district 1421), İstanbul (province 34), near Caferağa.',
      summary: summarizeLocation,
    }),
    routeTool(routes, {
      route: 'parseAddress',
      name: 'parse_address',
      title: 'Read a Turkish address line',
      description:
        'Reads a one-line Turkish address as people type it (abbreviated, without Turkish letters, with typos, with a missing or wrong postal code) into the dataset’s neighborhood or village, district, province and postal code, each with a status (`confirmed`, `corrected`, `inferred`, `replaced`), the street part left over, a canonical `formatted` line, `candidates` when the name fits several places, `issues` for a contradicting code, province or district, and a `verdict` for triage (`accept`: every named part agrees and only what the line implies was filled in, store it; `confirm`: a part was corrected or replaced, or the place rests on its own name alone, show the person the formatted line; `fix`: no place or an open question, ask the person). Use it to check or complete an address; ask the person to choose when `candidates` is not empty. Example: {"q": "Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL"} → Caferağa, Kadıköy, İstanbul, 34710; street "Moda Cd. No:5 D:3".',
      summary: summarizeAddress,
    }),
    routeTool(routes, {
      route: 'parseAddresses',
      name: 'parse_addresses',
      title: 'Read many Turkish address lines at once',
      description:
        'Reads 1 to 100 one-line Turkish addresses in one call, each exactly as parse_address reads its `q`, and answers one item per line in the same order: the parsed address with its `verdict` (`accept`, `confirm`, `fix`), or `{error}` for an empty line or one over 300 characters. Use it for a list of addresses (a spreadsheet column, a CRM export); for files of thousands of lines, point the person to the offline command `npm run addresses`. Example: {"lines": ["Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL", ""]} → Caferağa, Kadıköy, İstanbul (neighborhood 40512), then an error: lines[1] must not be empty.',
      summary: summarizeAddresses,
    }),
    routeTool(routes, {
      route: 'listChanges',
      name: 'list_changes',
      title: 'What changed in Türkiye’s administrative divisions',
      description:
        'The change list, newest first: the places each dataset release added, removed (with `successorIds`), renamed, moved to another municipality or district, or gave another postal code, then the curated history before the releases (former official names such as İçel → Mersin in 2002, districts formed from a province’s central district), each with its date where known and its source. Populations are never changes. Filter by `kind`, `type`, `release`, `provinceId` or `districtId`. Use it when someone asks what is new, what was renamed or merged, or why an old name or id no longer answers. Example: {"kind": "neighborhood", "type": "removed"} → 7 neighborhoods the 2025 release removed, among them Karacaşar (140909) with successor 60528.',
      summary: summarizeChanges,
    }),
    placeHistoryTool(routes, {
      name: 'place_history',
      title: 'The history of one place',
      description:
        'Every recorded change of one province, district, municipality, neighborhood or village by its kind and id, newest first: its former names, moves, postal-code changes, when it was added or formed, and for an id a release removed (get_place answers not found for it), that removal and its successors. Use it when a name or id someone has no longer matches, or to tell a place’s former names. Example: {"kind": "neighborhood", "id": 177113} → Yeşilvadi, renamed from Çürükler in release 2025.',
      summary: summarizeHistory,
    }),
  ];
}
