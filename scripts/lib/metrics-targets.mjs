/** A process's Prometheus port is its own port + 10000: 3001 → 13001, 4001 → 14001 (deploy/systemd does the same). */
export const METRICS_PORT_OFFSET = 10_000;

/**
 * Prometheus's file_sd_configs format: one group per job, each process a target. (nginx's
 * stub_status is not in Prometheus's format: nginx-prometheus-exporter reads it, see
 * deploy/prometheus/prometheus.yml.)
 *
 * @param {{ web: number[], api: number[] }} ports
 */
export function prometheusTargets({ web, api }) {
  const local = (/** @type {number[]} */ ports) => ports.map((port) => `127.0.0.1:${port}`);
  return [
    { targets: local(web), labels: { job: "woodnest-storefront" } },
    { targets: local(api), labels: { job: "woodnest-api" } },
  ];
}
