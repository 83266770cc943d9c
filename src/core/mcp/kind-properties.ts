// The query parameters of one route per kind (the five detail routes, or the five lists) as the
// properties of one tool's input schema. Each property is converted from the routes' own zod
// parameter: where the kinds agree it is that schema once; where they differ (`fields` names other
// fields per kind) it is `anyOf` the kinds' schemas, each saying which kinds it is for; a parameter only
// some kinds take says so too. The route still validates what arrives, under its own rules.
import { type KindName, kinds } from '../../data/kinds.ts';
import type { Route } from '../routing/route.ts';
import { type JsonSchema, jsonSchemaOf } from './tool.ts';

const singularOf = (kind: KindName) => kinds[kind].singular;
const withoutDescription = ({ description: _, ...schema }: JsonSchema) => JSON.stringify(schema);

export function kindProperties(routesByKind: ReadonlyArray<readonly [KindName, Route]>): Record<string, JsonSchema> {
  // name → distinct schemas (by everything but their description), each with the kinds that take it
  const variants = new Map<string, Map<string, { schema: JsonSchema; kinds: KindName[] }>>();
  for (const [kind, route] of routesByKind) {
    const { properties } = jsonSchemaOf(route.params.schema, 'input') as { properties: Record<string, JsonSchema> };
    for (const [name, schema] of Object.entries(properties)) {
      const byShape = variants.get(name) ?? new Map<string, { schema: JsonSchema; kinds: KindName[] }>();
      variants.set(name, byShape);
      const key = withoutDescription(schema);
      const variant = byShape.get(key) ?? { schema, kinds: [] };
      byShape.set(key, variant);
      variant.kinds.push(kind);
    }
  }
  const allKinds = routesByKind.length;
  return Object.fromEntries(
    [...variants].map(([name, byShape]) => {
      const shapes = [...byShape.values()];
      const takers = shapes.flatMap((shape) => shape.kinds);
      const only = takers.length < allKinds ? ` Only for kind ${takers.map(singularOf).join(', ')}.` : '';
      if (shapes.length === 1) {
        const { schema } = shapes[0]!;
        return [name, { ...schema, description: `${String(schema.description ?? '')}${only}`.trim() }];
      }
      const anyOf = shapes.map(({ schema, kinds: forKinds }) => ({
        ...schema,
        description: `For kind ${forKinds.map(singularOf).join(', ')}: ${String(schema.description ?? '')}`,
      }));
      return [name, { anyOf, description: `Depends on the kind.${only}` }];
    }),
  );
}
