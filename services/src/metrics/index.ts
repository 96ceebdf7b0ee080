/**
 * Metrics for operators: GET /metrics in Prometheus' text format (METRICS_TOKEN, METRICS_PORT) with the HTTP calls by
 * API group, commands by outcome, event-store appends, read models' and the Kafka publisher's lag, set-aside events
 * and the database pools of each process.
 */
export { MetricsModule } from './metrics.module';
export { Metrics } from './metrics.service';
export { listenForScrapes, useMetrics } from './metrics.middleware';
