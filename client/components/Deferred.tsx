import { hashKey, useSuspenseQuery } from '@tanstack/react-query';
import * as devalue from 'devalue';
import { Suspense, type ReactNode } from 'react';
import type { EndpointName, ParamsOf, QueryOf, ResponseOf } from '#shared/contract';
import { contractQuery } from '../app/data';
import { useSite } from '../app/deps-context';

/**
 * Deferred data (docs/decisions/004-deferred-data-in-json-blocks.md): not awaited before the first
 * byte, streamed in a Suspense boundary. The resolved value travels inside the boundary as a JSON
 * block, which the browser's query reads while hydrating that boundary — so hydration makes no
 * second request.
 */
export function Deferred<N extends EndpointName>(props: {
  name: N;
  params: ParamsOf<N>;
  query?: QueryOf<N>;
  fallback: ReactNode;
  children: (data: ResponseOf<N>) => ReactNode;
}) {
  return (
    <Suspense fallback={props.fallback}>
      <DeferredContent {...props} />
    </Suspense>
  );
}

const consumed = new Set<string>();

function readStreamed(hash: string): unknown {
  if (typeof document === 'undefined' || consumed.has(hash)) return undefined;
  const block = document.querySelector(`script[data-streamed-query="${CSS.escape(hash)}"]`);
  if (!block?.textContent) return undefined;
  consumed.add(hash);
  return devalue.parse(block.textContent);
}

function DeferredContent<N extends EndpointName>({
  name,
  params,
  query,
  children,
}: {
  name: N;
  params: ParamsOf<N>;
  query?: QueryOf<N>;
  children: (data: ResponseOf<N>) => ReactNode;
}) {
  const { deps } = useSite();
  const options = contractQuery(deps, name, params, query);
  const hash = hashKey(options.queryKey);
  const { data } = useSuspenseQuery({
    ...options,
    queryFn: (context) => {
      const streamed = readStreamed(hash);
      return streamed !== undefined ? (streamed as ResponseOf<N>) : options.queryFn!(context);
    },
  });
  return (
    <>
      {children(data as ResponseOf<N>)}
      <script type="application/json" data-streamed-query={hash} dangerouslySetInnerHTML={{ __html: devalue.stringify(data) }} />
    </>
  );
}
