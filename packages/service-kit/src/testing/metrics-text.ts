/** One sample of Prometheus's text format: `name{label="value",...} value`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;
const unescape = (value: string) =>
  value.replace(/\\(.)/g, (_match, char: string) => (char === 'n' ? '\n' : char));

/** Every sample of a scrape's text, comments left out. */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a sample of the text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL))
      labels[name!] = unescape(value!);
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`; 0 when there are none. */
export function metricSum(text: string, name: string, labels: Record<string, string> = {}): number {
  return parseMetrics(text)
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}
