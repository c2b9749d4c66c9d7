// A Relay-style connection loaded page by page: the first page on mount (and on reload()),
// further pages appended by loadMore().
import { useEffect, useState } from 'preact/hooks';
import { request } from './graphql';
import { useQuery, type QueryState } from './useQuery';
import type { TypedDocumentString } from './generated/graphql';

export interface Connection<TNode> {
  edges: ReadonlyArray<{ node: TNode }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface Paged<TResult, TNode> {
  state: QueryState<TResult>;
  nodes: TNode[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
  reload: () => void;
}

export function usePaged<TResult, TVariables, TNode>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  pick: (result: TResult) => Connection<TNode>,
  enabled = true,
): Paged<TResult, TNode> {
  const { state, reload } = useQuery(document, variables, enabled);
  const [more, setMore] = useState<{ nodes: TNode[]; endCursor: string | null; hasNextPage: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);

  // A new first page (reload, other variables) drops the pages appended to the old one.
  useEffect(() => {
    if (state.status === 'loading') {
      setMore(null);
      setMoreError(null);
    }
  }, [state.status]);

  const data = 'data' in state ? state.data : undefined;
  const first = data !== undefined ? pick(data) : undefined;
  const nodes = [...(first?.edges.map((e) => e.node) ?? []), ...(more?.nodes ?? [])];
  const info = more ?? (first ? { hasNextPage: first.pageInfo.hasNextPage, endCursor: first.pageInfo.endCursor } : null);

  const loadMore = async () => {
    if (!info?.endCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = pick(await request(document, { ...variables, after: info.endCursor } as TVariables));
      setMore({
        nodes: [...(more?.nodes ?? []), ...next.edges.map((e) => e.node)],
        endCursor: next.pageInfo.endCursor,
        hasNextPage: next.pageInfo.hasNextPage,
      });
    } catch (err) {
      setMoreError(err);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    state,
    nodes,
    hasMore: info?.hasNextPage ?? false,
    loadingMore,
    moreError,
    loadMore: () => void loadMore(),
    reload,
  };
}
