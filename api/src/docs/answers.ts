import 'reflect-metadata';
import type { ResponseBodies } from './response-bodies';

/** What a route answers when it succeeds, as the OpenAPI document states it. */
export type RouteAnswer =
  /** A JSON body of the type `ResponseBodies[body]`; `statuses` empty: the route's own success status. */
  | { kind: 'json'; body: keyof ResponseBodies; statuses: number[] }
  /** A body of another media type: a file download, Prometheus text. */
  | { kind: 'media'; contentType: string }
  | { kind: 'none' };

const ANSWER = 'pitchlens:answer';

/** A route handler returning `T` (with any arguments). */
type Handler<T> = (...args: never[]) => T | Promise<T>;

// A decorator on the handler rather than a table of routes: the answer stays beside the code that
// produces it, and its type parameter makes the compiler hold the handler's return type to the named
// body, so the document cannot name one type while the handler returns another.
const answering =
  <T>(answer: RouteAnswer) =>
  // Generic in the handler's own type: a descriptor's type is invariant, its handler's return type need only fit.
  <H extends Handler<T>>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    Reflect.defineMetadata(ANSWER, answer, descriptor.value as object);
  };

/**
 * The route answers the JSON body `ResponseBodies[body]`, with its success
 * status or with each of `statuses` (a health check answers its report with
 * 503 too).
 */
export const Answers = <K extends keyof ResponseBodies>(body: K, ...statuses: number[]) => answering<ResponseBodies[K]>({ kind: 'json', body, statuses });

/** The route answers a body of `contentType` (a CSV file, Prometheus text), which its handler may send itself. */
export const AnswersMedia = (contentType: string) => answering<unknown>({ kind: 'media', contentType });

/** The route answers its success status with no body. */
export const AnswersNothing = () => answering<void>({ kind: 'none' });

/** The answer a handler declares, if it declares one. */
export const answerOf = (handler: object): RouteAnswer | undefined => Reflect.getMetadata(ANSWER, handler);
