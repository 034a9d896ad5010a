import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The server's Prometheus registry: process metrics plus HTTP and GraphQL request metrics. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequests = new Counter({
    name: 'vigil_http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'vigil_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const graphqlOperations = new Counter({
    name: 'vigil_graphql_operations_total',
    help: 'GraphQL operations by name, type and outcome',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'vigil_graphql_operation_duration_seconds',
    help: 'GraphQL execution duration by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'vigil_notifications_total',
    help: 'Alarm notifications by channel and outcome: sent, retried (a transient failure), failed (for good)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    httpRequests,
    httpDuration,
    graphqlOperations,
    graphqlDuration,
    notifications,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
