// The route table: every URL the service answers, as data. Templates never overlap, so order only
// decides the order of the OpenAPI paths. A path answering two methods is two rows, one per method.
import { parseAddressesRoute } from '../addresses/address-batch-route.ts';
import { parseAddressRoute } from '../addresses/address-route.ts';
import { datasetIndexRoute } from '../datasets/dataset-index-route.ts';
import { latestDatasetRoute, pinnedDatasetRoute } from '../datasets/dataset-routes.ts';
import { changeRoutes } from '../changes/changes-routes.ts';
import { boundaryRoute, districtBoundaryRoute, locateRoute } from '../geo/geo-routes.ts';
import { postalCodeRoutes } from '../postal-codes/postal-code-routes.ts';
import { resourceRoutes } from '../resources/resource-routes.ts';
import { searchRoute } from '../search/search-route.ts';
import { mcpRoute } from '../mcp/mcp-route.ts';
import { healthRoute } from '../system/health.ts';
import { metaRoute } from '../system/meta.ts';
import { openApiRoute } from '../system/openapi-route.ts';
import { v1RouteTable } from '../v1/v1-routes.ts';
import type { Route } from './route.ts';

export const routeTable: readonly Route[] = [healthRoute, metaRoute, openApiRoute, datasetIndexRoute, latestDatasetRoute, pinnedDatasetRoute, ...resourceRoutes, boundaryRoute, districtBoundaryRoute, locateRoute, ...postalCodeRoutes, ...changeRoutes, searchRoute, parseAddressRoute, parseAddressesRoute, ...v1RouteTable, mcpRoute];
