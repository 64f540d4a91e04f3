import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { withoutUnusedSchemas } from './document.ts';

/** Where the committed client types live; `npm run openapi:types` writes them. */
export const v1TypesPath = new URL('./v1.gen.ts', import.meta.url);

/**
 * The part of the document integrators build against: the `/v1` operations and the schemas they
 * reach. The web app's `/web` routes change with its screens; `/v1` changes only on purpose.
 */
export function integratorDocument(document: OpenAPI3): OpenAPI3 {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith('/v1/')),
  );
  return withoutUnusedSchemas({ ...document, paths });
}

/** TypeScript types of the `/v1` API (openapi-typescript), as `openapi-fetch` clients consume them. */
export async function v1ClientTypes(document: OpenAPI3): Promise<string> {
  // A field with a default may be left out by the caller: only answers always carry it.
  const ast = await openapiTS(integratorDocument(document), {
    silent: true,
    defaultNonNullable: false,
  });
  return `/**\n * Generated from the OpenAPI document by \`npm run openapi:types\`: do not edit.\n * A test fails when it differs from what the server describes.\n */\n\n${astToString(ast)}`;
}
