// `turkiye-divisions/client`: a typed client for the Türkiye administrative divisions API.
export * from './api-types.ts';
export { TurkiyeApiError } from './client-error.ts';
export type { AnswerOf, CallOptions, OperationId, PagedOperationId, ParamsOf, RecordOf, TurkiyeClient } from './client-types.ts';
export { type ClientOptions, createClient } from './create-client.ts';
