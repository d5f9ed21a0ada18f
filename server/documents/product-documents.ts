import type { ContractRead } from '#shared/contract';
import type { Spec } from '#shared/contract/specs';
import type { UpstreamClient } from '../upstream/client';
import { limitBody } from '../upstream/limited-body';
import { packLimits, type PackDocument, type PackProduct } from './documents-pack';

/** Upstream calls at once while a pack is gathered: enough to hide latency, few enough to be a fair share. */
const concurrency = 6;

async function runPooled<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

async function fileBytes(upstream: UpstreamClient, url: string, signal?: AbortSignal): Promise<Uint8Array | 'too_large' | null> {
  try {
    const answer = await upstream.request(url, { signal, endpoint: 'documents.file' });
    if (!answer.ok) {
      await answer.body?.cancel();
      return null;
    }
    const body = limitBody(answer, packLimits.fileBytes);
    return body ? new Uint8Array(await new Response(body).arrayBuffer()) : new Uint8Array();
  } catch (error) {
    return error instanceof Error && error.name === 'UpstreamTooLarge' ? 'too_large' : null;
  }
}

/**
 * The documents of every line's product, with their bytes, for the pack: each product's documents
 * from its contract read, each file from upstream (`/api/media/…`). A product or file that cannot be
 * had is marked so the pack's listing says so; nothing here throws for one missing file.
 */
export async function gatherProductDocuments(
  spec: Spec,
  deps: { read: ContractRead; upstream: UpstreamClient; signal?: AbortSignal },
): Promise<Map<string, PackProduct>> {
  const products = new Map<string, PackProduct>();
  const ids = [...new Set(spec.lines.filter((line) => line.product).map((line) => line.productId))];
  await runPooled(ids, async (productId) => {
    let documents: PackDocument[] | null = null;
    try {
      const product = await deps.read('product', { productid: productId }, undefined, deps.signal);
      documents = [];
      for (const document of product.documents) {
        const bytes = await fileBytes(deps.upstream, document.url, deps.signal);
        documents.push(
          bytes instanceof Uint8Array
            ? { ...document, bytes }
            : { ...document, bytes: null, reason: bytes === 'too_large' ? 'too_large' : 'unavailable' },
        );
      }
    } catch {
      documents = null;
    }
    products.set(productId, { productId, documents });
  });
  return products;
}
