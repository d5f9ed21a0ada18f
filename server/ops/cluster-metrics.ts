import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricsSource } from './health';
import { isClusterMessage } from './cluster-message';

/**
 * One /metrics for all workers (docs/operations.md, "Workers and memory"). prom-client's
 * AggregatorRegistry asks each worker over the cluster's IPC for its registry and adds them up
 * (counters and histograms summed; its default process metrics each by their own rule). The primary
 * adds what only it knows: its own process (`primary_` prefix: with the embedded API it holds SQLite
 * and the catalogue), the workers running and the restarts.
 */
export interface PrimaryMetrics extends MetricsSource {
  setWorkers(count: number): void;
  workerRestarted(): void;
}

const askType = 'site:metrics-ask';
const answerType = 'site:metrics-answer';

interface MetricsAsk {
  type: typeof askType;
  id: number;
}
interface MetricsAnswer {
  type: typeof answerType;
  id: number;
  text?: string;
  error?: string;
}

export function createPrimaryMetrics(): PrimaryMetrics {
  const aggregator = new AggregatorRegistry();
  const own = new Registry();
  collectDefaultMetrics({ register: own, prefix: 'primary_' });
  const workers = new Gauge({ name: 'site_workers', help: 'Worker processes running', registers: [own] });
  const restarts = new Counter({
    name: 'site_worker_restarts_total',
    help: 'Workers started again after they ended unexpectedly',
    registers: [own],
  });
  const source: PrimaryMetrics = {
    contentType: own.contentType,
    async metrics() {
      const [fromWorkers, mine] = await Promise.all([aggregator.clusterMetrics(), own.metrics()]);
      return `${fromWorkers.trimEnd()}\n\n${mine}`;
    },
    setWorkers: (count) => workers.set(count),
    workerRestarted: () => restarts.inc(),
  };
  // A worker asked for /metrics on the site's port (METRICS_TOKEN): it gets the same text.
  cluster.on('message', (worker, message: unknown) => {
    if (!isClusterMessage<MetricsAsk>(message, askType)) return;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: answerType, id: message.id, ...answer } satisfies MetricsAnswer);
    };
    source.metrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: String(error) }),
    );
  });
  return source;
}

/**
 * In a worker: its registry answers the primary's collection, and its /metrics (on the site's port)
 * asks the primary for everyone's.
 */
export function workerMetricsSource(timeoutMs = 5_000): MetricsSource & { collectFrom(registry: Registry): void } {
  let next = 0;
  const waiting = new Map<number, (answer: MetricsAnswer) => void>();
  process.on('message', (message: unknown) => {
    if (isClusterMessage<MetricsAnswer>(message, answerType)) waiting.get(message.id)?.(message);
  });
  return {
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
    collectFrom(registry) {
      // Made for its side effect: the listener that answers the primary's collection with `registry`.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([registry]);
    },
    metrics: () =>
      new Promise<string>((resolve, reject) => {
        const id = next++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('the primary did not answer'));
        }, timeoutMs);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (answer.text !== undefined) resolve(answer.text);
          else reject(new Error(answer.error ?? 'no metrics'));
        });
        process.send?.({ type: askType, id } satisfies MetricsAsk);
      }),
  };
}
