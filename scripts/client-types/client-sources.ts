// Every file `npm run client:types` writes, with its text: the TypeScript client's types and the
// Python client's types and methods, all from one OpenAPI document. The generator writes them; a test
// fails when a committed one differs.
import { clientTypesFile, clientTypesSource } from './client-types-source.ts';
import type { OpenApiDocumentLike } from './offered-operations.ts';
import { pythonOperationsFile, pythonOperationsSource } from './python-operations-source.ts';
import { pythonTypesFile, pythonTypesModule } from './python-types-source.ts';

export function clientSources(document: OpenApiDocumentLike): Array<[file: string, text: string]> {
  const pythonTypes = pythonTypesModule(document);
  return [
    [clientTypesFile, clientTypesSource(document)],
    [pythonTypesFile, pythonTypes.source],
    [pythonOperationsFile, pythonOperationsSource(document, pythonTypes.names)],
  ];
}
