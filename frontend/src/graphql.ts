// Minimal GraphQL-over-HTTP client for the same-origin /graphql endpoint.
// Operations are typed documents generated from src/**/*.graphql (see scripts/codegen.mjs).
import type { TypedDocumentString } from './generated/graphql';

export const GRAPHQL_ENDPOINT = '/graphql';

/** One entry of a GraphQL response's `errors` array. */
export interface GraphQLErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/**
 * Codes used when the failure did not come with a GraphQL error code.
 * Server codes (e.g. UNAUTHENTICATED, FORBIDDEN) are passed through as-is.
 */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'HTTP_ERROR'
  | 'BAD_RESPONSE'
  | 'NO_DATA'
  | 'UNKNOWN';

export class GraphQLRequestError extends Error {
  /** `errors[0].extensions.code` from the server, or a ClientErrorCode. */
  readonly code: string;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** All errors the server returned (may be empty). */
  readonly errors: readonly GraphQLErrorItem[];

  constructor(
    message: string,
    code: string,
    status: number,
    errors: readonly GraphQLErrorItem[] = [],
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}

export function isGraphQLRequestError(value: unknown): value is GraphQLRequestError {
  return value instanceof GraphQLRequestError;
}

interface GraphQLResponseBody<T> {
  data?: T | null;
  errors?: GraphQLErrorItem[];
}

export interface GqlOptions {
  signal?: AbortSignal;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toErrorItems(value: unknown): GraphQLErrorItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((e) => {
    const item: GraphQLErrorItem = {
      message: typeof e['message'] === 'string' ? e['message'] : 'Unknown error',
    };
    if (isObject(e['extensions'])) item.extensions = e['extensions'];
    if (Array.isArray(e['path'])) item.path = e['path'] as Array<string | number>;
    return item;
  });
}

/**
 * POST a GraphQL operation to /graphql and return its `data`.
 * Throws GraphQLRequestError for transport failures, non-GraphQL responses
 * and any response that carries `errors`.
 */
export async function gql<T>(
  query: string,
  variables?: Record<string, unknown>,
  options: GqlOptions = {},
): Promise<T> {
  const init: RequestInit = {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
  };
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new GraphQLRequestError('Could not reach the server.', 'NETWORK_ERROR', 0);
  }

  let body: unknown = undefined;
  const text = await response.text();
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }

  if (isObject(body)) {
    const parsed = body as GraphQLResponseBody<T>;
    const errors = toErrorItems(parsed.errors);
    const first = errors[0];
    if (first) {
      const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'UNKNOWN';
      throw new GraphQLRequestError(first.message, code, response.status, errors);
    }
    if (response.ok && parsed.data !== undefined && parsed.data !== null) {
      return parsed.data;
    }
  }

  if (!response.ok) {
    const code = response.status === 401 ? 'UNAUTHENTICATED' : 'HTTP_ERROR';
    throw new GraphQLRequestError(
      `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
      code,
      response.status,
    );
  }
  if (body === undefined) {
    throw new GraphQLRequestError('The server sent a response that is not JSON.', 'BAD_RESPONSE', response.status);
  }
  throw new GraphQLRequestError('The server sent no data.', 'NO_DATA', response.status);
}

/**
 * Run a generated, typed operation: its result and variables types come from the schema, so
 * a schema change that breaks an operation fails `npm run build`.
 */
export function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  options: GqlOptions = {},
): Promise<TResult> {
  return gql<TResult>(document.toString(), variables as Record<string, unknown>, options);
}

/** A message for a person, for any error thrown by gql/request. */
export function errorMessage(err: unknown): string {
  if (isGraphQLRequestError(err)) {
    switch (err.code) {
      case 'FORBIDDEN':
        return `Not allowed: ${err.message}`;
      case 'UNAUTHENTICATED':
        return 'You are not signed in.';
      case 'RATE_LIMITED': {
        const after = err.errors[0]?.extensions?.['retryAfter'];
        return typeof after === 'number' ? `Too many requests: try again in ${after} ${after === 1 ? 'second' : 'seconds'}.` : 'Too many requests: try again shortly.';
      }
      default:
        return err.message;
    }
  }
  return 'Something went wrong.';
}
