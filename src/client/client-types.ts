// The client's shape, derived from the generated operation types: one method per operation, taking its
// parameters (required when any parameter is) and resolving to its answer; and the page walkers,
// offered for the operations that page.
import type { Operations, operations } from './api-types.ts';

export type OperationId = keyof Operations;
export type ParamsOf<O extends OperationId> = Operations[O]['params'];
export type AnswerOf<O extends OperationId> = Operations[O]['answer'];

/** Operations with `limit` and `offset`, whose answers carry `meta.total`. */
export type PagedOperationId = { [O in OperationId]: (typeof operations)[O]['paged'] extends true ? O : never }[OperationId];

/** One record of a paged operation's answer. */
export type RecordOf<O extends PagedOperationId> = AnswerOf<O> extends { data: ReadonlyArray<infer R> } ? R : never;

export interface CallOptions {
  /** Cancels the request, and a wait for a rate limit. */
  signal?: AbortSignal;
}

/** The keys a caller must give; none for an operation without parameters (`Record<string, never>`). */
type RequiredKeys<T> = string extends keyof T ? never : { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

type Method<O extends OperationId> =
  RequiredKeys<ParamsOf<O>> extends never
    ? (params?: ParamsOf<O>, options?: CallOptions) => Promise<AnswerOf<O>>
    : (params: ParamsOf<O>, options?: CallOptions) => Promise<AnswerOf<O>>;

export type TurkiyeClient = { readonly [O in OperationId]: Method<O> } & {
  /** Every page of a list, from `offset` (default 0) on, `limit` records at a time, until `meta.total` is reached. */
  pages<O extends PagedOperationId>(operation: O, params?: ParamsOf<O>, options?: CallOptions): AsyncGenerator<AnswerOf<O>, void, undefined>;
  /** Every record of a list, page after page. */
  records<O extends PagedOperationId>(operation: O, params?: ParamsOf<O>, options?: CallOptions): AsyncGenerator<RecordOf<O>, void, undefined>;
};
