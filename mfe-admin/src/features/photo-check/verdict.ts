import type { Band, Strictness } from './photo-check-thresholds';
import type { CriterionResult, Verdict } from './photo-check-types';

const rank: Record<Verdict, number> = { green: 0, amber: 1, red: 2 };

export function worstVerdict(verdicts: Verdict[]): Verdict {
  return verdicts.reduce<Verdict>((worst, v) => (rank[v] > rank[worst] ? v : worst), 'green');
}

export function overallVerdict(criteria: CriterionResult[]): Verdict {
  return worstVerdict(criteria.map((c) => c.verdict));
}

/** Green while |value| <= band.green, amber while <= band.amber, red beyond. */
export function upperBandVerdict(value: number, band: Band): Verdict {
  const magnitude = Math.abs(value);
  if (magnitude <= band.green) return 'green';
  return magnitude <= band.amber ? 'amber' : 'red';
}

/** Green while value >= band.green, amber while >= band.amber, red below (more is better). */
export function lowerBandVerdict(value: number, band: Band): Verdict {
  if (value >= band.green) return 'green';
  return value >= band.amber ? 'amber' : 'red';
}

/** Green inside `green`, amber inside `amber`, red outside (ranges inclusive). */
export function rangeVerdict(
  value: number,
  ranges: { green: [number, number]; amber: [number, number] },
): Verdict {
  const inside = ([low, high]: [number, number]) => value >= low && value <= high;
  if (inside(ranges.green)) return 'green';
  return inside(ranges.amber) ? 'amber' : 'red';
}

/** Relaxed rules (young children) soften red to amber; free rules do not judge at all. */
export function applyStrictness(verdict: Verdict, strictness: Strictness): Verdict {
  if (strictness === 'free') return 'green';
  if (strictness === 'relaxed' && verdict === 'red') return 'amber';
  return verdict;
}

/** German number with the given decimals, e.g. 33,5. */
export function formatNumber(value: number, decimals = 0): string {
  return value.toLocaleString('de-DE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
