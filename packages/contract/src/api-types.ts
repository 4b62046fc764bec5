import type { components, paths } from './generated/openapi.js';

/**
 * Shorthands over the types `openapi-typescript` generates from the server's OpenAPI document
 * (`generated/openapi.ts`, written by `npm run contract`). Browser code names a call by its path
 * and method and gets the exact JSON the route's schema declares.
 * @example type Cart = ResponseOf<'/api/commerce/shopping-cart', 'get'>;
 */

export type { components, operations, paths } from './generated/openapi.js';

/** Every path of the API, as OpenAPI writes it (`/api/admin/items/{itemId}`). */
export type ApiPath = keyof paths;

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods a path answers. */
export type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]: NonNullable<paths[P][M]> extends never ? never : M;
}[HttpMethod];

/** The operation object of one call. */
export type OperationOf<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type ResponsesOf<P extends ApiPath, M extends MethodOf<P>> =
  OperationOf<P, M> extends { responses: infer R } ? R : never;

/** The JSON body a call answers with `Status` (200 unless given). */
export type ResponseOf<
  P extends ApiPath,
  M extends MethodOf<P>,
  Status extends keyof ResponsesOf<P, M> = 200 extends keyof ResponsesOf<P, M>
    ? 200
    : keyof ResponsesOf<P, M>,
> = JsonContent<ResponsesOf<P, M>[Status]>;

/** The JSON body a call takes (never for calls without one). */
export type BodyOf<P extends ApiPath, M extends MethodOf<P>> =
  OperationOf<P, M> extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : never;

type ParametersOf<P extends ApiPath, M extends MethodOf<P>> =
  OperationOf<P, M> extends { parameters: infer Parameters } ? Parameters : never;

/** The query string a call reads. */
export type QueryOf<P extends ApiPath, M extends MethodOf<P>> =
  ParametersOf<P, M> extends { query?: infer Q } ? NonNullable<Q> : never;

/** The path parameters of a call (`{ itemId: string }`). */
export type PathParamsOf<P extends ApiPath, M extends MethodOf<P>> =
  ParametersOf<P, M> extends { path?: infer Params } ? NonNullable<Params> : never;

/** A schema the document names in `components.schemas` (for example `ErrorBody`). */
export type SchemaOf<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The body of every error answer: `error` is the message to show, `errors` per-field messages. */
export type ApiErrorBody = SchemaOf<'ErrorBody'>;
